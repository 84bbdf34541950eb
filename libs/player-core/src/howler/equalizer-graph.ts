import { EQ_FREQUENCIES, EQ_Q, type EqFrequency } from '../lib/equalizer/equalizer-bands';
import { effectiveGains, type EqualizerState } from '../lib/equalizer/equalizer-model';

/** The equalizer's Web Audio nodes: connect a source to `input` and `output` to the destination. */
export interface EqualizerGraph {
  /** Where the signal enters (a unity gain node). */
  readonly input: AudioNode;
  /** Where the equalized signal leaves (a unity gain node). */
  readonly output: AudioNode;
  /** The ten peaking filters, 31 Hz … 16 kHz, in chain order. */
  readonly filters: readonly BiquadFilterNode[];
  /** Puts the state's effective gains on the filters (0 dB everywhere while bypassed). */
  apply(state: EqualizerState): void;
  /** Disconnects every node; later calls of `apply` and `dispose` do nothing. */
  dispose(): void;
}

function createBand(context: BaseAudioContext, frequency: EqFrequency): BiquadFilterNode {
  const filter = context.createBiquadFilter();
  filter.type = 'peaking';
  filter.frequency.value = frequency;
  filter.Q.value = EQ_Q;
  filter.gain.value = 0;
  return filter;
}

/**
 * Builds the equalizer (spec §9): input → 31 Hz → 62 Hz → … → 16 kHz → output, ten `peaking`
 * biquads with Q 1 and 0 dB until {@link EqualizerGraph.apply} is called.
 *
 * Bypass keeps the chain connected and sets every gain to 0 dB: a peaking biquad at 0 dB is an
 * exact identity (its numerator equals its denominator), so bypass is transparent, and the graph
 * never rewires while audio plays (rewiring can click and races with the howler node it feeds).
 */
export function createEqualizerGraph(context: BaseAudioContext): EqualizerGraph {
  const input = context.createGain();
  const output = context.createGain();
  const bands = EQ_FREQUENCIES.map((frequency) => ({
    frequency,
    filter: createBand(context, frequency),
  }));
  const filters = bands.map((band) => band.filter);
  const chain: readonly AudioNode[] = [input, ...filters, output];
  chain.reduce((previous, next) => previous.connect(next));
  let disposed = false;

  return {
    input,
    output,
    filters,
    apply(state) {
      if (disposed) return;
      const gains = effectiveGains(state);
      for (const { frequency, filter } of bands) filter.gain.value = gains[frequency];
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const node of chain) node.disconnect();
    },
  };
}
