import type { Page } from '@playwright/test';

/**
 * Listens to what the app sends to the speakers, without a hook in the app: before any page
 * script runs, `AudioNode.connect` is wrapped so that whatever connects to a destination goes
 * through an analyser first, and each media element source also feeds a second analyser (the
 * signal before the equalizer). The app's own graph is unchanged apart from these taps.
 */
export async function installAudioTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Tapped = BaseAudioContext & { czOut?: AnalyserNode; czIn?: AnalyserNode };
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    const analyser = (context: BaseAudioContext) => {
      const node = context.createAnalyser();
      node.fftSize = 16384;
      node.smoothingTimeConstant = 0;
      return node;
    };
    (AudioNode.prototype as { connect: unknown }).connect = function tapped(
      this: AudioNode,
      ...args: unknown[]
    ) {
      const [target] = args;
      const context = this.context as Tapped;
      if (this instanceof MediaElementAudioSourceNode) {
        context.czIn ??= analyser(context);
        connect.call(this, context.czIn);
      }
      if (target instanceof AudioDestinationNode && this !== context.czOut) {
        if (!context.czOut) {
          context.czOut = analyser(context);
          connect.call(context.czOut, target);
        }
        return connect.call(this, context.czOut, ...args.slice(1));
      }
      return connect.apply(this, args);
    };
    const contexts: Tapped[] = [];
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        contexts.push(this);
      }
    };
    (window as unknown as { czTapContexts: Tapped[] }).czTapContexts = contexts;
  });
}

/** One reading of the tap around a frequency. */
export interface SpectrumReading {
  /** The strongest frequency coming out, Hz. */
  peakHz: number;
  /** Level out of the equalizer at `hz`, dB (mean of the reads). */
  outDb: number;
  /** Out minus in at `hz`, dB: what the equalizer does there, whatever the song's own swell. */
  gainDb: number;
}

/** Reads the tap `reads` times, `gapMs` apart, around `hz` (±3 bins). */
export function readSpectrum(
  page: Page,
  hz: number,
  reads = 8,
  gapMs = 60,
): Promise<SpectrumReading> {
  return page.evaluate(
    async ({ hz, reads, gapMs }) => {
      type Tapped = BaseAudioContext & { czOut?: AnalyserNode; czIn?: AnalyserNode };
      const contexts = (window as unknown as { czTapContexts: Tapped[] }).czTapContexts;
      const context = contexts.find((candidate) => candidate.czOut && candidate.czIn);
      if (!context?.czOut || !context.czIn) throw new Error('no audio reached the speakers yet');
      const { czOut: out, czIn: input } = context;
      const bin = Math.round((hz * out.fftSize) / context.sampleRate);
      const around = (spectrum: Float32Array) => {
        let best = -Infinity;
        for (let i = bin - 3; i <= bin + 3; i += 1) best = Math.max(best, spectrum[i] ?? -Infinity);
        return best;
      };
      const outSpectrum = new Float32Array(out.frequencyBinCount);
      const inSpectrum = new Float32Array(input.frequencyBinCount);
      const outs: number[] = [];
      const gains: number[] = [];
      for (let read = 0; read < reads; read += 1) {
        if (read > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        out.getFloatFrequencyData(outSpectrum);
        input.getFloatFrequencyData(inSpectrum);
        outs.push(around(outSpectrum));
        gains.push(around(outSpectrum) - around(inSpectrum));
      }
      let peak = 0;
      outSpectrum.forEach((level, index) => {
        if (level > (outSpectrum[peak] ?? -Infinity)) peak = index;
      });
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      return {
        peakHz: (peak * context.sampleRate) / out.fftSize,
        outDb: mean(outs),
        gainDb: mean(gains),
      };
    },
    { hz, reads, gapMs },
  );
}
