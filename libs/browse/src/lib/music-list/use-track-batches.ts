import type { Song } from '@cadenza/api-client';
import { songApi } from '@cadenza/api-client/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAppDispatch } from '@cadenza/app-core';
import {
  batchCount,
  batchesNearRows,
  batchesToRequest,
  initialTrackBatches,
  isComplete,
  missingIds,
  trackBatchesReducer,
  trackRows,
  type TrackRows,
} from './track-batches';

/**
 * Batches in flight at once: enough to keep ahead of a scroll, few enough to leave the gateway
 * (which queues the upstream calls of every listener) room for the song the listener plays.
 */
export const MAX_BATCHES_IN_FLIGHT = 2;

/** What {@link useTrackBatches} gives the list. */
export interface TrackBatches extends TrackRows {
  /** The loaded songs in the list's order (what "play all" plays). */
  loaded: readonly Song[];
  /** Every song is loaded (or known to be absent). */
  complete: boolean;
  /** Some batch failed; {@link TrackBatches.retry} asks for it again. */
  failed: boolean;
  retry(): void;
  /** The list's rows in view changed (pass to `SongList`'s `onRangeChange`). */
  onRangeChange(first: number, last: number): void;
}

/**
 * Loads a list's songs by id in ordered batches of 500: the first batch at once, later ones as
 * the rows in view come near them, or every batch while `loadAll` (a filter needs all songs).
 * The list's first rows (the detail answer's `tracks`) show without a request. Mount it under a
 * key per list: a new list starts from a new state.
 */
export function useTrackBatches(
  trackIds: readonly number[],
  firstSongs: readonly Song[],
  loadAll: boolean,
): TrackBatches {
  const dispatch = useAppDispatch();
  const [state, apply] = useReducer(trackBatchesReducer, undefined, () =>
    initialTrackBatches(trackIds, firstSongs),
  );
  // The rows change only with the songs known: a batch asked for or failed leaves them (and
  // every row drawn from them) as they were.
  const { trackIds: order, songs, absent } = state;
  const view = useMemo(() => trackRows({ trackIds: order, songs, absent }), [order, songs, absent]);
  const complete = useMemo(
    () => isComplete({ trackIds: order, songs, absent }),
    [order, songs, absent],
  );
  const viewRef = useRef(view);
  viewRef.current = view;

  // The batches near the viewport, nearest first; the first batch until the list reports.
  const [near, setNear] = useState<readonly number[]>([0]);
  const onRangeChange = useCallback((first: number, last: number) => {
    const next = batchesNearRows(viewRef.current, first, last);
    setNear((previous) => (previous.join() === next.join() ? previous : next));
  }, []);

  const total = state.trackIds.length;
  const wanted = useMemo(
    () => (loadAll ? [...near, ...Array.from({ length: batchCount(total) }, (_, b) => b)] : near),
    [loadAll, near, total],
  );
  const toRequest = batchesToRequest(state, wanted, MAX_BATCHES_IN_FLIGHT - state.loading.size);
  const requestKey = toRequest.join();

  // StrictMode runs an effect twice: a batch is asked for once per state that wants it.
  const asked = useRef(new Set<number>());
  const stateRef = useRef(state);
  stateRef.current = state;

  // A refetch of the same list (after saving it, or an edit elsewhere) may bring a new order.
  useEffect(() => {
    if (trackIds === stateRef.current.trackIds) return;
    asked.current.clear();
    apply({ type: 'listChanged', trackIds, firstSongs });
  }, [trackIds, firstSongs]);
  useEffect(() => {
    if (requestKey === '') return;
    for (const batch of requestKey.split(',').map(Number)) {
      if (asked.current.has(batch)) continue;
      const ids = missingIds(stateRef.current, batch);
      asked.current.add(batch);
      apply({ type: 'requested', batch });
      dispatch(songApi.endpoints.getSongDetails.initiate(ids, { subscribe: false }))
        .unwrap()
        .then(
          (songs) => apply({ type: 'answered', batch, asked: ids, songs }),
          () => apply({ type: 'failed', batch }),
        )
        .finally(() => asked.current.delete(batch));
    }
  }, [requestKey, dispatch]);

  const retry = useCallback(() => apply({ type: 'retried' }), []);
  const loaded = useMemo(
    () => view.rows.filter((song): song is Song => song !== undefined),
    [view],
  );
  return {
    ...view,
    loaded,
    complete,
    failed: state.failed.size > 0,
    retry,
    onRangeChange,
  };
}
