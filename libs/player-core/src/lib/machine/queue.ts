import { NO_COPYRIGHT_ARTIST_ID, NO_COPYRIGHT_PRIVILEGE_STATUS } from './copyright';
import { PlayMode } from './play-mode';
import type { PlayerTrack } from './player.types';

/** The no-copyright rule on a normalised track: artist 6452 and privilege status -200 (spec §4). */
export function isPlayableTrack(track: PlayerTrack | undefined): track is PlayerTrack {
  if (!track) return false;
  const noCopyright =
    track.privilegeStatus === NO_COPYRIGHT_PRIVILEGE_STATUS &&
    track.artists.some((artist) => artist.id === NO_COPYRIGHT_ARTIST_ID);
  return !noCopyright;
}

/** Index `steps` away from `from`, wrapping around both ends. */
export function wrapIndex(from: number, steps: number, length: number): number {
  return (((from + steps) % length) + length) % length;
}

/**
 * A random index other than `current`, from a number in [0, 1) (the runtime draws it, so the
 * transition stays pure). With one track there is no other: the current one is returned.
 */
export function randomOtherIndex(current: number, length: number, random: number): number {
  if (length <= 1) return Math.max(0, Math.min(current, length - 1));
  const pick = Math.min(Math.floor(random * (length - 1)), length - 2);
  return pick >= current ? pick + 1 : pick;
}

/**
 * The first playable track walking from `from` in `direction` (inclusive of `from`), skipping
 * no-copyright items; -1 when the queue has none.
 */
export function playableFrom(
  queue: readonly PlayerTrack[],
  from: number,
  direction: 1 | -1,
): number {
  for (let step = 0; step < queue.length; step++) {
    const index = wrapIndex(from, step * direction, queue.length);
    if (isPlayableTrack(queue[index])) return index;
  }
  return -1;
}

/**
 * Where "next" goes from `current`: a random other playable track in random mode (the current one
 * only when no other is playable), else the following one (wrapping).
 */
export function nextIndexFor(
  queue: readonly PlayerTrack[],
  current: number,
  mode: PlayMode,
  random: number,
): number {
  if (queue.length === 0) return -1;
  if (mode === PlayMode.Random) {
    // Walk on from the random pick past no-copyright items, never landing on the current track
    // while another playable one exists.
    const candidate = randomOtherIndex(current, queue.length, random);
    for (let step = 0; step < queue.length; step++) {
      const index = wrapIndex(candidate, step, queue.length);
      if (index !== current && isPlayableTrack(queue[index])) return index;
    }
    return isPlayableTrack(queue[current]) ? current : -1;
  }
  return playableFrom(queue, wrapIndex(current, 1, queue.length), 1);
}

/** Where "previous" goes: the track before `current`, wrapping, skipping no-copyright items. */
export function previousIndexFor(queue: readonly PlayerTrack[], current: number): number {
  if (queue.length === 0) return -1;
  return playableFrom(queue, wrapIndex(current, -1, queue.length), -1);
}
