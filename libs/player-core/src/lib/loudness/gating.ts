/**
 * The gated integration of BS.1770-4 §2 / EBU Tech 3341, on 100 ms sub-blocks: a gating block is
 * 400 ms with 75 % overlap, i.e. four consecutive sub-blocks, one sub-block apart. Keeping the
 * sub-block sums (not the blocks) lets the meter filter every sample once and still build every
 * overlapping block exactly.
 */

/** The constant of the loudness formula: it makes a 997 Hz 0 dBFS sine in one channel −3.01 LKFS. */
export const LOUDNESS_OFFSET_DB = -0.691;

/** Blocks quieter than this (in LKFS) are never part of the integrated loudness. */
export const ABSOLUTE_GATE_LKFS = -70;

/** Blocks more than this many LU below the absolutely gated mean are left out as well. */
export const RELATIVE_GATE_LU = -10;

/** Sub-blocks (of 100 ms) per 400 ms gating block. */
export const SUB_BLOCKS_PER_BLOCK = 4;

/** The loudness in LKFS of a weighted mean square Σ G_i·z_i (−Infinity for silence). */
export function loudnessOf(weightedMeanSquare: number): number {
  return LOUDNESS_OFFSET_DB + 10 * Math.log10(weightedMeanSquare);
}

/** The weighted mean square whose loudness is `lkfs` (the inverse of {@link loudnessOf}). */
function meanSquareOf(lkfs: number): number {
  return 10 ** ((lkfs - LOUDNESS_OFFSET_DB) / 10);
}

const ABSOLUTE_GATE_MEAN_SQUARE = meanSquareOf(ABSOLUTE_GATE_LKFS);
const RELATIVE_GATE_RATIO = 10 ** (RELATIVE_GATE_LU / 10);

/**
 * The integrated loudness in LKFS (= LUFS) of the first `count` sub-blocks, or null when no block
 * passes the gates: input shorter than one 400 ms block, or every block at or below −70 LKFS
 * (digital silence). null rather than −Infinity so the result survives JSON and structured
 * clones unchanged and "nothing to measure" cannot be mistaken for a level.
 *
 * @param energies Per sub-block, Σ over channels of G_i · Σ y_i[n]² (K-weighted samples).
 * @param samples Per sub-block, the samples per channel it holds (its length varies by one when
 *   the rate is not a multiple of 10 Hz).
 */
export function gatedLoudness(
  energies: ArrayLike<number>,
  samples: ArrayLike<number>,
  count: number,
): number | null {
  const blockCount = count - SUB_BLOCKS_PER_BLOCK + 1;
  if (blockCount <= 0) return null;
  const blocks = new Float64Array(blockCount);
  for (let j = 0; j < blockCount; j++) {
    let energy = 0;
    let length = 0;
    for (let i = j; i < j + SUB_BLOCKS_PER_BLOCK; i++) {
      energy += energies[i] ?? 0;
      length += samples[i] ?? 0;
    }
    blocks[j] = length > 0 ? energy / length : 0;
  }
  // Gates compare mean squares, not loudness: the same inequalities without a log per block.
  const absolute = meanAbove(blocks, ABSOLUTE_GATE_MEAN_SQUARE);
  if (absolute === null) return null;
  const relative = meanAbove(
    blocks,
    Math.max(ABSOLUTE_GATE_MEAN_SQUARE, absolute * RELATIVE_GATE_RATIO),
  );
  return relative === null ? null : loudnessOf(relative);
}

/** The mean of the blocks strictly above `threshold` (the standard's "l_j > Γ"), null if none. */
function meanAbove(blocks: Float64Array, threshold: number): number | null {
  let sum = 0;
  let kept = 0;
  for (const block of blocks) {
    if (block > threshold) {
      sum += block;
      kept++;
    }
  }
  return kept === 0 ? null : sum / kept;
}
