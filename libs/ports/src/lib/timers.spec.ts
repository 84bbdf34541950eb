import { platformTimers } from './timers';

describe('platformTimers', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs a timeout once after its delay', () => {
    jest.useFakeTimers();
    const timers = platformTimers();
    const callback = jest.fn();
    timers.setTimeout(callback, 1_000);
    jest.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels a timeout by its handle', () => {
    jest.useFakeTimers();
    const timers = platformTimers();
    const callback = jest.fn();
    const handle = timers.setTimeout(callback, 1_000);
    timers.clearTimeout(handle);
    jest.advanceTimersByTime(5_000);
    expect(callback).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('repeats an interval until it is cleared', () => {
    jest.useFakeTimers();
    const timers = platformTimers();
    const callback = jest.fn();
    const handle = timers.setInterval(callback, 500);
    jest.advanceTimersByTime(1_500);
    expect(callback).toHaveBeenCalledTimes(3);
    timers.clearInterval(handle);
    jest.advanceTimersByTime(5_000);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reads the global timers at call time, so fake timers installed later still apply', () => {
    const timers = platformTimers();
    jest.useFakeTimers();
    const callback = jest.fn();
    timers.setTimeout(callback, 2_000);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(2_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('tolerates clearing unknown or already-fired handles', () => {
    jest.useFakeTimers();
    const timers = platformTimers();
    const handle = timers.setTimeout(() => undefined, 10);
    jest.advanceTimersByTime(10);
    expect(() => {
      timers.clearTimeout(handle);
      timers.clearTimeout(undefined);
      timers.clearInterval(null);
    }).not.toThrow();
  });

  it('uses the real platform timers when no fake clock is installed, even called unbound', async () => {
    // Unbound, as a consumer that destructures the port calls it.
    const { setTimeout: after, setInterval: every, clearInterval: stop } = platformTimers();
    const started = Date.now();
    await new Promise<void>((resolve) => {
      after(resolve, 20);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    const ticks = jest.fn();
    const handle = every(ticks, 5);
    stop(handle);
    await new Promise<void>((resolve) => {
      after(resolve, 30);
    });
    expect(ticks).not.toHaveBeenCalled();
  });
});
