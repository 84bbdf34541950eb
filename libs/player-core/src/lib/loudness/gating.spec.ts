import {
  ABSOLUTE_GATE_LKFS,
  LOUDNESS_OFFSET_DB,
  RELATIVE_GATE_LU,
  gatedLoudness,
  loudnessOf,
} from './gating';

/** The mean square whose loudness is `lkfs`. */
const meanSquare = (lkfs: number): number => 10 ** ((lkfs - LOUDNESS_OFFSET_DB) / 10);

/** Sub-blocks of one sample each, at the given loudness levels. */
function subBlocks(levels: readonly number[]): [Float64Array, Float64Array, number] {
  return [
    Float64Array.from(levels, (level) => meanSquare(level)),
    new Float64Array(levels.length).fill(1),
    levels.length,
  ];
}

describe('gated loudness', () => {
  it('has the standard constants', () => {
    expect([LOUDNESS_OFFSET_DB, ABSOLUTE_GATE_LKFS, RELATIVE_GATE_LU]).toEqual([-0.691, -70, -10]);
    expect(loudnessOf(1)).toBe(-0.691);
    expect(loudnessOf(0)).toBe(-Infinity);
  });

  it('is null with fewer than four sub-blocks (no whole 400 ms block)', () => {
    expect(gatedLoudness(...subBlocks([-20, -20, -20]))).toBeNull();
    expect(gatedLoudness(...subBlocks([-20, -20, -20, -20]))).toBeCloseTo(-20, 9);
  });

  it('only counts the first `count` sub-blocks (the meter over-allocates)', () => {
    const [energies, samples] = subBlocks([-20, -20, -20, -20, -5, -5]);
    expect(gatedLoudness(energies, samples, 4)).toBeCloseTo(-20, 9);
  });

  it('drops blocks at or below −70 LKFS and is null when that leaves none', () => {
    expect(gatedLoudness(...subBlocks(Array(8).fill(-70.01)))).toBeNull();
    expect(gatedLoudness(...subBlocks(Array(8).fill(-69.99)))).toBeCloseTo(-69.99, 9);
    expect(gatedLoudness(...subBlocks(Array(8).fill(-Infinity)))).toBeNull();
    // 8 sub-blocks of silence then 8 at −30: the 5 silent blocks are gated out, the 3 mixed
    // ones (−36, −33, −31.2 LKFS) are not.
    const mixed = [...Array(8).fill(-Infinity), ...Array(8).fill(-30)];
    const expected = loudnessOf((meanSquare(-30) * (5 + 0.25 + 0.5 + 0.75)) / 8);
    expect(gatedLoudness(...subBlocks(mixed))).toBeCloseTo(expected, 9);
  });

  it('drops blocks more than 10 LU below the absolutely gated mean', () => {
    // 40 sub-blocks at −20 then 40 at −40: the mean of all 77 blocks is ≈ −23.0 LKFS, the
    // relative gate ≈ −33.0, so the 37 blocks at −40 go; the 37 at −20 stay, and so do the three
    // straddling the step (3/4, 1/2 and 1/4 of −20: ≈ −21.2, −23.0 and −25.9 LKFS).
    const levels = [...Array(40).fill(-20), ...Array(40).fill(-40)];
    const mix = (share: number): number => share * meanSquare(-20) + (1 - share) * meanSquare(-40);
    const kept = [...Array(37).fill(meanSquare(-20)), mix(0.75), mix(0.5), mix(0.25)];
    const expected = loudnessOf(kept.reduce((sum, ms) => sum + ms, 0) / kept.length);
    expect(gatedLoudness(...subBlocks(levels))).toBeCloseTo(expected, 9);
  });

  it('weighs each sub-block by the samples it holds (rates that are not a multiple of 10 Hz)', () => {
    const energies = Float64Array.of(2, 2, 2, 2);
    expect(gatedLoudness(energies, Float64Array.of(1, 2, 1, 2), 4)).toBeCloseTo(
      loudnessOf(8 / 6),
      12,
    );
  });
});
