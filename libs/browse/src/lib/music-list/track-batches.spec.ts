import type { Song } from '@cadenza/api-client';
import {
  NEAR_ROWS,
  TRACK_BATCH_SIZE,
  batchCount,
  batchIds,
  batchOfTrack,
  batchesNearRows,
  batchesOfTracks,
  batchesToRequest,
  initialTrackBatches,
  isComplete,
  missingIds,
  trackBatchesReducer,
  trackRows,
  type TrackBatchState,
} from './track-batches';

const song = (id: number): Song => ({
  id,
  source: 'netease',
  name: `Song ${id}`,
  artists: [{ id: 1, name: 'Artist' }],
  album: { id: 2, name: 'Album', picUrl: null },
  picUrl: null,
  durationMs: 1000,
  privilegeStatus: 0,
  mvId: null,
});
/** Ids 1…n, so the id of track index i is i + 1. */
const idsUpTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const answer = (state: TrackBatchState, batch: number, known = (_id: number) => true) => {
  const asked = missingIds(state, batch);
  return trackBatchesReducer(trackBatchesReducer(state, { type: 'requested', batch }), {
    type: 'answered',
    batch,
    asked,
    songs: asked.filter(known).map(song),
  });
};

describe('ordered batches of 500', () => {
  it('cuts the complete order into batches of 500, the last one shorter', () => {
    const ids = idsUpTo(10_000);
    expect(TRACK_BATCH_SIZE).toBe(500);
    expect(batchCount(10_000)).toBe(20);
    expect(batchCount(10_001)).toBe(21);
    expect(batchCount(0)).toBe(0);
    expect(batchIds(ids, 0)).toEqual(idsUpTo(500));
    expect(batchIds(ids, 19)).toEqual(ids.slice(9_500));
    expect(batchIds(idsUpTo(1_234), 2)).toHaveLength(234);
  });

  it('knows which batch a row needs', () => {
    expect(batchOfTrack(0)).toBe(0);
    expect(batchOfTrack(499)).toBe(0);
    expect(batchOfTrack(500)).toBe(1);
    expect(batchOfTrack(9_999)).toBe(19);
    expect(batchesOfTracks(480, 520, 10_000)).toEqual([0, 1]);
    expect(batchesOfTracks(9_990, 10_020, 10_000)).toEqual([19]);
    expect(batchesOfTracks(0, 10, 0)).toEqual([]);
  });

  it('asks a batch only for the ids the detail answer did not carry', () => {
    const state = initialTrackBatches(idsUpTo(1_200), idsUpTo(10).map(song));
    expect(missingIds(state, 0)).toEqual(idsUpTo(500).slice(10));
    expect(missingIds(state, 2)).toEqual(idsUpTo(1_200).slice(1_000));
    const logged = initialTrackBatches(idsUpTo(1_200), idsUpTo(1_000).map(song));
    expect(batchesToRequest(logged, [0, 1, 2], 2)).toEqual([2]);
  });

  it('requests the wanted batches in order, at most the free slots, never one in flight', () => {
    let state = initialTrackBatches(idsUpTo(10_000), []);
    expect(batchesToRequest(state, [0, 1, 2], 2)).toEqual([0, 1]);
    state = trackBatchesReducer(state, { type: 'requested', batch: 0 });
    expect(batchesToRequest(state, [0, 1, 2], 1)).toEqual([1]);
    state = trackBatchesReducer(state, { type: 'failed', batch: 0 });
    expect(state.loading.size).toBe(0);
    // A failed batch waits for the listener's retry.
    expect(batchesToRequest(state, [0, 1], 2)).toEqual([1]);
    state = trackBatchesReducer(state, { type: 'retried' });
    expect(batchesToRequest(state, [0, 1], 2)).toEqual([0, 1]);
  });

  it('merges answers in the list order whatever order they arrive in', () => {
    const ids = [30, 10, 20, ...Array.from({ length: 997 }, (_, i) => 1_000 + i), 7, 5];
    let state = initialTrackBatches(ids, []);
    state = answer(state, 2); // the last batch answers first
    let view = trackRows(state);
    expect(view.rows).toHaveLength(1_002);
    expect(view.rows.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(view.rows.slice(1_000).map((row) => row?.id)).toEqual([7, 5]);
    state = answer(state, 0);
    expect(
      trackRows(state)
        .rows.slice(0, 3)
        .map((row) => row?.id),
    ).toEqual([30, 10, 20]);
    expect(trackRows(state).rows[500]).toBeUndefined();
    state = answer(state, 1);
    view = trackRows(state);
    expect(view.rows.map((row) => row?.id)).toEqual(ids);
    expect(isComplete(state)).toBe(true);
  });

  it('leaves out ids the server did not know, and maps each row back to its track', () => {
    let state = initialTrackBatches(idsUpTo(1_000), []);
    state = answer(state, 0, (id) => id !== 2 && id !== 3);
    expect(state.absent).toEqual(new Set([2, 3]));
    const view = trackRows(state);
    expect(view.rows).toHaveLength(998);
    expect(view.rows.slice(0, 3).map((row) => row?.id)).toEqual([1, 4, 5]);
    expect(view.trackIndexOfRow.slice(0, 3)).toEqual([0, 3, 4]);
    // Row 497 is track 499 (the last of batch 0); row 498 is track 500 (batch 1).
    expect(batchesNearRows(view, 490, 497)).toEqual([0, 1]);
    expect(isComplete(state)).toBe(false);
    expect(missingIds(state, 0)).toEqual([]);
  });

  it('wants the viewport’s batches first, then those within reach below and above', () => {
    const view = trackRows(initialTrackBatches(idsUpTo(10_000), []));
    expect(batchesNearRows(view, 0, 14)).toEqual([0]);
    expect(batchesNearRows(view, 420, 440)).toEqual([0, 1]);
    expect(batchesNearRows(view, 520, 540)).toEqual([1, 0]);
    expect(batchesNearRows(view, 9_985, 9_999)).toEqual([19]);
    // The next batch is wanted once the viewport's last row is NEAR_ROWS from it.
    expect(batchesNearRows(view, 4_880, 4_999 - NEAR_ROWS)).toEqual([9]);
    expect(batchesNearRows(view, 4_880, 5_000 - NEAR_ROWS)).toEqual([9, 10]);
    expect(batchesNearRows(trackRows(initialTrackBatches([], [])), 0, 0)).toEqual([]);
  });

  it('keeps the songs it knows when the same list answers again in a new order', () => {
    let state = answer(initialTrackBatches(idsUpTo(600), []), 0);
    state = trackBatchesReducer(state, { type: 'requested', batch: 1 });
    state = trackBatchesReducer(state, {
      type: 'listChanged',
      trackIds: [600, ...idsUpTo(499)],
      firstSongs: [],
    });
    expect(state.loading.size).toBe(0);
    expect(
      trackRows(state)
        .rows.slice(0, 2)
        .map((row) => row?.id),
    ).toEqual([undefined, 1]);
    expect(missingIds(state, 0)).toEqual([600]);
  });

  it('keeps the songs known (the rows drawn from them) while a batch is asked for, fails or is retried', () => {
    const opened = initialTrackBatches(idsUpTo(1_000), [song(1)]);
    const asked = trackBatchesReducer(opened, { type: 'requested', batch: 1 });
    const failed = trackBatchesReducer(asked, { type: 'failed', batch: 1 });
    const retried = trackBatchesReducer(failed, { type: 'retried' });
    for (const state of [asked, failed, retried]) {
      expect(state.trackIds).toBe(opened.trackIds);
      expect(state.songs).toBe(opened.songs);
      expect(state.absent).toBe(opened.absent);
    }
    expect(answer(opened, 0).songs).not.toBe(opened.songs);
  });
});
