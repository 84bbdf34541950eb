import type { Song } from '@cadenza/api-client';

// The songs of a list are known by id from the start (`trackIds`, the complete order) and loaded
// in ordered batches of 500 ids (`/song/detail`'s limit) as the listener scrolls near them. This
// module is the bookkeeping, free of React and of requests: which batch a row needs, which ids a
// batch still lacks, and the rows in the list's order whatever order the answers came in.

/** Ids per `/song/detail` request (contract §2 row 9; the playlist page's batch). */
export const TRACK_BATCH_SIZE = 500;

/** What is known of a list's songs. */
export interface TrackBatchState {
  /** The complete order (the detail's `trackIds`). */
  trackIds: readonly number[];
  /** Loaded songs by id (the detail's first rows, then each batch's answer). */
  songs: ReadonlyMap<number, Song>;
  /** Ids asked for that the server did not know: left out of the rows. */
  absent: ReadonlySet<number>;
  /** Batches in flight. */
  loading: ReadonlySet<number>;
  /** Batches whose request failed (asked again only on retry). */
  failed: ReadonlySet<number>;
}

/** A change to {@link TrackBatchState}. */
export type TrackBatchAction =
  | { type: 'requested'; batch: number }
  | { type: 'answered'; batch: number; asked: readonly number[]; songs: readonly Song[] }
  | { type: 'failed'; batch: number }
  | { type: 'retried' }
  | { type: 'listChanged'; trackIds: readonly number[]; firstSongs: readonly Song[] };

/** The state of a list just opened: its order and the songs its detail answer carried. */
export function initialTrackBatches(
  trackIds: readonly number[],
  firstSongs: readonly Song[],
): TrackBatchState {
  const songs = new Map<number, Song>();
  for (const song of firstSongs) if (typeof song.id === 'number') songs.set(song.id, song);
  return { trackIds, songs, absent: new Set(), loading: new Set(), failed: new Set() };
}

/** How many batches a list of `total` ids has. */
export function batchCount(total: number): number {
  return Math.ceil(total / TRACK_BATCH_SIZE);
}

/** The batch that holds the id at `trackIndex` of the complete order. */
export function batchOfTrack(trackIndex: number): number {
  return Math.floor(trackIndex / TRACK_BATCH_SIZE);
}

/** The ids of one batch, in the list's order. */
export function batchIds(trackIds: readonly number[], batch: number): number[] {
  return trackIds.slice(batch * TRACK_BATCH_SIZE, (batch + 1) * TRACK_BATCH_SIZE);
}

/** The batches that hold the track indexes `first`…`last` (clamped to the list), ascending. */
export function batchesOfTracks(first: number, last: number, total: number): number[] {
  if (total === 0) return [];
  const from = batchOfTrack(Math.max(0, Math.min(first, last)));
  const to = batchOfTrack(Math.min(total - 1, Math.max(first, last)));
  const batches: number[] = [];
  for (let batch = from; batch <= Math.min(to, batchCount(total) - 1); batch += 1) {
    batches.push(batch);
  }
  return batches;
}

/** The ids of a batch neither loaded nor known to be absent: what its request asks for. */
export function missingIds(state: TrackBatchState, batch: number): number[] {
  return batchIds(state.trackIds, batch).filter(
    (id) => !state.songs.has(id) && !state.absent.has(id),
  );
}

/**
 * Of the `wanted` batches (in order of preference), those to request now: not loaded, not in
 * flight, not failed, and at most `slots` of them.
 */
export function batchesToRequest(
  state: TrackBatchState,
  wanted: readonly number[],
  slots: number,
): number[] {
  const chosen: number[] = [];
  for (const batch of wanted) {
    if (chosen.length >= slots) break;
    if (state.loading.has(batch) || state.failed.has(batch) || chosen.includes(batch)) continue;
    if (missingIds(state, batch).length > 0) chosen.push(batch);
  }
  return chosen;
}

/** The part of {@link TrackBatchState} the rows are drawn from. */
export type KnownSongs = Pick<TrackBatchState, 'trackIds' | 'songs' | 'absent'>;

/** Whether every song of the list is loaded (or known to be absent). */
export function isComplete(state: KnownSongs): boolean {
  return state.trackIds.every((id) => state.songs.has(id) || state.absent.has(id));
}

const withAdded = <T>(set: ReadonlySet<T>, value: T) => new Set(set).add(value);
const without = <T>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  next.delete(value);
  return next;
};

/** Applies an action; answers may arrive in any order, the rows keep the list's. */
export function trackBatchesReducer(
  state: TrackBatchState,
  action: TrackBatchAction,
): TrackBatchState {
  switch (action.type) {
    case 'requested':
      return {
        ...state,
        loading: withAdded(state.loading, action.batch),
        failed: without(state.failed, action.batch),
      };
    case 'answered': {
      const songs = new Map(state.songs);
      for (const song of action.songs) if (typeof song.id === 'number') songs.set(song.id, song);
      const absent = new Set(state.absent);
      for (const id of action.asked) if (!songs.has(id)) absent.add(id);
      return { ...state, songs, absent, loading: without(state.loading, action.batch) };
    }
    case 'failed':
      return {
        ...state,
        loading: without(state.loading, action.batch),
        failed: withAdded(state.failed, action.batch),
      };
    case 'retried':
      return state.failed.size === 0 ? state : { ...state, failed: new Set() };
    case 'listChanged': {
      // The same list answered again (after a save or an edit): the songs known stay known.
      const next = initialTrackBatches(action.trackIds, action.firstSongs);
      const songs = new Map([...state.songs, ...next.songs]);
      return { ...next, songs, absent: state.absent };
    }
  }
}

/** The list's rows: a song, or `undefined` while its batch loads; absent ids left out. */
export interface TrackRows {
  rows: (Song | undefined)[];
  /** The index in `trackIds` of each row (differs from the row index after an absent id). */
  trackIndexOfRow: number[];
}

/** The rows to draw, in the list's order. */
export function trackRows({ trackIds, songs, absent }: KnownSongs): TrackRows {
  const rows: (Song | undefined)[] = [];
  const trackIndexOfRow: number[] = [];
  // A plain loop: this runs over the whole list (10,000 ids) each time a batch comes in.
  const checkAbsent = absent.size > 0;
  for (let trackIndex = 0; trackIndex < trackIds.length; trackIndex += 1) {
    const id = trackIds[trackIndex] as number;
    if (checkAbsent && absent.has(id)) continue;
    rows.push(songs.get(id));
    trackIndexOfRow.push(trackIndex);
  }
  return { rows, trackIndexOfRow };
}

/** How many rows beyond the viewport count as "near": their batch loads before they show. */
export const NEAR_ROWS = 100;

/**
 * The batches the rows `first`…`last` of the view need, nearest first: the viewport's own, then
 * those within {@link NEAR_ROWS} rows below and above it.
 */
export function batchesNearRows(view: TrackRows, first: number, last: number): number[] {
  const { trackIndexOfRow } = view;
  if (trackIndexOfRow.length === 0) return [];
  const lastRow = trackIndexOfRow.length - 1;
  const clamp = (row: number) => Math.max(0, Math.min(lastRow, row));
  const trackAt = (row: number) => trackIndexOfRow[clamp(row)] ?? 0;
  const total = (trackIndexOfRow.at(-1) ?? 0) + 1;
  const seen = batchesOfTracks(trackAt(first), trackAt(last), total);
  const below = batchesOfTracks(trackAt(last), trackAt(last + NEAR_ROWS), total);
  const above = batchesOfTracks(trackAt(first - NEAR_ROWS), trackAt(first), total).reverse();
  return [...new Set([...seen, ...below, ...above])];
}
