import { createTapState } from './loudness-tap.state';

const RATE = 48_000;
const QUANTUM = 128;

/** `seconds` of a 997 Hz sine at `dbfs` in the left channel, silence in the right. */
function leftSine(seconds: number, dbfs: number): Float32Array[] {
  const length = Math.round(seconds * RATE);
  const left = new Float32Array(length);
  const amplitude = 10 ** (dbfs / 20);
  for (let n = 0; n < length; n += 1)
    left[n] = amplitude * Math.sin((2 * Math.PI * 997 * n) / RATE);
  return [left, new Float32Array(length)];
}

/** Feeds the channels to the tap in render quanta, as the worklet does. */
function feed(state: ReturnType<typeof createTapState>, channels: Float32Array[]): void {
  const length = channels[0]?.length ?? 0;
  for (let start = 0; start < length; start += QUANTUM) {
    state.process(channels.map((channel) => channel.subarray(start, start + QUANTUM)));
  }
}

describe('the loudness tap', () => {
  it('measures what played between start and finish (997 Hz at −20 dBFS in one channel: −23 LUFS)', () => {
    const state = createTapState(RATE);
    expect(state.command({ type: 'start', token: 4 })).toBeNull();
    feed(state, leftSine(10, -20));
    const report = state.command({ type: 'finish', token: 4 });
    expect(report?.token).toBe(4);
    expect(report?.loudness?.integratedLufs).toBeCloseTo(-23, 1);
    expect(report?.loudness?.samplePeak).toBeCloseTo(0.1, 3);
    expect(report?.loudness?.durationSec).toBeCloseTo(10, 1);
  });

  it('counts no time for a paused element (digital silence) and measures nothing before start', () => {
    const state = createTapState(RATE);
    feed(state, leftSine(3, -10));
    state.command({ type: 'start', token: 1 });
    feed(state, leftSine(5, -20));
    feed(state, [new Float32Array(RATE * 30), new Float32Array(RATE * 30)]);
    feed(state, leftSine(5, -20));
    const loudness = state.command({ type: 'finish', token: 1 })?.loudness;
    expect(loudness?.durationSec).toBeCloseTo(10, 1);
    expect(loudness?.integratedLufs).toBeCloseTo(-23, 1);
  });

  it('answers null for a token that is not measuring, and stops measuring at finish', () => {
    const state = createTapState(RATE);
    state.command({ type: 'start', token: 2 });
    feed(state, leftSine(2, -20));
    expect(state.command({ type: 'finish', token: 1 })).toEqual({
      type: 'measured',
      token: 1,
      loudness: null,
    });
    feed(state, leftSine(2, -20));
    expect(state.command({ type: 'finish', token: 2 })?.loudness).toBeNull();
  });

  it('starts over when started again (the element plays another song)', () => {
    const state = createTapState(RATE);
    state.command({ type: 'start', token: 1 });
    feed(state, leftSine(5, -6));
    state.command({ type: 'start', token: 2 });
    feed(state, leftSine(5, -26));
    expect(state.command({ type: 'finish', token: 2 })?.loudness?.integratedLufs).toBeCloseTo(
      -29,
      1,
    );
  });
});

describe('the loudness tap with more channels than BS.1770 weighs', () => {
  it('measures nothing of a 7.1 stream, and does not throw', () => {
    const state = createTapState(RATE);
    state.command({ type: 'start', token: 1 });
    const [left] = leftSine(1, -20);
    const eight = Array.from({ length: 8 }, () => left ?? new Float32Array(0));
    expect(() => feed(state, eight)).not.toThrow();
    expect(state.command({ type: 'finish', token: 1 })?.loudness).toBeNull();
  });
});
