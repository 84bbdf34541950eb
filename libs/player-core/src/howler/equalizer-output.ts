import type { AudioEngine } from '../lib/engine/audio-engine';
import type { ElementGainPort, LoudnessMeasurePort } from '../lib/engine/element-gain';
import type { EqualizerController } from '../lib/equalizer/equalizer-controller';
import { routeDecodedSounds } from './decoded-sound';
import { createEqualizerGraph, type EqualizerGraph } from './equalizer-graph';
import { audioContextOnDemand, mediaElementOf } from './howler-sound-factory';
import { createLoudnessTaps, type LoudnessTaps } from './loudness-taps';

/** The app's taps: the worklet module bundled by Vite, loaded when a song is first measured. */
const appLoudnessTaps = (context: AudioContext) =>
  createLoudnessTaps(context, () =>
    import('./loudness-tap-url').then((module) => module.LOUDNESS_TAP_URL),
  );

/** Seconds over which a changed factor settles on a playing song: no click, no audible step. */
const GAIN_CHANGE_TIME_CONSTANT_SEC = 0.05;

/** Options of {@link connectEqualizerOutput}. */
export interface EqualizerOutputOptions {
  engine: Pick<AudioEngine, 'subscribe' | 'currentSound'>;
  equalizer: Pick<EqualizerController, 'getSnapshot' | 'subscribe'>;
  /**
   * The context the sounds play on: howler's (made when the first sound plays), which the engine
   * suspends and resumes.
   */
  context?: () => AudioContext | null;
  /** Told once when the graph cannot be built (no Web Audio): playback goes on unequalized. */
  onUnavailable?: (error: unknown) => void;
  /** Each song's gain ahead of the equalizer; absent, every song passes at unity. */
  gain?: ElementGainPort;
  /** Songs to measure while they play, and where their measures go; absent, none is. */
  measure?: LoudnessMeasurePort;
  /** The taps that measure (the app's AudioWorklet by default; a spec passes its own). */
  taps?: (context: AudioContext) => LoudnessTaps;
}

/**
 * Routes every sound the engine plays through the equalizer: media element → its own gain
 * (the song's loudness normalisation) → ten peaking filters → speakers, on howler's
 * AudioContext. Each element is wired once (a media element can feed only one source node;
 * howler reuses its pooled elements), when it starts playing; its gain is set again each time
 * it starts playing (a pooled element may now play another song) and when the factors change;
 * the filters follow the equalizer's state. A song the measure port asks for is measured by a
 * tap on its element's source (before its gain: the song as it is) from its start until another
 * song plays or it ends, and the measure goes back to the port. Returns the function that
 * unwires it.
 */
export function connectEqualizerOutput(options: EqualizerOutputOptions): () => void {
  const contextOf = options.context ?? audioContextOnDemand;
  const stages = new WeakMap<HTMLMediaElement, { source: AudioNode; gain: GainNode }>();
  // The elements measuring now, with the URL each is measuring.
  const measuring = new Map<HTMLMediaElement, string>();
  let taps: LoudnessTaps | null = null;
  const srcOf = (element: HTMLMediaElement) => element.currentSrc || element.src;
  const factorFor = (src: string) => options.gain?.factorFor(src) ?? 1;
  const factorOf = (element: HTMLMediaElement) => factorFor(srcOf(element));
  let graph: EqualizerGraph | null = null;
  let failed = false;

  const graphOn = (context: AudioContext): EqualizerGraph => {
    if (graph) return graph;
    const built = createEqualizerGraph(context);
    built.output.connect(context.destination);
    built.apply(options.equalizer.getSnapshot());
    graph = built;
    return built;
  };

  // The equalizer's input, or the speakers once the graph could not be built.
  const equalizerInputOn = (context: AudioContext): AudioNode => {
    if (!failed) {
      try {
        return graphOn(context).input;
      } catch (error) {
        failed = true;
        options.onUnavailable?.(error);
      }
    }
    return context.destination;
  };

  const currentElement = () => {
    const sound = options.engine.currentSound();
    return sound ? mediaElementOf(sound) : null;
  };

  const wireCurrent = () => {
    if (failed) return;
    const element = currentElement();
    const context = contextOf();
    if (!element || !context) return;
    const wired = stages.get(element);
    if (wired) {
      wired.gain.gain.value = factorOf(element);
    } else {
      try {
        const gain = context.createGain();
        gain.gain.value = factorOf(element);
        const source = context.createMediaElementSource(element);
        source.connect(gain).connect(graphOn(context).input);
        stages.set(element, { source, gain });
      } catch (error) {
        failed = true;
        options.onUnavailable?.(error);
        return;
      }
    }
    measureCurrent(element, context);
  };

  const finishMeasure = (element: HTMLMediaElement, src: string) => {
    measuring.delete(element);
    void taps?.finish(element).then((loudness) => {
      if (loudness) options.measure?.measured(src, loudness);
    });
  };

  // Whatever else was measuring stopped playing (another song is current): its measure is done.
  const measureCurrent = (element: HTMLMediaElement, context: AudioContext) => {
    const src = srcOf(element);
    for (const [other, measured] of [...measuring]) {
      if (other !== element || measured !== src) finishMeasure(other, measured);
    }
    const stage = stages.get(element);
    if (!options.measure || !stage || measuring.has(element) || !options.measure.wants(src)) {
      return;
    }
    taps ??= (options.taps ?? appLoudnessTaps)(context);
    taps.start(element, stage.source);
    measuring.set(element, src);
  };

  // Decoded sounds (gapless runs) are wired when they are made: a chained one starts on the
  // audio clock before the engine reports it. They get their song's gain too; their songs come
  // from NetEase's albums, which carry it, so none is measured.
  const decodedStages = new Map<AudioNode, { gain: GainNode; src: string }>();
  const stopRouting = routeDecodedSounds((output, src) => {
    const context = output.context as AudioContext;
    const gain = context.createGain();
    gain.gain.value = factorFor(src);
    output.connect(gain).connect(equalizerInputOn(context));
    decodedStages.set(output, { gain, src });
    return () => {
      gain.disconnect();
      decodedStages.delete(output);
    };
  });

  const glide = (gain: GainNode, factor: number) =>
    gain.gain.setTargetAtTime(factor, gain.context.currentTime, GAIN_CHANGE_TIME_CONSTANT_SEC);

  // The playing element's gain, and every decoded sound's (a chained one may start any moment).
  const refreshGain = () => {
    for (const { gain, src } of decodedStages.values()) {
      glide(gain, factorFor(src));
    }
    const element = currentElement();
    const stage = element ? stages.get(element) : undefined;
    if (element && stage) glide(stage.gain, factorOf(element));
  };

  const stopEngine = options.engine.subscribe((event) => {
    if (event.type === 'playing') wireCurrent();
    if (event.type === 'ended') {
      for (const [element, src] of [...measuring]) finishMeasure(element, src);
    }
  });
  const stopEqualizer = options.equalizer.subscribe(() =>
    graph?.apply(options.equalizer.getSnapshot()),
  );
  const stopGain = options.gain?.subscribe(refreshGain);
  return () => {
    stopRouting();
    stopEngine();
    stopEqualizer();
    stopGain?.();
    graph?.dispose();
    graph = null;
  };
}
