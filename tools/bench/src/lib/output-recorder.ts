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
