import { createConcurrencyGate, type GatePass, type GateRefusal } from './concurrency-gate';

/** A call at the gate that records what it was told. */
function call(gate: ReturnType<typeof createConcurrencyGate>, log: string[], name: string) {
  const pass: GatePass = gate.enter({
    run: () => log.push(`${name} runs`),
    refuse: (reason: GateRefusal) => log.push(`${name} refused: ${reason}`),
  });
  return pass;
}

describe('createConcurrencyGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs up to maxInFlight at once, queues up to maxQueued in order, refuses the rest at once', () => {
    const gate = createConcurrencyGate({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 1_000 });
    const log: string[] = [];
    const [a, b] = [call(gate, log, 'a'), call(gate, log, 'b')];
    call(gate, log, 'c');
    call(gate, log, 'd');
    call(gate, log, 'e');
    expect(log).toEqual(['a runs', 'b runs', 'e refused: queue-full']);
    expect([gate.inFlight, gate.queued]).toEqual([2, 2]);
    b.leave();
    a.leave();
    expect(log.slice(3)).toEqual(['c runs', 'd runs']);
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
  });

  it('frees a slot once however often leave() is called', () => {
    const gate = createConcurrencyGate({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 1_000 });
    const log: string[] = [];
    const a = call(gate, log, 'a');
    call(gate, log, 'b');
    call(gate, log, 'c');
    a.leave();
    a.leave();
    expect(log).toEqual(['a runs', 'b runs']);
    expect([gate.inFlight, gate.queued]).toEqual([1, 1]);
  });

  it('lets a waiting call leave the queue (its client went away) without running it', () => {
    const gate = createConcurrencyGate({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 1_000 });
    const log: string[] = [];
    const a = call(gate, log, 'a');
    const b = call(gate, log, 'b');
    b.leave();
    expect(gate.queued).toBe(0);
    call(gate, log, 'c'); // the place b left is free again
    a.leave();
    expect(log).toEqual(['a runs', 'c runs']);
    expect([gate.inFlight, gate.queued]).toEqual([1, 0]);
  });

  it('refuses a call that waited maxWaitMs, and never runs it afterwards', () => {
    const gate = createConcurrencyGate({ maxInFlight: 1, maxQueued: 3, maxWaitMs: 500 });
    const log: string[] = [];
    const a = call(gate, log, 'a');
    call(gate, log, 'b');
    jest.advanceTimersByTime(499);
    expect(log).toEqual(['a runs']);
    jest.advanceTimersByTime(1);
    expect(log).toEqual(['a runs', 'b refused: waited-too-long']);
    expect(gate.queued).toBe(0);
    a.leave();
    expect(log).toHaveLength(2);
    expect(gate.inFlight).toBe(0);
  });

  it('does not let a newcomer overtake the queue when a slot frees up', () => {
    const gate = createConcurrencyGate({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 1_000 });
    const log: string[] = [];
    const a = call(gate, log, 'a');
    call(gate, log, 'b');
    a.leave(); // b takes the slot at once
    call(gate, log, 'c');
    expect(log).toEqual(['a runs', 'b runs']);
    expect(gate.queued).toBe(1);
  });

  it('keeps arrival order across thousands of calls while the queue never drains', () => {
    // Exercises the queue's compaction: two callers always wait while one runs.
    const gate = createConcurrencyGate({ maxInFlight: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const log: string[] = [];
    const passes = [call(gate, log, 'c0'), call(gate, log, 'c1'), call(gate, log, 'c2')];
    for (let next = 3; next < 5_000; next++) {
      passes.push(call(gate, log, `c${next}`));
      passes.shift()?.leave();
    }
    expect([gate.inFlight, gate.queued]).toEqual([1, 2]);
    expect(log).toEqual(Array.from({ length: 4_998 }, (_, index) => `c${index} runs`));
  });
});
