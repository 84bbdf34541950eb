import { useEffect, useReducer } from 'react';
import { msUntilNextLine, type LyricViewState } from './lyric-view-state';
import { LYRIC_WINDOW_TIMING } from './lyric-window-sync';
import type { LyricViewClock } from './use-lyric-view';

/**
 * Re-renders the lyric page while the song plays: at the next line's start, and at least every
 * second (spec §4: the lyric window is refreshed every 1 s). Nothing while paused.
 */
export function useLineRefresh(state: LyricViewState, clock: LyricViewClock): void {
  const [tick, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!state.anchor.playing) return undefined;
    const delay =
      msUntilNextLine(state, clock.now(), LYRIC_WINDOW_TIMING.refreshMs) ??
      LYRIC_WINDOW_TIMING.refreshMs;
    const handle = clock.timers.setTimeout(refresh, delay);
    return () => clock.timers.clearTimeout(handle);
  }, [state, clock, tick]);
}
