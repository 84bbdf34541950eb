import { MAX_LOUDNESS_CHANNELS, SURROUND_CHANNEL_WEIGHT, channelWeights } from './channel-weights';
import { createLoudnessMeter, measureLoudness } from './loudness-meter';
import { pseudoMusic, silence, sine } from './loudness.spec-fixtures';

const RATE = 48_000;

describe('channel weights', () => {
  it('weigh mono and front channels 1, surrounds 1.41, and leave the LFE out', () => {
    expect(channelWeights(1)).toEqual([1]);
    expect(channelWeights(2)).toEqual([1, 1]);
    expect(channelWeights(3)).toEqual([1, 1, 1]);
    expect(channelWeights(4)).toEqual([1, 1, 1.41, 1.41]);
    expect(channelWeights(5)).toEqual([1, 1, 1, 1.41, 1.41]);
    expect(channelWeights(6)).toEqual([1, 1, 1, 0, 1.41, 1.41]);
  });

  it.each([0, 7, 1.5])('refuse %p channels', (count) => {
    expect(() => channelWeights(count)).toThrow(RangeError);
  });
});

describe('measureLoudness', () => {
  const tone = sine(997, -20, 5, RATE);
  const quiet = silence(5, RATE);
  const loudness = (channels: Float32Array[]): number =>
    measureLoudness(channels, RATE).integratedLufs ?? Number.NaN;

  it('treats mono as one channel of weight 1 (so it reads as that channel of a stereo pair)', () => {
    expect(loudness([tone])).toBeCloseTo(loudness([tone, quiet]), 10);
  });

  it('adds a surround channel of 5.1 at +1.5 dB and ignores the LFE', () => {
    const front = loudness([tone, quiet, quiet, quiet, quiet, quiet]);
    const surround = loudness([quiet, quiet, quiet, quiet, tone, quiet]);
    expect(surround - front).toBeCloseTo(10 * Math.log10(SURROUND_CHANNEL_WEIGHT), 10);
    const lfeOnly = measureLoudness([quiet, quiet, quiet, tone, quiet, quiet], RATE);
    expect(lfeOnly.integratedLufs).toBeNull();
    expect(lfeOnly.samplePeak).toBeCloseTo(0.1, 6); // the LFE still counts for clipping
    expect(MAX_LOUDNESS_CHANNELS).toBe(6);
  });

  it('reports the sample peak over all channels, unfiltered, and the duration', () => {
    const left = sine(997, -6, 2, RATE);
    const right = sine(997, -12, 2, RATE);
    right[100] = -0.75;
    const measured = measureLoudness([left, right], RATE);
    expect(measured.samplePeak).toBe(0.75);
    expect(measured.durationSec).toBe(2);
  });

  it('is null for silence and for less than one 400 ms block, with the peak still measured', () => {
    expect(measureLoudness([quiet, quiet], RATE)).toEqual({
      integratedLufs: null,
      samplePeak: 0,
      durationSec: 5,
    });
    const short = sine(997, 0, 0.4, 44_100).subarray(0, 17_639); // one sample short of 400 ms
    expect(measureLoudness([short], 44_100).integratedLufs).toBeNull();
    expect(measureLoudness([short], 44_100).samplePeak).toBeGreaterThan(0.99);
    const enough = sine(997, 0, 0.4, 44_100);
    expect(measureLoudness([enough], 44_100).integratedLufs).not.toBeNull();
  });

  it('keeps 100 ms sub-blocks at a rate that is not a multiple of 10 Hz (11.025 kHz)', () => {
    // Sub-blocks of 1103 and 1102 samples: 4410 samples make exactly one 400 ms block.
    const block = sine(997, 0, 0.4, 11_025);
    expect(block.length).toBe(4410);
    expect(measureLoudness([block], 11_025).integratedLufs).not.toBeNull();
    expect(measureLoudness([block.subarray(1)], 11_025).integratedLufs).toBeNull();
  });

  it('refuses what it cannot measure', () => {
    expect(() => measureLoudness([], RATE)).toThrow(RangeError);
    expect(() => measureLoudness([tone, tone.subarray(1)], RATE)).toThrow(/same length/);
    expect(() => measureLoudness([tone], 4_000)).toThrow(RangeError);
    const broken = tone.slice();
    broken[1000] = Number.NaN;
    expect(() => measureLoudness([broken], RATE)).toThrow(/non-finite/);
    broken[1000] = Infinity;
    expect(() => measureLoudness([broken], RATE)).toThrow(/non-finite/);
    const wrongType = [new Float64Array(10)] as unknown as Float32Array[];
    expect(() => measureLoudness(wrongType, RATE)).toThrow(/Float32Array/);
  });
});

describe('createLoudnessMeter', () => {
  const left = pseudoMusic(6, 44_100, 1);
  const right = pseudoMusic(6, 44_100, 2);

  it('gives the same result pushed in uneven chunks as measured at once', () => {
    const whole = measureLoudness([left, right], 44_100);
    const meter = createLoudnessMeter(2, 44_100);
    let offset = 0;
    for (const size of [0, 1, 777, 4410, 4409, 12_345, 100_000]) {
      meter.push([left.subarray(offset, offset + size), right.subarray(offset, offset + size)]);
      offset += size;
    }
    meter.push([left.subarray(offset), right.subarray(offset)]);
    const chunked = meter.finish();
    expect(chunked.integratedLufs).toBeCloseTo(whole.integratedLufs ?? Number.NaN, 9);
    expect(chunked.samplePeak).toBe(whole.samplePeak);
    expect(chunked.durationSec).toBe(6);
    expect(whole.integratedLufs).toBeGreaterThan(-30);
  });

  it('grows past its first allocation (a long song has thousands of sub-blocks)', () => {
    const meter = createLoudnessMeter(1, 8_000);
    const second = sine(997, -20, 1, 8_000);
    for (let i = 0; i < 30; i++) meter.push([second]);
    expect(meter.finish().durationSec).toBe(30);
  });

  it('refuses a chunk of the wrong shape and any chunk after finish', () => {
    const meter = createLoudnessMeter(2, 44_100);
    expect(() => meter.push([left])).toThrow(/expected 2 channels/);
    meter.push([left, right]);
    meter.finish();
    expect(() => meter.push([left, right])).toThrow(/finished/);
  });
});
