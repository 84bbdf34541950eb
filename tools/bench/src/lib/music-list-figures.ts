import type { Figure } from './figure';
import type { FirstRowsTimes } from './music-list-probes';
import { median, quantile } from './stats';

/** A frame longer than this missed 60 Hz. */
export const FRAME_BUDGET_MS = 16.7;

/** What the music-list part of the bench measured. */
export interface MusicListMeasures {
  /** One per fresh navigation to the list. */
  firstRows: readonly Required<{ [K in keyof FirstRowsTimes]: number }>[];
  heapBytes: number;
  /** Time between animation frames while the list scrolled to its end. */
  frames: readonly number[];
  /** The page's main-thread CPU time per frame of that scroll. */
  mainThreadMsPerFrame: number;
  /** `/song/detail` requests by the time the heap was measured. */
  batchRequests: number;
  tracks: number;
}

const ms = (value: number) => Math.round(value);

/** One and a half frames at 60 Hz: a frame this long means one was skipped. */
const DROPPED_FRAME_MS = 25;

/** The figures of the budgets for the 10,000-track list, with what explains them. */
export function musicListFigures(m: MusicListMeasures): Figure[] {
  const afterDetail = m.firstRows.map((run) => run.rowsPaintedAt - run.detailAnsweredAt);
  const fromNavigation = m.firstRows.map((run) => run.rowsPaintedAt);
  // A frame is dropped when the next one comes a whole vsync late; rAF timestamps jitter by a
  // tenth of a millisecond around 16.7, so "over 16.7" would count on-time frames.
  const dropped = m.frames.filter((frame) => frame > DROPPED_FRAME_MS).length;
  const list = `${m.tracks.toLocaleString('en-US')}-track list`;
  return [
    {
      name: `${list} opened by its URL: first rows painted after the navigation starts (median of ${fromNavigation.length})`,
      value: ms(median(fromNavigation)),
      unit: 'ms',
      budget: 450,
      detail: `runs ${fromNavigation.map(ms).join(' ')} ms; of which after the detail answer: median ${ms(
        median(afterDetail),
      )} ms`,
    },
    {
      name: `${list}: JS heap with the list open, every song loaded`,
      value: Math.round((m.heapBytes / 1024 / 1024) * 10) / 10,
      unit: 'MB',
      budget: 60,
      detail: `after ${m.batchRequests} /song/detail requests (a filter loaded every batch)`,
    },
    {
      name: `${list}: frame time scrolling to the end (p95 of ${m.frames.length} frames)`,
      value: Math.round(quantile(m.frames, 0.95) * 10) / 10,
      unit: 'ms',
      budget: FRAME_BUDGET_MS,
      detail: `median ${median(m.frames).toFixed(1)} ms, max ${Math.max(...m.frames).toFixed(
        1,
      )} ms, ${dropped} of ${m.frames.length} frames dropped (over ${DROPPED_FRAME_MS} ms); main-thread CPU ${m.mainThreadMsPerFrame.toFixed(1)} ms per frame`,
    },
  ];
}
