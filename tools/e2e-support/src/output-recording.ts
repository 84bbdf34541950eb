/**
 * An init script, run before the app: whatever the app connects to the speakers goes through a
 * recorder first (`AudioNode.connect` wrapped; the app's graph is otherwise unchanged), which
 * passes the signal on untouched and, between `czRecorder.start()` and `czRecorder.stop()`,
 * keeps a copy of each channel. `stop()` answers each channel's samples as base64 of its
 * little-endian float32 bytes, and the context's sample rate. A ScriptProcessorNode, deprecated
 * but kept by Chromium, because the page's CSP allows no worklet module of the bench's own.
 */
export const OUTPUT_RECORDER_SCRIPT = `(() => {
  const connect = AudioNode.prototype.connect;
  const recorders = new WeakMap();
  const state = { recording: false, chunks: [[], []], sampleRate: 0 };
  const recorderOf = (context, destination) => {
    let node = recorders.get(context);
    if (!node) {
      node = context.createScriptProcessor(4096, 2, 2);
      node.onaudioprocess = (event) => {
        for (let c = 0; c < 2; c += 1) {
          const input = event.inputBuffer.getChannelData(Math.min(c, event.inputBuffer.numberOfChannels - 1));
          event.outputBuffer.getChannelData(c).set(input);
          if (state.recording) state.chunks[c].push(new Float32Array(input));
        }
      };
      connect.call(node, destination);
      recorders.set(context, node);
      state.sampleRate = context.sampleRate;
    }
    return node;
  };
  AudioNode.prototype.connect = function (target, ...rest) {
    if (target instanceof AudioDestinationNode && !(this instanceof ScriptProcessorNode)) {
      return connect.call(this, recorderOf(this.context, target), ...rest);
    }
    return connect.call(this, target, ...rest);
  };
  const base64Of = (chunks) => {
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const all = new Float32Array(length);
    let at = 0;
    for (const chunk of chunks) { all.set(chunk, at); at += chunk.length; }
    const bytes = new Uint8Array(all.buffer);
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  window.czRecorder = {
    start() { state.chunks = [[], []]; state.recording = true; },
    stop() {
      state.recording = false;
      return { sampleRate: state.sampleRate, channels: state.chunks.map(base64Of) };
    },
  };
})();`;

/** What `czRecorder.stop()` answers. */
export interface RecordedOutput {
  sampleRate: number;
  /** Each channel's float32 samples, little-endian, base64. */
  channels: string[];
}

/** The recorded channels as Float32Arrays. */
export function decodeRecording(recorded: RecordedOutput): Float32Array[] {
  return recorded.channels.map((text) => {
    const bytes = Buffer.from(text, 'base64');
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  });
}

/** The faults found in a recording of one continuous tone. */
export interface ToneFaults {
  /** The longest stretch of silence, dip or discontinuity, in milliseconds (0: none). */
  longestMs: number;
  /** Where it starts, in seconds from the recording's start (NaN when there is none). */
  atSec: number;
  /** The tone's level: the median of its 5 ms peaks. */
  level: number;
}

/**
 * Finds where a recorded tone (a sine, at most a few kHz, steady in level: the simulator's
 * gapless album) breaks: a millisecond is faulty when the largest sample within 2 ms of it is
 * under half the tone's level (silence, a gap, a dip) or when its second difference jumps past
 * a fifth of the level (a click: a clean sine's second difference stays under level × ω², about
 * 0.014 of it at 900 Hz and 48 kHz). Faulty milliseconds at most 2 ms apart count as one fault;
 * the first and last 10 ms are not judged (the recording's own edges).
 */
export function toneFaults(samples: Float32Array, sampleRate: number): ToneFaults {
  const blockSize = Math.max(1, Math.round(sampleRate / 1000));
  const blocks = Math.floor(samples.length / blockSize);
  const peaks = new Float32Array(blocks);
  const jumps = new Float32Array(blocks);
  for (let block = 0; block < blocks; block += 1) {
    let peak = 0;
    let jump = 0;
    for (let i = block * blockSize; i < (block + 1) * blockSize; i += 1) {
      const sample = samples[i] ?? 0;
      peak = Math.max(peak, Math.abs(sample));
      if (i > 0 && i + 1 < samples.length) {
        const second = (samples[i + 1] ?? 0) - 2 * sample + (samples[i - 1] ?? 0);
        jump = Math.max(jump, Math.abs(second));
      }
    }
    peaks[block] = peak;
    jumps[block] = jump;
  }
  const envelope = Float32Array.from(peaks, (_, block) => {
    let peak = 0;
    for (let near = block - 2; near <= block + 2; near += 1)
      peak = Math.max(peak, peaks[near] ?? 0);
    return peak;
  });
  const level = [...envelope].sort((a, b) => a - b)[Math.floor(blocks / 2)] ?? 0;
  let longest = { length: 0, start: Number.NaN };
  let run: { start: number; end: number } | null = null;
  for (let block = 10; block < blocks - 10; block += 1) {
    const faulty = (envelope[block] ?? 0) < level / 2 || (jumps[block] ?? 0) > level / 5;
    if (!faulty) continue;
    if (run && block - run.end <= 3) run.end = block;
    else run = { start: block, end: block };
    const length = run.end - run.start + 1;
    if (length > longest.length) longest = { length, start: run.start };
  }
  return { longestMs: longest.length, atSec: longest.start / 1000, level };
}
