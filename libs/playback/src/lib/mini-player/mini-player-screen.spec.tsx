import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { buildTrack } from '@cadenza/player-core/testing';
import { STORAGE_KEYS } from '@cadenza/settings';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import { createTestApp, settle } from '@cadenza/app-core/testing';
import type { WindowControls } from '@cadenza/platform';
import { MiniPlayerScreen } from './mini-player-screen';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const TRACKS = [
  buildTrack({ id: 1, name: 'Aurora', artists: [{ id: 3, name: 'Lumen' }], durationMs: 200_000 }),
  buildTrack({ id: 2, name: 'Borealis', artists: [{ id: 4, name: 'Vela' }] }),
  buildTrack({ id: 3, name: 'Cirrus', artists: [{ id: 5, name: 'Nimbus' }] }),
];

async function setup({ queue = TRACKS, language = 'en-US' } = {}) {
  const created = createTestApp({ kind: 'desktop' });
  const windowControls: WindowControls = {
    minimize: jest.fn(),
    toggleMaximize: jest.fn(),
    close: jest.fn(),
    setMiniMode: jest.fn(),
    resizeMiniWindow: jest.fn(),
  };
  const platform = { ...created.platform, windowControls };
  platform.storage.setItem(STORAGE_KEYS.playList, JSON.stringify(queue));
  platform.storage.setItem(STORAGE_KEYS.playListIndex, queue.length > 0 ? '0' : '-1');
  created.player.restore({ autoplay: false });
  const send = jest.spyOn(created.player, 'send');
  const i18n = await createI18n({ language });
  render(
    <Provider store={created.store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <AppPlayerProvider player={created.player}>
            <MiniPlayerScreen />
          </AppPlayerProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>,
  );
  await act(settle);
  return { send, windowControls, platform, player: created.player };
}

describe('the mini player', () => {
  it('shows the song, its artists and every control by name', async () => {
    await setup();
    const bar = screen.getByRole('region', { name: 'Mini player' });
    expect(screen.getByRole('heading', { name: 'Mini player' })).toBeTruthy();
    expect(within(bar).getByTestId('mini-bar-name').textContent).toBe('Aurora');
    expect(within(bar).getByRole('link', { name: 'Lumen' }).getAttribute('href')).toBe(
      '/artist/detail/3',
    );
    for (const name of [
      'Previous',
      'Play',
      'Next',
      'Favourite',
      'Queue',
      'Back to the full window',
    ]) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(bar).getByRole('slider', { name: 'Playback position' })).toBeTruthy();
  });

  it('says nothing is playing when the queue is empty', async () => {
    await setup({ queue: [], language: 'zh-CN' });
    expect(screen.getByTestId('mini-bar-name').textContent).toBe('暂无播放');
    expect(screen.getByRole('button', { name: '下一首' }).hasAttribute('disabled')).toBe(true);
  });

  it('plays, pauses and skips through the player, and seeks from the keyboard', async () => {
    const { send } = await setup();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Playback position' }), {
      key: 'End',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    // The player acts on them (loads, plays) before the spec looks.
    await act(settle);
    expect(send.mock.calls.map(([command]) => command)).toEqual([
      { type: 'seek', positionSec: 200 },
      { type: 'toggle' },
      { type: 'next' },
      { type: 'previous' },
    ]);
  });

  it('likes the song with its heart', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    await act(settle);
    expect(screen.getByRole('button', { name: 'Unfavourite' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('opens the playlist in a taller window, deletes from it, and shrinks back', async () => {
    const { windowControls } = await setup();
    const toggle = screen.getByRole('button', { name: 'Queue' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(windowControls.resizeMiniWindow).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Queue' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const borealis = within(list).getByRole('group', { name: 'Borealis — Vela' });
    fireEvent.click(within(borealis).getByRole('button', { name: 'Remove from queue' }));
    await act(settle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('group', { name: 'Borealis — Vela' })).toBeNull();
    fireEvent.click(toggle);
    expect(windowControls.resizeMiniWindow).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('list', { name: 'Queue' })).toBeNull();
  });

  it('goes back to the full window, and to an artist’s page leaving mini mode first', async () => {
    const { windowControls, platform } = await setup();
    platform.storage.setItem(STORAGE_KEYS.currentRoute, '/history');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the full window' }));
    expect(windowControls.setMiniMode).toHaveBeenLastCalledWith(false);
    // The guard goes back to the saved route: the one from before mini mode.
    expect(platform.storage.getItem(STORAGE_KEYS.currentRoute)).toBe('/history');
    fireEvent.click(screen.getByRole('link', { name: 'Lumen' }));
    expect(platform.storage.getItem(STORAGE_KEYS.currentRoute)).toBe('/artist/detail/3');
    expect(windowControls.setMiniMode).toHaveBeenCalledTimes(2);
  });
});
