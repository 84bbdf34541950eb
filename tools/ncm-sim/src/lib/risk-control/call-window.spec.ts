import { CallWindow, KeyedCallWindows } from './call-window';

// The sliding window under the risk control: exact to the millisecond, refused calls counted,
// memory bounded by the limit per key and by the keys heard from lately.

describe('CallWindow', () => {
  it('lets `limit` calls through in a window and refuses the next', () => {
    const window = new CallWindow();
    expect([0, 10, 20].map((t) => window.record(t, 3, 60_000))).toEqual([false, false, false]);
    expect(window.record(30, 3, 60_000)).toBe(true);
  });

  it('forgets a call exactly one window after it', () => {
    const window = new CallWindow();
    window.record(0, 1, 60_000);
    expect(window.record(59_999, 1, 60_000)).toBe(true);
    // The refused call at 59 999 counts too: at 60 000 the first has left, the refused one not.
    expect(window.record(60_000, 1, 60_000)).toBe(true);
    expect(window.record(120_000, 1, 60_000)).toBe(false);
  });

  it('keeps a hammering key locked out until its rate falls below the limit', () => {
    const window = new CallWindow();
    const answers: boolean[] = [];
    // 2 calls a second against a limit of 60 a minute: 120 a minute, refused after the 60th.
    for (let t = 0; t < 180_000; t += 500) answers.push(window.record(t, 60, 60_000));
    expect(answers.slice(0, 60).every((over) => !over)).toBe(true);
    expect(answers.slice(60).every((over) => over)).toBe(true);
    // Quiet for 30 s: the last minute still holds 60 calls, so the next one is still refused.
    expect(window.record(209_500, 60, 60_000)).toBe(true);
    // Quiet for a whole minute after that: served again.
    expect(window.record(269_500, 60, 60_000)).toBe(false);
  });

  it('keeps at most `limit` timestamps however many calls it sees', () => {
    const window = new CallWindow();
    for (let t = 0; t < 10_000; t++) window.record(t, 50, 60_000);
    expect(window.size).toBe(50);
  });

  it('drops timestamps that left the window', () => {
    const window = new CallWindow();
    for (let t = 0; t < 5; t++) window.record(t, 50, 60_000);
    window.record(60_003, 50, 60_000);
    expect(window.size).toBe(2);
    expect(window.hasCallAfter(0)).toBe(true);
    expect(window.hasCallAfter(60_003)).toBe(false);
  });
});

describe('KeyedCallWindows', () => {
  it('counts each key on its own', () => {
    const windows = new KeyedCallWindows<string>(60_000);
    expect(windows.record('a', 0, 1)).toBe(false);
    expect(windows.record('b', 0, 1)).toBe(false);
    expect(windows.record('a', 1, 1)).toBe(true);
    expect(windows.keptFor('a')).toBe(1);
  });

  it('sweeps keys that went quiet for a whole window', () => {
    const windows = new KeyedCallWindows<number>(60_000);
    for (let key = 0; key < 1000; key++) windows.record(key, key, 5);
    expect(windows.activeKeys(1000)).toBe(1000);
    // A new call a window later sweeps every key but the callers of the last minute.
    windows.record(5000, 60_500, 5);
    expect(windows.activeKeys(60_500)).toBe(500);
    windows.record(5000, 121_000, 5);
    expect(windows.activeKeys(121_000)).toBe(1);
    expect(windows.keptFor(3)).toBe(0);
  });

  it('starts empty again after clear()', () => {
    const windows = new KeyedCallWindows<string>(60_000);
    windows.record('a', 0, 1);
    windows.clear();
    expect(windows.record('a', 1, 1)).toBe(false);
  });
});
