import type { Timers } from '@cadenza/ports';
import type { RemoteNowPlaying } from '@cadenza/platform';

/** At most one report per this many ms: the player's state changes with every progress tick. */
export const NOW_PLAYING_THROTTLE_MS = 500;
/** A position this far from where steady playback would be is a jump (a seek) worth reporting. */
export const POSITION_JUMP_SEC = 2;

/** Everything but the position: a change here is always worth a report. */
const keyOf = ({ positionSec: _position, ...rest }: RemoteNowPlaying) => JSON.stringify(rest);

/**
 * Decides when the page tells main what plays: only when something changed (track, status,
 * volume, like, queue) or the position jumped (a seek), never merely because time passed (a
 * remote extrapolates while playing), and at most once per {@link NOW_PLAYING_THROTTLE_MS}
 * (the last state wins). Call `changed` on every player change; `read` gives the state then.
 */
export function createNowPlayingReporter(options: {
  read: () => RemoteNowPlaying;
  report: (nowPlaying: RemoteNowPlaying) => void;
  timers: Timers;
  now: () => number;
}) {
  const { read, report, timers, now } = options;
  let last: { nowPlaying: RemoteNowPlaying; at: number } | null = null;
  let lastSentAt = -Infinity;
  let timer: unknown = null;

  const differs = (next: RemoteNowPlaying) => {
    if (!last) return true;
    if (keyOf(next) !== keyOf(last.nowPlaying)) return true;
    const elapsed = last.nowPlaying.status === 'playing' ? (now() - last.at) / 1000 : 0;
    return Math.abs(next.positionSec - (last.nowPlaying.positionSec + elapsed)) > POSITION_JUMP_SEC;
  };
  const send = () => {
    timer = null;
    const next = read();
    if (!differs(next)) return;
    last = { nowPlaying: next, at: now() };
    lastSentAt = now();
    report(next);
  };
  return {
    changed() {
      if (timer !== null || !differs(read())) return;
      const wait = lastSentAt + NOW_PLAYING_THROTTLE_MS - now();
      if (wait <= 0) send();
      else timer = timers.setTimeout(send, wait);
    },
    dispose() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
