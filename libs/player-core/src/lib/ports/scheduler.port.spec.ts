import { createPlatformScheduler } from './scheduler.port';

describe('createPlatformScheduler', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs a timeout once after its delay', () => {
    jest.useFakeTimers();
    const scheduler = createPlatformScheduler();
    const callback = jest.fn();
    scheduler.setTimeout(callback, 1_000);
    jest.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels a timeout by its handle', () => {
    jest.useFakeTimers();
    const scheduler = createPlatformScheduler();
    const callback = jest.fn();
    const handle = scheduler.setTimeout(callback, 1_000);
    scheduler.clearTimeout(handle);
    jest.advanceTimersByTime(5_000);
    expect(callback).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('repeats an interval until it is cleared', () => {
    jest.useFakeTimers();
    const scheduler = createPlatformScheduler();
    const callback = jest.fn();
    const handle = scheduler.setInterval(callback, 500);
    jest.advanceTimersByTime(1_500);
    expect(callback).toHaveBeenCalledTimes(3);
    scheduler.clearInterval(handle);
    jest.advanceTimersByTime(5_000);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reads the global timers at call time, so fake timers installed later still apply', () => {
    const scheduler = createPlatformScheduler();
    jest.useFakeTimers();
    const callback = jest.fn();
    scheduler.setTimeout(callback, 2_000);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(2_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('tolerates clearing unknown or already-fired handles', () => {
    jest.useFakeTimers();
    const scheduler = createPlatformScheduler();
    const handle = scheduler.setTimeout(() => undefined, 10);
    jest.advanceTimersByTime(10);
    expect(() => {
      scheduler.clearTimeout(handle);
      scheduler.clearTimeout(undefined);
      scheduler.clearInterval(null);
    }).not.toThrow();
  });

  it('uses the real platform timers when no fake clock is installed', async () => {
    const scheduler = createPlatformScheduler();
    await new Promise<void>((resolve) => {
      scheduler.setTimeout(resolve, 1);
    });
    const handle = scheduler.setInterval(() => undefined, 1_000);
    scheduler.clearInterval(handle);
  });
});
