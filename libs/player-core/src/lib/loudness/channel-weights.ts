/**
 * BS.1770-4 channel weights (the G_i of the loudness sum) by channel count, for the layouts a
 * decoder hands over in the usual (WAVE / Web Audio) order.
 */

/** The weight of the surround channels: +1.5 dB, as BS.1770-4 tabulates it (1.41, not 10^0.15). */
export const SURROUND_CHANNEL_WEIGHT = 1.41;

/** The most channels the meter accepts (5.1); beyond that the order is not standard enough. */
export const MAX_LOUDNESS_CHANNELS = 6;

const S = SURROUND_CHANNEL_WEIGHT;

/**
 * Weights per channel count. Front channels (L, R, C) and mono weigh 1, the LFE channel is left
 * out (weight 0, as BS.1770 excludes it), the surround pair weighs 1.41. Orders:
 * 1 mono; 2 L R; 3 L R C; 4 L R Ls Rs (quad); 5 L R C Ls Rs; 6 L R C LFE Ls Rs (5.1).
 */
const WEIGHTS: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [1, 1],
  3: [1, 1, 1],
  4: [1, 1, S, S],
  5: [1, 1, 1, S, S],
  6: [1, 1, 1, 0, S, S],
};

/**
 * The BS.1770-4 weight of each channel for `channelCount` channels (see the layouts above).
 *
 * @throws RangeError for a count outside 1…{@link MAX_LOUDNESS_CHANNELS}.
 */
export function channelWeights(channelCount: number): readonly number[] {
  const weights = WEIGHTS[channelCount];
  if (weights === undefined) {
    throw new RangeError(
      `${String(channelCount)} channels: the loudness meter takes 1 to ${String(MAX_LOUDNESS_CHANNELS)}`,
    );
  }
  return weights;
}
