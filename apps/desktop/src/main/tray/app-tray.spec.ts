import { createMainStrings } from '../i18n/main-strings';
import { createHeadlessTray } from '../testing/headless-tray';
import { createAppTray } from './app-tray';
import { TRAY_TOOLTIP_MAX } from './tray-menu';

async function setup(language: 'zh-CN' | 'en-US' = 'en-US', showStatusBar = false) {
  const headless = createHeadlessTray();
  const strings = await createMainStrings(language);
  const actions = { command: jest.fn(), show: jest.fn(), quit: jest.fn() };
  const buildMenu = jest.spyOn(headless.electron.Menu, 'buildFromTemplate');
  const tray = createAppTray({
    electron: headless.electron,
    iconPath: '/app/assets/tray-icon.png',
    t: (key) => strings.t(key),
    showStatusBar,
    ...actions,
  });
  return { headless, strings, actions, buildMenu, tray };
}

describe('createAppTray', () => {
  it('shows the icon with the app’s name and a menu in the interface language', async () => {
    const { headless } = await setup('zh-CN');
    expect(headless.state.iconPath).toBe('/app/assets/tray-icon.png');
    expect(headless.state.tooltip).toBe('Cadenza');
    expect(headless.labels()).toEqual(['播放', '上一首', '下一首', '-', '显示主窗口', '-', '退出']);
    // Nothing is current: the player's entries wait for a song.
    expect(['toggle', 'previous', 'next'].map(headless.enabled)).toEqual([false, false, false]);
  });

  it('follows the song: its name and artists as the tooltip, pause while it plays', async () => {
    const { headless, tray } = await setup();
    tray.setNowPlaying({ title: 'Blue Hour', artists: 'Ana / Bo', playing: true });
    expect(headless.state.tooltip).toBe('Blue Hour - Ana / Bo');
    expect(headless.labels()[0]).toBe('Pause');
    expect(headless.enabled('next')).toBe(true);
    tray.setNowPlaying({ title: 'Blue Hour', artists: 'Ana / Bo', playing: false });
    expect(headless.labels()[0]).toBe('Play');
    tray.setNowPlaying({ title: 'Untitled', artists: '', playing: false });
    expect(headless.state.tooltip).toBe('Untitled');
    tray.setNowPlaying(null);
    expect(headless.state.tooltip).toBe('Cadenza');
  });

  it('rebuilds only when the song or the playing state changes', async () => {
    const { buildMenu, tray } = await setup();
    buildMenu.mockClear();
    tray.setNowPlaying({ title: 'A', artists: 'B', playing: true });
    tray.setNowPlaying({ title: 'A', artists: 'B', playing: true });
    expect(buildMenu).toHaveBeenCalledTimes(1);
  });

  it('keeps a long tooltip within what Windows shows', async () => {
    const { headless, tray } = await setup();
    tray.setNowPlaying({ title: 'x'.repeat(300), artists: 'y', playing: true });
    expect(headless.state.tooltip).toHaveLength(TRAY_TOOLTIP_MAX);
    expect(headless.state.tooltip.endsWith('…')).toBe(true);
  });

  it('hands the player entries, show and quit to their actions', async () => {
    const { headless, actions, tray } = await setup();
    tray.setNowPlaying({ title: 'A', artists: 'B', playing: true });
    headless.click('toggle');
    headless.click('previous');
    headless.click('next');
    expect(actions.command.mock.calls).toEqual([['toggle'], ['previous'], ['next']]);
    headless.click('show');
    headless.clickIcon();
    expect(actions.show).toHaveBeenCalledTimes(2);
    headless.click('quit');
    expect(actions.quit).toHaveBeenCalledTimes(1);
  });

  it('takes the new language on refresh', async () => {
    const { headless, strings, tray } = await setup('zh-CN');
    await strings.setLanguage('en-US');
    tray.refresh();
    expect(headless.labels()).toEqual([
      'Play',
      'Previous song',
      'Next song',
      '-',
      'Show Cadenza',
      '-',
      'Quit',
    ]);
    tray.destroy();
    expect(headless.state.destroyed).toBe(true);
  });

  it('shows the song beside the icon in the status bar only while the setting is on', async () => {
    const { headless, tray } = await setup('en-US', true);
    expect(headless.state.title).toBe('');
    tray.setNowPlaying({ title: 'Blue Hour', artists: 'Ana', playing: true });
    expect(headless.state.title).toBe('Blue Hour - Ana');
    tray.setShowStatusBar(false);
    expect(headless.state.title).toBe('');
    tray.setShowStatusBar(true);
    expect(headless.state.title).toBe('Blue Hour - Ana');
    tray.setNowPlaying(null);
    expect(headless.state.title).toBe('');
  });
});
