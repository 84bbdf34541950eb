import { platformTimers } from '@cadenza/ports';
import { createNowPlayingReporter, NOW_PLAYING_THROTTLE_MS } from './now-playing-reporter';
import type { RemoteNowPlaying } from '@cadenza/platform';

const IDLE: RemoteNowPlaying = {
  track: null,
  status: 'idle',
  positionSec: 0,
  volume: 1,
  muted: false,
  liked: false,
  queueIndex: -1,
  queueLength: 0,
};
const SONG = { id: 1, name: 'One', artists: [], album: '', coverUrl: null, durationMs: 100_000 };

describe('createNowPlayingReporter', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  function setup() {
    let current = IDLE;
    const reports: RemoteNowPlaying[] = [];
    const reporter = createNowPlayingReporter({
      read: () => current,
      report: (nowPlaying) => reports.push(nowPlaying),
      timers: platformTimers(),
      now: Date.now,
    });
    const set = (next: Partial<RemoteNowPlaying>) => {
      current = { ...current, ...next };
      reporter.changed();
    };
    return { reports, set, reporter };
  }

  it('reports at once, then only changes, at most once per throttle window (last state wins)', () => {
    const { reports, set } = setup();
    set({});
    expect(reports).toEqual([IDLE]);
    set({});
    expect(reports).toHaveLength(1);

    set({ track: SONG, status: 'loading', queueIndex: 0, queueLength: 1 });
    set({ status: 'playing' });
    expect(reports).toHaveLength(1);
    jest.advanceTimersByTime(NOW_PLAYING_THROTTLE_MS);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ track: SONG, status: 'playing' });
  });

  it('does not report steady playback, but does report a seek', () => {
    const { reports, set } = setup();
    set({ track: SONG, status: 'playing', positionSec: 10 });
    for (let second = 1; second <= 5; second += 1) {
      jest.advanceTimersByTime(1_000);
      set({ positionSec: 10 + second });
    }
    expect(reports).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    set({ positionSec: 60 });
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ positionSec: 60 });
  });

  it('sends nothing after dispose', () => {
    const { reports, set, reporter } = setup();
    set({});
    set({ volume: 0.3 });
    reporter.dispose();
    jest.advanceTimersByTime(NOW_PLAYING_THROTTLE_MS * 2);
    expect(reports).toHaveLength(1);
  });
});
