import { PLAYER_TIMING } from '../constants/timing';
import type { Timers } from '@cadenza/ports';

/**
 * The guard lock against overlapping engine operations (spec §4): it releases itself after
 * {@link PLAYER_TIMING.lockTimeoutMs}, and a lock older than {@link PLAYER_TIMING.lockStaleMs}
 * is forcibly released by the next operation that wants it.
 */
export class OperationLock {
  private heldSince: number | null = null;
  private timer: unknown = null;

  constructor(
    private readonly scheduler: Timers,
    private readonly now: () => number,
  ) {}

  /** Takes the lock; false when a fresh lock (younger than 2 s) is held. */
  acquire(): boolean {
    if (this.heldSince !== null && this.now() - this.heldSince < PLAYER_TIMING.lockStaleMs)
      return false;
    this.release();
    this.heldSince = this.now();
    this.timer = this.scheduler.setTimeout(() => this.release(), PLAYER_TIMING.lockTimeoutMs);
    return true;
  }

  release(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.heldSince = null;
  }

  get held(): boolean {
    return this.heldSince !== null;
  }
}
