import type { Timers } from '@cadenza/ports';
import { useEffect, useReducer, useRef } from 'react';
import type { LyricWindowView } from '@cadenza/platform';
import {
  INITIAL_LYRIC_VIEW,
  isWaitingForLyrics,
  lyricViewReducer,
  type LyricViewState,
} from './lyric-view-state';
import { LYRIC_WINDOW_TIMING } from './lyric-window-sync';

/** The clock and timers the lyric page runs on (the page's, or a fake clock in specs). */
export interface LyricViewClock {
  now: () => number;
  timers: Timers;
}

/**
 * The lyric window page's state: the shell's snapshot, then what it forwards (song, lyric JSON,
 * lock). While the snapshot or the current song's lines are missing it asks the shell again
 * every 100 ms (spec §4: they may still be loading, or have been sent before the page listened),
 * for up to 5 s; then it gives up and the page says there are no lyrics.
 */
export function useLyricView(view: LyricWindowView, clock: LyricViewClock): LyricViewState {
  const [state, dispatch] = useReducer(lyricViewReducer, INITIAL_LYRIC_VIEW);
  const clockRef = useRef(clock);
  clockRef.current = clock;

  useEffect(() => {
    const now = () => clockRef.current.now();
    const unsubscribe = [
      view.subscribeSong((song) => dispatch({ type: 'song', song })),
      view.subscribeLyric((lyric) => dispatch({ type: 'lyric', lyric, now: now() })),
      view.subscribeLocked((locked) => dispatch({ type: 'locked', locked })),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [view]);

  const waiting = isWaitingForLyrics(state);
  const { loaded } = state;
  const songId = state.song?.id ?? null;
  useEffect(() => {
    if (!waiting) return undefined;
    const { timers } = clockRef.current;
    let asking = false;
    let waitedMs = 0;
    const ask = () => {
      if (asking) return;
      asking = true;
      view
        .readState()
        .then((snapshot) => dispatch({ type: 'snapshot', snapshot, now: clockRef.current.now() }))
        .catch((error: unknown) =>
          console.error('Cadenza: could not read the lyric window state', error),
        )
        .finally(() => {
          asking = false;
        });
    };
    // The first read is at once; for a song that changed later, its lines follow as events,
    // and the reads that follow are there for those that do not come.
    if (!loaded) ask();
    const handle = timers.setInterval(() => {
      waitedMs += LYRIC_WINDOW_TIMING.lyricPollMs;
      if (waitedMs >= LYRIC_WINDOW_TIMING.lyricWaitMs) {
        timers.clearInterval(handle);
        dispatch({ type: 'gave-up' });
      } else ask();
    }, LYRIC_WINDOW_TIMING.lyricPollMs);
    return () => timers.clearInterval(handle);
    // Restarted for each song (and once loaded); `state` itself would restart it on every event.
  }, [view, waiting, loaded, songId]);

  return state;
}
