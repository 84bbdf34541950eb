import { musicListFigures } from './music-list-figures';

describe('musicListFigures', () => {
  it('times the first rows from the navigation, and frames by their 95th percentile', () => {
    const frames = [...Array.from({ length: 95 }, () => 16), 20, 30, 40, 50, 60];
    const [firstRows, heap, scroll] = musicListFigures({
      firstRows: [
        { detailAnsweredAt: 400, rowsPaintedAt: 480 },
        { detailAnsweredAt: 300, rowsPaintedAt: 400 },
        { detailAnsweredAt: 500, rowsPaintedAt: 620 },
      ],
      heapBytes: 31.44 * 1024 * 1024,
      frames,
      mainThreadMsPerFrame: 6.25,
      batchRequests: 20,
      tracks: 10_000,
    });
    expect(firstRows).toMatchObject({ value: 480, unit: 'ms', budget: 450 });
    expect(firstRows?.name).toBe(
      '10,000-track list opened by its URL: first rows painted after the navigation starts (median of 3)',
    );
    expect(firstRows?.detail).toBe(
      'runs 480 400 620 ms; of which after the detail answer: median 100 ms',
    );
    expect(heap).toMatchObject({ value: 31.4, unit: 'MB', budget: 60 });
    // Rank 94.05 of 0…99: 16 + 0.05 × (20 − 16).
    expect(scroll).toMatchObject({ value: 16.2, unit: 'ms', budget: 16.7 });
    expect(scroll?.detail).toBe(
      'median 16.0 ms, max 60.0 ms, 4 of 100 frames dropped (over 25 ms); main-thread CPU 6.3 ms per frame',
    );
  });
});
