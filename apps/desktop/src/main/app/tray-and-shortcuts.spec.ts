import { DEFAULT_SHORTCUTS } from '@cadenza/settings';
import type { EventChannel } from '../../ipc/contract';
import { createMainStrings } from '../i18n/main-strings';
import type { SendToRenderer } from '../ipc/ipc-main';
import { createHeadlessGlobalShortcut } from '../testing/headless-global-shortcut';
import { createHeadlessTray } from '../testing/headless-tray';
import { createHeadlessWindow } from '../testing/headless-window';
import { createMiniMode } from '../windows/mini-mode';
import { createTrayAndShortcuts } from './tray-and-shortcuts';

const flush = () => new Promise((resolve) => setImmediate(resolve));

async function setup() {
  const headless = createHeadlessWindow();
  const tray = createHeadlessTray();
  const keyboard = createHeadlessGlobalShortcut();
  const sent: Array<[EventChannel, unknown]> = [];
  const send: SendToRenderer = (channel, payload) => void sent.push([channel, payload]);
  const miniMode = createMiniMode(() => headless.window, send);
  const quitApp = jest.fn(() => headless.window.close());
  const composed = createTrayAndShortcuts({
    electron: { ...tray.electron, globalShortcut: keyboard.globalShortcut },
    trayIconPath: '/icon.png',
    strings: await createMainStrings('zh-CN'),
    send,
    pageAlive: () => true,
    miniMode,
    readCloseAction: async () => 'ask',
    quitApp,
    shortcuts: DEFAULT_SHORTCUTS,
    showStatusBar: false,
  });
  composed.close.attach(headless.window);
  return { headless, tray, keyboard, sent, miniMode, quitApp, composed };
}

describe('createTrayAndShortcuts', () => {
  it('sends the tray menu’s player entries to the page', async () => {
    const { tray, sent, composed } = await setup();
    await composed.handlers['report-now-playing']({ title: '夜曲', artists: '甲', playing: true });
    expect(tray.state.tooltip).toBe('夜曲 - 甲');
    expect(tray.labels()[0]).toBe('暂停');
    tray.click('toggle');
    tray.click('next');
    tray.click('previous');
    expect(sent).toEqual([
      ['tray-command', 'toggle'],
      ['tray-command', 'next'],
      ['tray-command', 'previous'],
    ]);
  });

  it('asks the page on close and acts on the answer that comes back over IPC', async () => {
    const { headless, sent, composed } = await setup();
    headless.window.close();
    await flush();
    expect(sent).toEqual([['close-choice-requested', { id: 1 }]]);
    await composed.handlers['answer-close-choice']({ id: 1, choice: 'minimize' });
    expect(headless.state).toMatchObject({ visible: false, closed: false });
  });

  it('shows the hidden window from the tray, and quits from it for real', async () => {
    const { headless, tray, quitApp } = await setup();
    headless.window.hide();
    tray.click('show');
    expect(headless.state.visible).toBe(true);
    tray.click('quit');
    expect(quitApp).toHaveBeenCalledTimes(1);
    expect(headless.state.closed).toBe(true);
  });

  it('hands global shortcuts to the page, and mini mode to main', async () => {
    const { keyboard, sent, miniMode, composed } = await setup();
    keyboard.press('CommandOrControl+Alt+P');
    await composed.handlers['update-app-shortcuts']({
      ...DEFAULT_SHORTCUTS,
      toggleMiniMode: { ...DEFAULT_SHORTCUTS.toggleMiniMode, scope: 'global' },
    });
    keyboard.press('CommandOrControl+Alt+Shift+M');
    expect(miniMode.on).toBe(true);
    expect(sent).toEqual([
      ['global-shortcut', 'togglePlay'],
      ['mini-mode', true],
    ]);
  });

  it('announces a registration failure to the page', async () => {
    const { keyboard, sent, composed } = await setup();
    keyboard.takenByOtherApps.add('CommandOrControl+Alt+N');
    await composed.handlers['update-app-shortcuts']({
      ...DEFAULT_SHORTCUTS,
      nextPlay: { ...DEFAULT_SHORTCUTS.nextPlay, combination: 'CommandOrControl+Alt+N' },
    });
    expect(sent).toEqual([
      [
        'shortcut-registration',
        {
          failures: [
            { action: 'nextPlay', accelerator: 'CommandOrControl+Alt+N', reason: 'taken' },
          ],
          suspended: false,
        },
      ],
    ]);
  });

  it('follows the interface language, and lets everything go on dispose', async () => {
    const { tray, keyboard, composed } = await setup();
    await composed.languageChanged('en-US');
    expect(tray.labels()).toContain('Show Cadenza');
    composed.dispose();
    expect(keyboard.registered()).toEqual([]);
    expect(tray.state.destroyed).toBe(true);
  });
});
