// The AudioWorklet module of the loudness tap: it runs on the audio rendering thread, never on
// the page's main thread, and is loaded by URL (see loudness-tap-url.ts), not imported.
import { createTapState, LOUDNESS_TAP_PROCESSOR, type TapCommand } from './loudness-tap.state';

/** The parts of AudioWorkletGlobalScope this module uses (TypeScript ships no types for it). */
interface WorkletScope {
  sampleRate: number;
  AudioWorkletProcessor: new () => { readonly port: MessagePort };
  registerProcessor(name: string, processor: unknown): void;
}

const scope = globalThis as unknown as WorkletScope;

class LoudnessTapProcessor extends scope.AudioWorkletProcessor {
  private readonly state = createTapState(scope.sampleRate);

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<TapCommand>) => {
      const report = this.state.command(event.data);
      if (report) this.port.postMessage(report);
    };
  }

  process(inputs: Float32Array[][]): boolean {
    this.state.process(inputs[0] ?? []);
    // Alive as long as its node is: the element may start another song.
    return true;
  }
}

scope.registerProcessor(LOUDNESS_TAP_PROCESSOR, LoudnessTapProcessor);
