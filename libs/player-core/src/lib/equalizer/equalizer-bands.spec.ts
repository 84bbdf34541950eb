import {
  EQ_BAND_GROUPS,
  EQ_BAND_GROUP_NAMES,
  EQ_DEFAULT_GAIN_DB,
  EQ_FREQUENCIES,
  EQ_GAIN_LIMIT_DB,
  EQ_Q,
  buildGains,
  clampGain,
  flatGains,
  isEqBandGroup,
  isEqFrequency,
  sameGains,
} from './equalizer-bands';

describe('equalizer bands', () => {
  it('has the ten spec frequencies, Q 1 and a 0 dB default', () => {
    expect(EQ_FREQUENCIES).toEqual([31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000]);
    expect(EQ_Q).toBe(1);
    expect(EQ_DEFAULT_GAIN_DB).toBe(0);
    expect(EQ_GAIN_LIMIT_DB).toBe(12);
  });

  it('groups every band into exactly one of bass, midrange and treble, low to high', () => {
    expect(EQ_BAND_GROUP_NAMES).toEqual(['bass', 'midrange', 'treble']);
    const grouped = EQ_BAND_GROUP_NAMES.flatMap((group) => [...EQ_BAND_GROUPS[group]]);
    expect(grouped).toEqual([...EQ_FREQUENCIES]);
  });

  it.each([
    [0, 0],
    [5.5, 5.5],
    [-12, -12],
    [12.5, 12],
    [-40, -12],
    [Infinity, 12],
    [-Infinity, -12],
    [Number.NaN, 0],
  ])('clamps %p dB to %p dB', (gain, expected) => {
    expect(clampGain(gain)).toBe(expected);
  });

  it('turns -0 into 0 and a non-number into the default', () => {
    expect(Object.is(clampGain(-0), 0)).toBe(true);
    expect(clampGain('3' as unknown as number)).toBe(0);
  });

  it('recognises frequencies and groups', () => {
    expect(isEqFrequency(1000)).toBe(true);
    expect(isEqFrequency(1001)).toBe(false);
    expect(isEqFrequency('1000')).toBe(false);
    expect(isEqBandGroup('treble')).toBe(true);
    expect(isEqBandGroup('presence')).toBe(false);
  });

  it('builds, flattens and compares curves', () => {
    const ramp = buildGains((_frequency, index) => index * 2);
    expect(ramp[31]).toBe(0);
    expect(ramp[16000]).toBe(12);
    expect(buildGains(() => 99)[500]).toBe(12);
    expect(Object.values(flatGains())).toEqual(Array(10).fill(0));
    expect(
      sameGains(
        ramp,
        buildGains((_frequency, index) => index * 2),
      ),
    ).toBe(true);
    expect(sameGains(ramp, flatGains())).toBe(false);
  });
});
