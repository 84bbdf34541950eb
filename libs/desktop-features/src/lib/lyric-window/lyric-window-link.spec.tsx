import { buildTrack } from '@cadenza/player-core/testing';
import { STORAGE_KEYS } from '@cadenza/settings';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import { createTestApp, settle } from '@cadenza/app-core/testing';
import type {
  LyricWindowControl,
  LyricWindowHost,
  LyricWindowLyric,
  LyricWindowSong,
} from '@cadenza/platform';
import { LyricWindowLink } from './lyric-window-link';
import { LYRIC_WINDOW_TIMING } from './lyric-window-sync';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const TRACK = buildTrack({ id: 42, name: 'Aurora', artists: [{ id: 3, name: 'Lumen' }] });

function fakeHost(open: boolean) {
  const openListeners = new Set<(open: boolean) => void>();
  const controlListeners = new Set<(control: LyricWindowControl) => void>();
  const songs: Array<LyricWindowSong | null> = [];
  const lyrics: LyricWindowLyric[] = [];
  const host: LyricWindowHost = {
    toggle: jest.fn(),
    readOpen: async () => open,
    subscribeOpen: (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    subscribeControl: (listener) => {
      controlListeners.add(listener);
      return () => controlListeners.delete(listener);
    },
    sendSong: (song) => songs.push(song),
    sendLyric: (lyric) => lyrics.push(lyric),
  };
  return {
    host,
    songs,
    lyrics,
    setOpen: (next: boolean) => act(() => openListeners.forEach((listener) => listener(next))),
    control: (control: LyricWindowControl) =>
      act(() => controlListeners.forEach((listener) => listener(control))),
  };
}

/** `settle` for a spec on fake timers: lets answers and effects run without moving the clock on. */
async function settleFake() {
  for (let i = 0; i < 20; i++) await jest.advanceTimersByTimeAsync(0);
}

async function setup({ open, fakeTimers = false }: { open: boolean; fakeTimers?: boolean }) {
  const flush = fakeTimers ? settleFake : settle;
  const { platform, store, player } = createTestApp({
    kind: 'desktop',
    answer: (url) =>
      url.pathname.endsWith('/lyric/new')
        ? {
            code: 200,
            lrc: { lyric: '[00:01.00]Under the northern sky\n[00:03.00]Lights are falling' },
            tlyric: { lyric: '[00:01.00]在北方的天空下' },
          }
        : { code: 200, data: [] },
  });
  platform.storage.setItem(STORAGE_KEYS.playList, JSON.stringify([TRACK]));
  platform.storage.setItem(STORAGE_KEYS.playListIndex, '0');
  player.restore({ autoplay: false });
  const send = jest.spyOn(player, 'send');
  const fake = fakeHost(open);
  render(
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <AppPlayerProvider player={player}>
          <LyricWindowLink host={fake.host} />
        </AppPlayerProvider>
      </PlatformProvider>
    </Provider>,
  );
  await act(flush);
  return { ...fake, send, player };
}

describe('LyricWindowLink', () => {
  it('feeds nothing while the lyric window is closed, and the song and its lines once it opens', async () => {
    const h = await setup({ open: false });
    expect(h.songs).toEqual([]);
    expect(h.lyrics).toEqual([]);
    h.setOpen(true);
    await act(settle);
    expect(h.songs).toEqual([{ id: '42', name: 'Aurora', artists: ['Lumen'] }]);
    expect(h.lyrics.find((lyric) => lyric.type === 'full')).toEqual({
      type: 'full',
      songId: '42',
      lines: [
        { timeMs: 1_000, text: 'Under the northern sky', translation: '在北方的天空下' },
        { timeMs: 3_000, text: 'Lights are falling' },
      ],
      timeMs: 0,
      playing: false,
    });
  });

  it('feeds a window that was open before the page loaded, every second, until it closes', async () => {
    jest.useFakeTimers();
    try {
      const h = await setup({ open: true, fakeTimers: true });
      // The lines arrive a few milliseconds in (the mocked gateway's answer).
      for (let waited = 0; waited < 500 && !h.lyrics.some((l) => l.type === 'full'); waited += 10) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(10);
        });
      }
      expect(h.songs).toHaveLength(1);
      expect(h.lyrics.some((lyric) => lyric.type === 'full')).toBe(true);
      const sent = h.lyrics.length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LYRIC_WINDOW_TIMING.refreshMs * 3);
      });
      expect(h.lyrics.slice(sent).map((lyric) => lyric.type)).toEqual([
        'update',
        'update',
        'update',
      ]);
      h.setOpen(false);
      const closedAt = h.lyrics.length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LYRIC_WINDOW_TIMING.refreshMs * 5);
      });
      expect(h.lyrics).toHaveLength(closedAt);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands the lyric window’s controls to the player', async () => {
    const h = await setup({ open: false });
    h.control('playpause');
    h.control('prev');
    h.control('next');
    expect(h.send.mock.calls.map(([command]) => command)).toEqual([
      { type: 'toggle' },
      { type: 'previous' },
      { type: 'next' },
    ]);
  });
});
