import { channelWeights } from './channel-weights';
import { gatedLoudness } from './gating';
import { isFloat32Array } from './typed-array-tags';
import { createKWeightingFilter, type KWeightingFilter } from './k-weighting-filter';

/** What the meter reports for one piece of audio. */
export interface LoudnessMeasurement {
  /**
   * BS.1770-4 integrated loudness in LUFS, or null when no 400 ms block passes the gates (less
   * than 400 ms of audio, or nothing above −70 LUFS): such audio gets no normalisation.
   */
  readonly integratedLufs: number | null;
  /** The largest absolute sample value over all channels, linear (1 = full scale), unfiltered. */
  readonly samplePeak: number;
  /** The audio's length in seconds (samples per channel / rate). */
  readonly durationSec: number;
}

/** An incremental meter: push decoded chunks in order, then finish once. */
export interface LoudnessMeter {
  /**
   * Measures the next chunk: one array per channel, all of one length (any length, 0 included);
   * the filters and the 100 ms sub-blocks carry over from chunk to chunk.
   *
   * @throws Error when the channel count or lengths do not match, or after `finish`.
   */
  push(channels: readonly Float32Array[]): void;
  /**
   * The measurement of everything pushed. A trailing partial 100 ms sub-block counts towards the
   * peak and duration only (the standard integrates whole blocks). The meter takes no more audio.
   *
   * @throws Error when the audio held non-finite samples (NaN, ±Infinity).
   */
  finish(): LoudnessMeasurement;
}

/** The length of a sub-block (a quarter of a gating block, the blocks' step) in seconds. */
const SUB_BLOCK_SEC = 0.1;

/**
 * A meter for `channelCount` channels at `sampleRate` Hz (weights as in `channelWeights`).
 * Each sample is filtered once; squares are summed per 100 ms sub-block, and the overlapping
 * 400 ms blocks are built from those sums at the end, so memory grows by two numbers per 100 ms.
 *
 * @throws RangeError for a channel count or rate the meter does not take.
 */
export function createLoudnessMeter(channelCount: number, sampleRate: number): LoudnessMeter {
  const weights = channelWeights(channelCount);
  // Every channel is filtered, the LFE too (weight 0): its samples still count for the peak, and
  // one code path for all channels is simpler than skipping it.
  const filters: KWeightingFilter[] = weights.map(() => createKWeightingFilter(sampleRate));
  let energies: Float64Array = new Float64Array(64);
  let lengths: Float64Array = new Float64Array(64);
  let subBlocks = 0;
  let energy = 0;
  let total = 0;
  // Sub-block k ends at sample round((k + 1)·rate/10): exact at rates that are multiples of 10 Hz,
  // within one sample of 100 ms at any other, with no drift over a long song.
  let subBlockStart = 0;
  let subBlockEnd = Math.round(sampleRate * SUB_BLOCK_SEC);
  let nonFinite = false;
  let finished = false;

  const closeSubBlock = (): void => {
    if (subBlocks === energies.length) {
      energies = grow(energies);
      lengths = grow(lengths);
    }
    energies[subBlocks] = energy;
    lengths[subBlocks] = subBlockEnd - subBlockStart;
    subBlocks++;
    energy = 0;
    subBlockStart = subBlockEnd;
    subBlockEnd = Math.round((subBlocks + 1) * sampleRate * SUB_BLOCK_SEC);
  };

  return {
    push(channels) {
      if (finished) throw new Error('the loudness meter has finished');
      const length = checkChunk(channels, channelCount);
      let offset = 0;
      while (offset < length) {
        const end = Math.min(length, offset + (subBlockEnd - total));
        for (let c = 0; c < channelCount; c++) {
          const filter = filters[c];
          const channel = channels[c];
          if (filter && channel) {
            const channelEnergy = filter.energy(channel, offset, end);
            if (!Number.isFinite(channelEnergy)) nonFinite = true;
            energy += (weights[c] ?? 0) * channelEnergy;
          }
        }
        total += end - offset;
        offset = end;
        if (total === subBlockEnd) closeSubBlock();
      }
    },
    finish() {
      finished = true;
      if (nonFinite) throw new Error('the audio holds non-finite samples');
      return {
        integratedLufs: gatedLoudness(energies, lengths, subBlocks),
        samplePeak: Math.max(0, ...filters.map((filter) => filter.peak())),
        durationSec: total / sampleRate,
      };
    },
  };
}

/**
 * Measures a whole decoded song at once: one Float32Array per channel (mono, stereo, … 5.1 in
 * L R C LFE Ls Rs order), all of one length, at `sampleRate` Hz.
 *
 * @throws RangeError / Error for an unsupported channel count or rate, mismatched lengths or
 *   non-finite samples.
 */
export function measureLoudness(
  channels: readonly Float32Array[],
  sampleRate: number,
): LoudnessMeasurement {
  const meter = createLoudnessMeter(channels.length, sampleRate);
  meter.push(channels);
  return meter.finish();
}

/** The chunk's length per channel, after checking it has the meter's shape. */
function checkChunk(channels: readonly Float32Array[], channelCount: number): number {
  if (channels.length !== channelCount) {
    throw new Error(`expected ${String(channelCount)} channels, got ${String(channels.length)}`);
  }
  const length = channels[0]?.length ?? 0;
  for (const channel of channels) {
    if (!isFloat32Array(channel)) throw new Error('every channel must be a Float32Array');
    if (channel.length !== length) throw new Error('all channels must have the same length');
  }
  return length;
}

/** A copy of `array` with twice the room. */
function grow(array: Float64Array): Float64Array {
  const larger = new Float64Array(array.length * 2);
  larger.set(array);
  return larger;
}
