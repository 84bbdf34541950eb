import {
  INITIAL_LYRIC_VIEW,
  isWaitingForLyrics,
  lyricDisplay,
  lyricViewReducer,
  msUntilNextLine,
  type LyricViewEvent,
  type LyricViewState,
} from './lyric-view-state';

const SONG = { id: '9', name: 'Aurora', artists: ['Lumen'] };
const LINES = [
  { timeMs: 1_000, text: 'first', translation: 'erste' },
  { timeMs: 3_000, text: '' },
  { timeMs: 5_000, text: 'third' },
];

const run = (...events: LyricViewEvent[]): LyricViewState =>
  events.reduce(lyricViewReducer, INITIAL_LYRIC_VIEW);

const loadedWith = (now: number, playing = true) =>
  run(
    { type: 'snapshot', snapshot: { open: true, locked: false, song: SONG, lyric: null }, now: 0 },
    {
      type: 'lyric',
      lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 0, playing },
      now,
    },
  );

describe('the lyric window page state', () => {
  it('says loading until the snapshot, and while the song’s lines are missing', () => {
    expect(lyricDisplay(INITIAL_LYRIC_VIEW, 0, true)).toEqual({
      kind: 'message',
      message: 'loading',
    });
    expect(isWaitingForLyrics(INITIAL_LYRIC_VIEW)).toBe(true);
    const songOnly = run({
      type: 'snapshot',
      snapshot: { open: true, locked: false, song: SONG, lyric: null },
      now: 0,
    });
    expect(lyricDisplay(songOnly, 0, true)).toEqual({ kind: 'message', message: 'loading' });
    expect(isWaitingForLyrics(songOnly)).toBe(true);
    const gaveUp = lyricViewReducer(songOnly, { type: 'gave-up' });
    expect(lyricDisplay(gaveUp, 0, true)).toEqual({ kind: 'message', message: 'noLyrics' });
    expect(isWaitingForLyrics(gaveUp)).toBe(false);
  });

  it('says nothing plays when the main window has no song', () => {
    const none = run({
      type: 'snapshot',
      snapshot: { open: true, locked: false, song: null, lyric: null },
      now: 0,
    });
    expect(lyricDisplay(none, 0, true)).toEqual({ kind: 'message', message: 'notPlaying' });
    expect(isWaitingForLyrics(none)).toBe(false);
  });

  it('says there are no lyrics for an empty song', () => {
    const empty = run(
      {
        type: 'snapshot',
        snapshot: { open: true, locked: false, song: SONG, lyric: null },
        now: 0,
      },
      { type: 'lyric', lyric: { type: 'empty', songId: '9', timeMs: 0, playing: true }, now: 0 },
    );
    expect(lyricDisplay(empty, 0, true)).toEqual({ kind: 'message', message: 'noLyrics' });
  });

  it('follows the time from the last anchor while playing, and stands still while paused', () => {
    const state = loadedWith(10_000);
    expect(lyricDisplay(state, 10_500, true)).toEqual({ kind: 'title', song: SONG });
    expect(lyricDisplay(state, 11_000, true)).toEqual({
      kind: 'line',
      text: 'first',
      translation: 'erste',
    });
    // Without the translation, the next line; a break coming (an empty line) shows none, and a
    // break now shows as a note.
    expect(lyricDisplay(state, 11_000, false)).toEqual({ kind: 'line', text: 'first' });
    expect(lyricDisplay(state, 13_500, false)).toEqual({ kind: 'line', text: '♪', next: 'third' });
    const paused = loadedWith(10_000, false);
    expect(lyricDisplay(paused, 99_000, true)).toEqual({ kind: 'title', song: SONG });
  });

  it('takes an update as the new anchor, keeping the lines', () => {
    const state = lyricViewReducer(loadedWith(0), {
      type: 'lyric',
      lyric: { type: 'update', songId: '9', timeMs: 5_200, playing: false },
      now: 100,
    });
    expect(lyricDisplay(state, 60_000, true)).toEqual({ kind: 'line', text: 'third' });
  });

  it('drops the lines when the song changes, and ignores lines of another song', () => {
    const next = { id: '10', name: 'Borealis', artists: [] };
    let state = lyricViewReducer(loadedWith(0), { type: 'song', song: next });
    expect(state.lines).toBeNull();
    state = lyricViewReducer(state, {
      type: 'lyric',
      lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 0, playing: true },
      now: 0,
    });
    expect(state.lines).toBeNull();
    expect(lyricDisplay(state, 0, true)).toEqual({ kind: 'message', message: 'loading' });
  });

  it('takes lines from a later snapshot of the same song, without going back to loading', () => {
    const waiting = run({
      type: 'snapshot',
      snapshot: { open: true, locked: true, song: SONG, lyric: null },
      now: 0,
    });
    const polled = lyricViewReducer(waiting, {
      type: 'snapshot',
      snapshot: {
        open: true,
        locked: true,
        song: SONG,
        lyric: { type: 'full', songId: '9', lines: LINES, timeMs: 2_000, playing: true },
      },
      now: 500,
    });
    expect(polled.locked).toBe(true);
    expect(lyricDisplay(polled, 500, true)).toMatchObject({ kind: 'line', text: 'first' });
  });

  it('knows when the next line starts, capped, and not while paused', () => {
    const state = loadedWith(0);
    expect(msUntilNextLine(state, 0, 1_000)).toBe(1_000);
    expect(msUntilNextLine(state, 2_600, 1_000)).toBe(400);
    expect(msUntilNextLine(state, 5_500, 1_000)).toBeNull();
    expect(msUntilNextLine(loadedWith(0, false), 0, 1_000)).toBeNull();
  });
});
