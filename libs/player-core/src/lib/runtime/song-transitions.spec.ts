import { PLAYER_LIMITS } from '../constants/timing';
import { PlayMode } from '../machine/play-mode';
import { createInitialPlayerState } from '../machine/player.state';
import type { PlayerState, PlayerTrack } from '../machine/player.types';
import { buildNoCopyrightTrack, buildTrack } from '../testing/player.builders';
import {
  nextInOrder,
  transitionBetween,
  type SongTransition,
  type TransitionSettings,
} from './song-transitions';

// Which song comes next in order, and how the current one meets it: gapless within an album,
// crossfaded between others, apart otherwise. Pure functions over the player state.

/** A state whose current song is `queue[index]`, sequential and at rate 1 unless overridden. */
function stateOf(
  queue: readonly PlayerTrack[],
  index = 0,
  overrides: Partial<PlayerState> = {},
): PlayerState {
  return createInitialPlayerState({ queue, index, status: 'playing', ...overrides });
}

/** A NetEase song of album `albumId` (3 min long, the builder's, unless overridden). */
const albumSong = (id: number, albumId: number, overrides: Partial<PlayerTrack> = {}) =>
  buildTrack({ id, album: { id: albumId, name: `Album ${String(albumId)}` }, ...overrides });

const GAPLESS: TransitionSettings = { gapless: true, crossfadeSec: 0 };
const BOTH: TransitionSettings = { gapless: true, crossfadeSec: 5 };
const MAX_MS = PLAYER_LIMITS.gaplessMaxTrackSec * 1000;

type SongTransitionType = SongTransition['type'];

describe('nextInOrder', () => {
  const [a, b, c] = [albumSong(1, 7), albumSong(2, 7), albumSong(3, 8)];

  it('is the following song in sequential mode', () => {
    expect(nextInOrder(stateOf([a, b, c], 0))).toBe(b);
    expect(nextInOrder(stateOf([a, b, c], 1))).toBe(c);
  });

  it('wraps from the last song to the first', () => {
    expect(nextInOrder(stateOf([a, b, c], 2))).toBe(a);
  });

  it('skips songs that cannot be played', () => {
    const blocked = buildNoCopyrightTrack({ id: 9 });
    expect(nextInOrder(stateOf([a, blocked, c], 0))).toBe(c);
  });

  it.each([
    ['single loop', { playMode: PlayMode.SingleLoop }],
    ['random', { playMode: PlayMode.Random }],
  ])('is unknown in %s mode', (_mode, overrides) => {
    expect(nextInOrder(stateOf([a, b, c], 0, overrides))).toBeUndefined();
  });

  it('is undefined with no current song, or when the only playable song is the current one', () => {
    expect(nextInOrder(stateOf([a, b], -1))).toBeUndefined();
    expect(nextInOrder(stateOf([a], 0))).toBeUndefined();
    expect(nextInOrder(stateOf([a, buildNoCopyrightTrack({ id: 10 })], 0))).toBeUndefined();
    expect(nextInOrder(stateOf([], 0))).toBeUndefined();
  });
});

describe('transitionBetween', () => {
  it('is apart without a current or a next song', () => {
    const a = albumSong(1, 7);
    expect(transitionBetween(stateOf([a], -1), a, BOTH)).toEqual({ type: 'apart' });
    expect(transitionBetween(stateOf([a], 0), undefined, BOTH)).toEqual({ type: 'apart' });
  });

  it('runs songs of one album into each other without a gap', () => {
    const [a, b] = [albumSong(1, 7), albumSong(2, 7)];
    expect(transitionBetween(stateOf([a, b]), b, GAPLESS)).toEqual({ type: 'gapless' });
  });

  it('never crossfades within an album: apart when gapless is off', () => {
    const [a, b] = [albumSong(1, 7), albumSong(2, 7)];
    expect(transitionBetween(stateOf([a, b]), b, { gapless: false, crossfadeSec: 8 })).toEqual({
      type: 'apart',
    });
  });

  it('keeps songs of one album apart at any rate but 1 (a decoded song would change pitch)', () => {
    const [a, b] = [albumSong(1, 7), albumSong(2, 7)];
    const faster = stateOf([a, b], 0, { playbackRate: 1.25 });
    expect(transitionBetween(faster, b, BOTH)).toEqual({ type: 'apart' });
  });

  it.each<[string, Partial<PlayerTrack>, Partial<PlayerTrack>, SongTransitionType]>([
    ['both at the limit', { durationMs: MAX_MS }, { durationMs: MAX_MS }, 'gapless'],
    ['the current one too long', { durationMs: MAX_MS + 1 }, {}, 'apart'],
    ['the next one too long', {}, { durationMs: MAX_MS + 1 }, 'apart'],
    ['a duration unknown', { durationMs: undefined }, {}, 'apart'],
    ['a duration of 0', {}, { durationMs: 0 }, 'apart'],
  ])('decodes only songs short enough: %s', (_case, current, next, expected) => {
    const [a, b] = [albumSong(1, 7, current), albumSong(2, 7, next)];
    expect(transitionBetween(stateOf([a, b]), b, BOTH).type).toBe(expected);
  });

  it.each<[string, PlayerTrack, PlayerTrack]>([
    ['other albums', albumSong(1, 7), albumSong(2, 8)],
    ['album id 0', albumSong(1, 0), albumSong(2, 0)],
    [
      'no album id',
      buildTrack({ id: 1, album: { name: 'A' } }),
      buildTrack({ id: 2, album: { name: 'A' } }),
    ],
    [
      'the video site',
      albumSong(1, 7, { source: 'bilibili' }),
      albumSong(2, 7, { source: 'bilibili' }),
    ],
    ['one song from the video site', albumSong(1, 7), albumSong(2, 7, { source: 'bilibili' })],
  ])('crossfades songs that are not of one NetEase album: %s', (_case, a, b) => {
    expect(transitionBetween(stateOf([a, b]), b, BOTH)).toEqual({
      type: 'crossfade',
      overlapSec: 5,
    });
    expect(transitionBetween(stateOf([a, b]), b, GAPLESS)).toEqual({ type: 'apart' });
  });

  it.each([
    [
      PLAYER_LIMITS.crossfadeMaxSec + 8,
      { type: 'crossfade', overlapSec: PLAYER_LIMITS.crossfadeMaxSec },
    ],
    [0.5, { type: 'crossfade', overlapSec: 0.5 }],
    [-3, { type: 'apart' }],
  ])('clamps a crossfade of %d s to the settings range', (crossfadeSec, expected) => {
    const [a, b] = [albumSong(1, 7), albumSong(2, 8)];
    expect(transitionBetween(stateOf([a, b]), b, { gapless: false, crossfadeSec })).toEqual(
      expected,
    );
  });

  it('crossfades at any rate between albums', () => {
    const [a, b] = [albumSong(1, 7), albumSong(2, 8)];
    const faster = stateOf([a, b], 0, { playbackRate: 2 });
    expect(transitionBetween(faster, b, BOTH)).toEqual({ type: 'crossfade', overlapSec: 5 });
  });
});
