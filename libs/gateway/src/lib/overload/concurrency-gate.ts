/** Limits of a {@link ConcurrencyGate}. */
export interface ConcurrencyGateLimits {
  /** Calls allowed to run at once. */
  maxInFlight: number;
  /** Calls allowed to wait for a free slot; one more is refused at once. */
  maxQueued: number;
  /** A call that waited this long without a slot is refused (its client has given up by then). */
  maxWaitMs: number;
}

/** Why a call did not get a slot. */
export type GateRefusal = 'queue-full' | 'waited-too-long';

/** A call's place at the gate: running, or waiting for its turn. */
export interface GatePass {
  /**
   * Gives the slot back (or leaves the queue): idempotent, so it may be called from every
   * place a call can end (answer sent, client gone, upstream error).
   */
  leave(): void;
}

/** What a {@link ConcurrencyGate} tells a call, exactly once. */
export interface GateCallbacks {
  /** The call may run now; it must `leave()` when it is over. */
  run(): void;
  /** The call may not run: answer the client at once. */
  refuse(reason: GateRefusal): void;
}

/** A bounded number of calls in flight behind a bounded queue. */
export interface ConcurrencyGate {
  /** Runs `callbacks.run` now or when a slot frees up, or `callbacks.refuse` when none will. */
  enter(callbacks: GateCallbacks): GatePass;
  /** Calls running now. */
  readonly inFlight: number;
  /** Calls waiting for a slot now. */
  readonly queued: number;
}

interface Waiter {
  callbacks: GateCallbacks;
  timer: NodeJS.Timeout;
  state: 'waiting' | 'running' | 'done';
}

/**
 * A counting gate in front of an upstream: up to `maxInFlight` calls run, up to `maxQueued`
 * wait in arrival order, and anything beyond is refused at once. Without it a burst queues
 * without limit (memory grows with every held socket, and each waits the whole upstream
 * timeout); with it an overloaded gateway sheds load quickly and stays answerable.
 */
export function createConcurrencyGate(limits: ConcurrencyGateLimits): ConcurrencyGate {
  let inFlight = 0;
  // A FIFO with a moving head: shift() on a long array copies it on every call.
  const queue: Waiter[] = [];
  let head = 0;
  let queued = 0;

  const startNext = () => {
    while (inFlight < limits.maxInFlight && head < queue.length) {
      const waiter = queue[head++] as Waiter;
      if (waiter.state !== 'waiting') continue;
      queued--;
      clearTimeout(waiter.timer);
      waiter.state = 'running';
      inFlight++;
      waiter.callbacks.run();
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    } else if (head > 1024 && head * 2 > queue.length) {
      // Under sustained overload the queue never drains: drop the consumed entries now and then.
      queue.splice(0, head);
      head = 0;
    }
  };

  const finish = (waiter: Waiter) => {
    const wasRunning = waiter.state === 'running';
    if (waiter.state === 'waiting') {
      queued--;
      clearTimeout(waiter.timer);
    }
    waiter.state = 'done';
    if (wasRunning) {
      inFlight--;
      startNext();
    }
  };

  return {
    enter(callbacks) {
      const waiter: Waiter = { callbacks, timer: undefined as never, state: 'done' };
      const pass: GatePass = { leave: () => finish(waiter) };
      if (inFlight < limits.maxInFlight && queued === 0) {
        waiter.state = 'running';
        inFlight++;
        callbacks.run();
        return pass;
      }
      if (queued >= limits.maxQueued) {
        callbacks.refuse('queue-full');
        return pass;
      }
      waiter.state = 'waiting';
      waiter.timer = setTimeout(() => {
        if (waiter.state !== 'waiting') return;
        finish(waiter);
        callbacks.refuse('waited-too-long');
      }, limits.maxWaitMs);
      queued++;
      queue.push(waiter);
      return pass;
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return queued;
    },
  };
}
