import { PLAYER_LIMITS } from '../constants/timing';
import { PlayMode } from '../machine/play-mode';
import { currentTrack } from '../machine/player.state';
import type { PlayerState, PlayerTrack } from '../machine/player.types';
import { playableFrom } from '../machine/queue';

/** How songs meet (the playback settings): without a gap, and with a crossfade elsewhere. */
export interface TransitionSettings {
  /** Songs of one album that follow each other in the list run into each other without a gap. */
  gapless: boolean;
  /** Seconds over which other songs cross (0: none), within `PLAYER_LIMITS.crossfadeMaxSec`. */
  crossfadeSec: number;
}

/** How the current song meets the next one: gapless, crossfaded over `overlapSec`, or apart. */
export type SongTransition =
  { type: 'gapless' } | { type: 'crossfade'; overlapSec: number } | { type: 'apart' };

/** The song that plays after the current one in sequential order, if that order is known. */
export function nextInOrder(state: PlayerState): PlayerTrack | undefined {
  if (state.playMode !== PlayMode.Sequential || state.index === -1) return undefined;
  const nextIndex = playableFrom(
    state.queue,
    (state.index + 1) % Math.max(state.queue.length, 1),
    1,
  );
  const next = state.queue[nextIndex];
  return next && next.id !== currentTrack(state)?.id ? next : undefined;
}

const sameAlbum = (a: PlayerTrack, b: PlayerTrack) =>
  a.source === 'netease' &&
  b.source === 'netease' &&
  typeof a.album.id === 'number' &&
  a.album.id > 0 &&
  a.album.id === b.album.id;

// Decoded songs are held whole in memory (about 20 MB a minute): longer ones stream.
const decodable = (track: PlayerTrack) =>
  typeof track.durationMs === 'number' &&
  track.durationMs > 0 &&
  track.durationMs <= PLAYER_LIMITS.gaplessMaxTrackSec * 1000;

/**
 * How the current song meets `next`. Songs of one album that follow each other (a live album,
 * a symphony's movements) run into each other without a gap when gapless is on, the rate is 1
 * (a decoded song's rate would change its pitch) and both are short enough to decode; they are
 * never crossfaded. Other songs crossfade when a crossfade is set.
 */
export function transitionBetween(
  state: PlayerState,
  next: PlayerTrack | undefined,
  settings: TransitionSettings,
): SongTransition {
  const current = currentTrack(state);
  if (!current || !next) return { type: 'apart' };
  if (sameAlbum(current, next)) {
    return settings.gapless && state.playbackRate === 1 && decodable(current) && decodable(next)
      ? { type: 'gapless' }
      : { type: 'apart' };
  }
  const overlapSec = Math.min(Math.max(settings.crossfadeSec, 0), PLAYER_LIMITS.crossfadeMaxSec);
  return overlapSec > 0 ? { type: 'crossfade', overlapSec } : { type: 'apart' };
}
