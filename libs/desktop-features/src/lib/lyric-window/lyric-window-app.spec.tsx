import { createI18n } from '@cadenza/i18n';
import { createMemoryStorage, platformTimers } from '@cadenza/ports';
import { DEFAULT_SETTINGS, type AppSettings } from '@cadenza/settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type {
  LyricWindowLyric,
  LyricWindowSnapshot,
  LyricWindowSong,
  LyricWindowView,
} from '@cadenza/platform';
import { LyricWindowApp } from './lyric-window-app';
import { LYRIC_WINDOW_TIMING } from './lyric-window-sync';

const SONG: LyricWindowSong = { id: '9', name: 'Aurora', artists: ['Lumen', 'Vela'] };
const LINES = [
  { timeMs: 1_000, text: 'Under the northern sky', translation: '在北方的天空下' },
  { timeMs: 2_500, text: 'Lights are falling' },
];

function fakeView(snapshot: LyricWindowSnapshot) {
  const listeners = {
    song: new Set<(song: LyricWindowSong | null) => void>(),
    lyric: new Set<(lyric: LyricWindowLyric) => void>(),
    locked: new Set<(locked: boolean) => void>(),
    settings: new Set<(settings: unknown) => void>(),
  };
  const add =
    <T,>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const view = {
    readState: jest.fn(async () => snapshot),
    subscribeSong: add(listeners.song),
    subscribeLyric: add(listeners.lyric),
    subscribeLocked: add(listeners.locked),
    subscribeSettings: add(listeners.settings),
    control: jest.fn(),
    setLocked: jest.fn(),
    setInteractive: jest.fn(),
    close: jest.fn(),
  } satisfies LyricWindowView;
  const emit = {
    lyric: (lyric: LyricWindowLyric) => act(() => listeners.lyric.forEach((l) => l(lyric))),
    song: (song: LyricWindowSong | null) => act(() => listeners.song.forEach((l) => l(song))),
    locked: (locked: boolean) => act(() => listeners.locked.forEach((l) => l(locked))),
    settings: (settings: unknown) => act(() => listeners.settings.forEach((l) => l(settings))),
  };
  return { view, emit };
}

async function renderApp(snapshot: LyricWindowSnapshot, settings: AppSettings = DEFAULT_SETTINGS) {
  const i18n = await createI18n({ language: settings.language });
  const fake = fakeView(snapshot);
  render(
    <LyricWindowApp
      view={fake.view}
      i18n={i18n}
      initialSettings={settings}
      storage={createMemoryStorage()}
      clock={{ now: () => Date.now(), timers: platformTimers() }}
    />,
  );
  // The first snapshot answers.
  await act(async () => undefined);
  return fake;
}

const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

const primary = () => screen.getByTestId('lyric-strip-primary').textContent;
const secondary = () => screen.queryByTestId('lyric-strip-secondary')?.textContent;

describe('the lyric window page', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.classList.remove('dark');
  });

  it('says it is loading the lyrics, asks every 100 ms, and after 5 s says there are none', async () => {
    const { view } = await renderApp({ open: true, locked: false, song: SONG, lyric: null });
    expect(primary()).toBe('歌词加载中…');
    expect(view.readState).toHaveBeenCalledTimes(1);
    await advance(LYRIC_WINDOW_TIMING.lyricPollMs - 1);
    expect(view.readState).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(view.readState).toHaveBeenCalledTimes(2);
    // One look every 100 ms (each answered before the next) until 5 s have gone by.
    for (let waited = 200; waited < LYRIC_WINDOW_TIMING.lyricWaitMs; waited += 100) {
      await advance(LYRIC_WINDOW_TIMING.lyricPollMs);
    }
    expect(primary()).toBe('歌词加载中…');
    expect(view.readState).toHaveBeenCalledTimes(50);
    await advance(LYRIC_WINDOW_TIMING.lyricPollMs);
    expect(primary()).toBe('当前歌曲暂无歌词');
    await advance(10_000);
    expect(view.readState).toHaveBeenCalledTimes(50);
  });

  it('stops looking as soon as a look finds the lines', async () => {
    const { view } = await renderApp({ open: true, locked: false, song: SONG, lyric: null });
    await advance(LYRIC_WINDOW_TIMING.lyricPollMs);
    view.readState.mockResolvedValue({
      open: true,
      locked: false,
      song: SONG,
      lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 1_500, playing: false },
    });
    await advance(LYRIC_WINDOW_TIMING.lyricPollMs);
    expect(primary()).toBe('Under the northern sky');
    const looks = view.readState.mock.calls.length;
    await advance(LYRIC_WINDOW_TIMING.lyricWaitMs);
    expect(view.readState).toHaveBeenCalledTimes(looks);
    expect(primary()).toBe('Under the northern sky');
  });

  it('shows the lines as they come, with the translation, on the clock, refreshed each line', async () => {
    const { emit } = await renderApp({ open: true, locked: false, song: SONG, lyric: null });
    emit.lyric({ type: 'full', songId: '9', lines: LINES, timeMs: 0, playing: true });
    // Before the first line: the song itself.
    expect(primary()).toBe('Aurora');
    expect(secondary()).toBe('Lumen / Vela');
    await advance(999);
    expect(primary()).toBe('Aurora');
    await advance(1);
    expect(primary()).toBe('Under the northern sky');
    expect(secondary()).toBe('在北方的天空下');
    await advance(1_500);
    expect(primary()).toBe('Lights are falling');
    // Paused by the main window: the line stays.
    emit.lyric({ type: 'update', songId: '9', timeMs: 1_200, playing: false });
    expect(primary()).toBe('Under the northern sky');
    await advance(5_000);
    expect(primary()).toBe('Under the northern sky');
  });

  it('says so at once for a song without lyrics, and when nothing plays', async () => {
    const { emit } = await renderApp({ open: true, locked: false, song: SONG, lyric: null });
    emit.lyric({ type: 'empty', songId: '9', timeMs: 0, playing: true });
    expect(primary()).toBe('当前歌曲暂无歌词');
    emit.song(null);
    expect(primary()).toBe('暂无播放');
  });

  it('follows the lyric settings the main window saves: translation, typography, theme, language', async () => {
    const { emit } = await renderApp({
      open: true,
      locked: false,
      song: SONG,
      lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 1_000, playing: false },
    });
    expect(secondary()).toBe('在北方的天空下');
    const strip = screen.getByTestId('lyric-strip');
    expect(strip.style.getPropertyValue('--cz-lyric-size')).toBe('22px');
    expect(strip.classList.contains('cz-lyric-strip--start')).toBe(true);
    emit.settings({
      ...DEFAULT_SETTINGS,
      language: 'en-US',
      fontFamily: 'Georgia, serif',
      lyric: {
        ...DEFAULT_SETTINGS.lyric,
        showTranslation: false,
        centerLyrics: true,
        fontSize: 36,
        theme: 'dark',
      },
    });
    await act(async () => undefined);
    expect(secondary()).toBe('Lights are falling');
    expect(strip.style.getPropertyValue('--cz-lyric-size')).toBe('36px');
    expect(strip.style.getPropertyValue('--cz-lyric-font')).toBe('Georgia, serif');
    expect(strip.classList.contains('cz-lyric-strip--center')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close desktop lyrics' })).toBeTruthy();
  });

  it('keeps the last good settings when the saved document is unusable', async () => {
    const { emit } = await renderApp({
      open: true,
      locked: false,
      song: SONG,
      lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 1_000, playing: false },
    });
    emit.settings('not a settings document');
    expect(secondary()).toBe('在北方的天空下');
  });

  it('sends its controls to the player, and locks, unlocks and closes the window', async () => {
    const { view, emit } = await renderApp({
      open: true,
      locked: false,
      song: SONG,
      lyric: { type: 'update', songId: '9', timeMs: 0, playing: true },
    });
    const toolbar = screen.getByRole('toolbar', { name: '桌面歌词' });
    expect(toolbar).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一首' }));
    // Playing: the button pauses; paused, it plays.
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    fireEvent.click(screen.getByRole('button', { name: '下一首' }));
    expect(view.control.mock.calls).toEqual([['prev'], ['playpause'], ['next']]);
    emit.lyric({ type: 'update', songId: '9', timeMs: 0, playing: false });
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();

    const lock = screen.getByRole('button', { name: '锁定歌词' });
    fireEvent.pointerEnter(lock);
    expect(view.setInteractive).not.toHaveBeenCalled();
    fireEvent.click(lock);
    expect(view.setLocked).toHaveBeenLastCalledWith(true);
    emit.locked(true);
    expect(screen.getByTestId('lyric-window').dataset['locked']).toBe('true');
    // The pointer is still on the button that locked it: the button keeps the mouse.
    expect(view.setInteractive).toHaveBeenLastCalledWith(true);
    const unlock = screen.getByRole('button', { name: '解锁歌词' });
    fireEvent.pointerLeave(unlock);
    expect(view.setInteractive).toHaveBeenLastCalledWith(false);
    fireEvent.pointerEnter(unlock);
    expect(view.setInteractive).toHaveBeenLastCalledWith(true);
    fireEvent.click(unlock);
    expect(view.setLocked).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole('button', { name: '关闭桌面歌词' }));
    expect(view.close).toHaveBeenCalledTimes(1);
  });

  it('offers no player controls while nothing plays', async () => {
    await renderApp({ open: true, locked: false, song: null, lyric: null });
    expect(primary()).toBe('暂无播放');
    expect(screen.getByRole('button', { name: '下一首' }).hasAttribute('disabled')).toBe(true);
  });
});
