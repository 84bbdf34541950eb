import type { AudioEngine } from '../lib/engine/audio-engine';
import type { EqualizerController } from '../lib/equalizer/equalizer-controller';
import { createEqualizerGraph, type EqualizerGraph } from './equalizer-graph';
import { audioContextOnDemand, mediaElementOf } from './howler-sound-factory';

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
}

/**
 * Routes every sound the engine plays through the equalizer: media element → ten peaking
 * filters → speakers, on howler's AudioContext. Each element is wired once (a media element can
 * feed only one source node; howler reuses its pooled elements), when it starts playing; the
 * filters follow the equalizer's state. Returns the function that unwires it.
 */
export function connectEqualizerOutput(options: EqualizerOutputOptions): () => void {
  const contextOf = options.context ?? audioContextOnDemand;
  const wired = new WeakSet<HTMLMediaElement>();
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

  const wireCurrent = () => {
    if (failed) return;
    const sound = options.engine.currentSound();
    const element = sound ? mediaElementOf(sound) : null;
    const context = contextOf();
    if (!element || !context || wired.has(element)) return;
    try {
      context.createMediaElementSource(element).connect(graphOn(context).input);
      wired.add(element);
    } catch (error) {
      failed = true;
      options.onUnavailable?.(error);
    }
  };

  const stopEngine = options.engine.subscribe((event) => {
    if (event.type === 'playing') wireCurrent();
  });
  const stopEqualizer = options.equalizer.subscribe(() =>
    graph?.apply(options.equalizer.getSnapshot()),
  );
  return () => {
    stopEngine();
    stopEqualizer();
    graph?.dispose();
    graph = null;
  };
}
