import { platformTimers } from '@cadenza/ports';
import type { LyricWindowLyric, LyricWindowSong } from '@cadenza/platform';
import {
  createLyricWindowSync,
  LYRIC_WINDOW_TIMING,
  type LyricSyncSnapshot,
} from './lyric-window-sync';

const SONG_A: LyricWindowSong = { id: '1', name: 'Aurora', artists: ['Lumen'] };
const SONG_B: LyricWindowSong = { id: '2', name: 'Borealis', artists: ['Lumen', 'Vela'] };
const LINES = [
  { timeMs: 0, text: 'first', translation: 'erste' },
  { timeMs: 4_000, text: 'second' },
];

function harness(initial: LyricSyncSnapshot) {
  let snapshot = initial;
  const songs: Array<LyricWindowSong | null> = [];
  const lyrics: LyricWindowLyric[] = [];
  const sync = createLyricWindowSync({
    host: { sendSong: (song) => songs.push(song), sendLyric: (lyric) => lyrics.push(lyric) },
    timers: platformTimers(),
    read: () => snapshot,
  });
  return {
    sync,
    songs,
    lyrics,
    set(next: Partial<LyricSyncSnapshot>) {
      snapshot = { ...snapshot, ...next };
    },
    types: () => lyrics.map((lyric) => lyric.type),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createLyricWindowSync', () => {
  it('sends the song and its lines at once, then the time every second', () => {
    const h = harness({
      song: SONG_A,
      lyrics: { status: 'ready', lines: LINES },
      playing: true,
      timeMs: 1_234.4,
    });
    expect(h.songs).toEqual([SONG_A]);
    expect(h.lyrics).toEqual([
      { type: 'full', songId: '1', lines: LINES, timeMs: 1_234, playing: true },
    ]);
    h.set({ timeMs: 2_234 });
    jest.advanceTimersByTime(LYRIC_WINDOW_TIMING.refreshMs - 1);
    expect(h.lyrics).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(h.lyrics[1]).toEqual({ type: 'update', songId: '1', timeMs: 2_234, playing: true });
    jest.advanceTimersByTime(LYRIC_WINDOW_TIMING.refreshMs * 3);
    expect(h.types()).toEqual(['full', 'update', 'update', 'update', 'update']);
    h.sync.dispose();
  });

  it('sends only the time while the lines load, and the lines once they are there', () => {
    const h = harness({ song: SONG_A, lyrics: { status: 'loading' }, playing: true, timeMs: 0 });
    expect(h.lyrics).toEqual([{ type: 'update', songId: '1', timeMs: 0, playing: true }]);
    jest.advanceTimersByTime(3_000);
    expect(h.songs).toEqual([SONG_A]);
    expect(h.types()).toEqual(['update', 'update', 'update', 'update']);
    h.set({ lyrics: { status: 'ready', lines: LINES }, timeMs: 3_100 });
    h.sync.changed();
    expect(h.lyrics.at(-1)).toEqual({
      type: 'full',
      songId: '1',
      lines: LINES,
      timeMs: 3_100,
      playing: true,
    });
    h.sync.dispose();
  });

  it('catches lines it was not told about at the next refresh', () => {
    const h = harness({ song: SONG_A, lyrics: { status: 'loading' }, playing: true, timeMs: 0 });
    h.set({ lyrics: { status: 'ready', lines: LINES } });
    jest.advanceTimersByTime(LYRIC_WINDOW_TIMING.refreshMs);
    expect(h.types()).toEqual(['update', 'full', 'update']);
    h.sync.dispose();
  });

  it('says at once that a song without lyrics has none, and still sends lines that appear', () => {
    const h = harness({ song: SONG_A, lyrics: { status: 'none' }, playing: true, timeMs: 10 });
    expect(h.lyrics).toEqual([{ type: 'empty', songId: '1', timeMs: 10, playing: true }]);
    h.set({ lyrics: { status: 'ready', lines: LINES } });
    h.sync.changed();
    expect(h.lyrics.at(-1)).toMatchObject({ type: 'full', lines: LINES });
    h.sync.dispose();
  });

  it('sends the play state as soon as it changes, without waiting for the second', () => {
    const h = harness({
      song: SONG_A,
      lyrics: { status: 'ready', lines: LINES },
      playing: true,
      timeMs: 500,
    });
    h.set({ playing: false, timeMs: 700 });
    h.sync.changed();
    expect(h.lyrics.at(-1)).toEqual({ type: 'update', songId: '1', timeMs: 700, playing: false });
    h.sync.changed();
    expect(h.lyrics).toHaveLength(2);
    jest.advanceTimersByTime(LYRIC_WINDOW_TIMING.refreshMs - 1);
    expect(h.lyrics).toHaveLength(2);
    h.sync.dispose();
  });

  it('starts over for a new song', () => {
    const h = harness({
      song: SONG_A,
      lyrics: { status: 'ready', lines: LINES },
      playing: true,
      timeMs: 0,
    });
    h.set({ song: SONG_B, lyrics: { status: 'loading' }, timeMs: 0 });
    h.sync.changed();
    expect(h.songs).toEqual([SONG_A, SONG_B]);
    expect(h.lyrics.at(-1)).toEqual({ type: 'update', songId: '2', timeMs: 0, playing: true });
    h.set({ lyrics: { status: 'none' } });
    h.sync.changed();
    expect(h.lyrics.at(-1)).toEqual({ type: 'empty', songId: '2', timeMs: 0, playing: true });
    h.sync.dispose();
  });

  it('sends no song when nothing plays, and then nothing more', () => {
    const h = harness({ song: null, lyrics: { status: 'none' }, playing: false, timeMs: 0 });
    jest.advanceTimersByTime(10_000);
    expect(h.songs).toEqual([null]);
    expect(h.lyrics).toEqual([]);
    h.sync.dispose();
  });

  it('stops its timer when disposed', () => {
    const h = harness({ song: SONG_A, lyrics: { status: 'loading' }, playing: true, timeMs: 0 });
    h.sync.dispose();
    h.set({ lyrics: { status: 'ready', lines: LINES } });
    jest.advanceTimersByTime(60_000);
    h.sync.changed();
    expect(h.types()).toEqual(['update']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('sends new lines for the same song again, and the same lines once', () => {
    const h = harness({
      song: SONG_A,
      lyrics: { status: 'ready', lines: LINES },
      playing: true,
      timeMs: 0,
    });
    h.sync.changed();
    expect(h.types()).toEqual(['full']);
    const refetched = [{ timeMs: 0, text: 'first, corrected' }];
    h.set({ lyrics: { status: 'ready', lines: refetched } });
    h.sync.changed();
    expect(h.lyrics.at(-1)).toMatchObject({ type: 'full', lines: refetched });
    h.sync.dispose();
  });
});
