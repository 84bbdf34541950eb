import { PLAYER_TIMING } from '../constants/timing';
import { platformTimers } from '@cadenza/ports';
import { OperationLock } from './operation-lock';

const T0 = 1_700_000_000_000;

function createLock(): OperationLock {
  return new OperationLock(platformTimers(), () => Date.now());
}

describe('OperationLock', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts free and is taken by the first acquire', () => {
    const lock = createLock();
    expect(lock.held).toBe(false);
    expect(lock.acquire()).toBe(true);
    expect(lock.held).toBe(true);
  });

  it('refuses a second acquire while the lock is fresh', () => {
    const lock = createLock();
    lock.acquire();
    expect(lock.acquire()).toBe(false);
    jest.advanceTimersByTime(PLAYER_TIMING.lockStaleMs - 1);
    expect(lock.acquire()).toBe(false);
    expect(lock.held).toBe(true);
  });

  it('forcibly releases a lock exactly lockStaleMs old and takes it again', () => {
    const lock = createLock();
    lock.acquire();
    jest.advanceTimersByTime(PLAYER_TIMING.lockStaleMs);
    expect(lock.acquire()).toBe(true);
    // The takeover restarts the auto-release countdown from now.
    jest.advanceTimersByTime(PLAYER_TIMING.lockTimeoutMs - 1);
    expect(lock.held).toBe(true);
    jest.advanceTimersByTime(1);
    expect(lock.held).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('releases itself lockTimeoutMs after it was taken', () => {
    const lock = createLock();
    lock.acquire();
    jest.advanceTimersByTime(PLAYER_TIMING.lockTimeoutMs - 1);
    expect(lock.held).toBe(true);
    jest.advanceTimersByTime(1);
    expect(lock.held).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('can be taken again right after release, and releasing twice is harmless', () => {
    const lock = createLock();
    lock.acquire();
    lock.release();
    expect(lock.held).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    lock.release();
    expect(lock.acquire()).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
  });
});
