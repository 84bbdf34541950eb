import type { SoundHandle, SoundState } from '../lib/engine/audio-engine.types';
import { createSoundListeners } from '../lib/engine/sound-listeners';

/** Where a decoded sound's output goes: the audio output wires it (see {@link routeDecodedSounds}). */
export type DecodedSoundRoute = (output: AudioNode, src: string) => () => void;

let route: DecodedSoundRoute | null = null;
const outputs = new WeakMap<SoundHandle, AudioNode>();

/**
 * Sends every decoded sound made from now on to `next` (the equalizer output's per-song gain),
 * not straight to the speakers; returns the function that stops it. A chained sound starts on
 * the audio clock before the engine reports it playing, so it is wired when it is made.
 */
export function routeDecodedSounds(next: DecodedSoundRoute): () => void {
  route = next;
  return () => {
    if (route === next) route = null;
  };
}

/** The output node of a decoded sound, or null for any other sound. */
export function decodedOutputOf(sound: SoundHandle): AudioNode | null {
  return outputs.get(sound) ?? null;
}

/** What {@link createDecodedSound} needs. */
export interface DecodedSoundOptions {
  src: string;
  context: AudioContext;
  fetch?: typeof fetch;
}

/** A {@link SoundHandle} that can start where another decoded sound ends, to the sample. */
export interface DecodedSound extends SoundHandle {
  chainAfter(previous: SoundHandle): boolean;
}

/**
 * A song decoded whole and played on the audio clock (Web Audio's buffer source): what gapless
 * playback needs, since a media element's end cannot be placed on that clock to the sample.
 * The browser's decoder trims what the file says to trim (the MP3 encoder's delay and padding
 * from its LAME header, the AAC priming and end from the MP4 edit list), so a song chained after
 * another (`chainAfter`) starts at the very sample the other one ends. It behaves as a howler
 * sound does: `play` before the load plays once loaded; `stop` rewinds without an event; a
 * fetch answered with an error status or a file that does not decode is a `loaderror`.
 */
export function createDecodedSound({
  src,
  context,
  fetch: fetchFn = globalThis.fetch.bind(globalThis),
}: DecodedSoundOptions): DecodedSound {
  const { on, emit } = createSoundListeners();
  const output = context.createGain();
  const unroute = route
    ? route(output, src)
    : (output.connect(context.destination), () => output.disconnect());
  let state: SoundState = 'loading';
  let buffer: AudioBuffer | null = null;
  let source: AudioBufferSourceNode | null = null;
  // The buffer position at `startedAt` on the audio clock, and the position while not playing.
  let startOffset = 0;
  let startedAt = 0;
  let offset = 0;
  let rate = 1;
  let wantsPlay = false;
  let predecessor: DecodedSoundImpl | null = null;
  let successor: DecodedSoundImpl | null = null;

  const duration = () => buffer?.duration ?? 0;
  const position = () =>
    source
      ? Math.min(duration(), startOffset + Math.max(0, context.currentTime - startedAt) * rate)
      : offset;
  const endTime = () => startedAt + (duration() - startOffset) / rate;

  const stopSource = () => {
    if (!source) return;
    source.onended = null;
    source.stop();
    source.disconnect();
    source = null;
    successor?.unschedule();
  };

  const startSource = (when: number, from: number) => {
    if (!buffer) return;
    const node = context.createBufferSource();
    node.buffer = buffer;
    node.playbackRate.value = rate;
    node.connect(output);
    node.onended = () => {
      if (source !== node) return;
      source = null;
      offset = 0;
      const next = successor;
      emit('end');
      next?.chainedStart();
    };
    node.start(when, from);
    source = node;
    startedAt = when;
    startOffset = from;
    successor?.scheduleAt(endTime());
  };

  const play = () => {
    if (state === 'unloaded' || source) return;
    if (!buffer) {
      wantsPlay = true;
      return;
    }
    startSource(context.currentTime, offset >= duration() ? 0 : offset);
    emit('play');
  };

  const sound: DecodedSoundImpl = {
    play,
    pause() {
      wantsPlay = false;
      if (!source) return;
      offset = position();
      stopSource();
      emit('pause');
    },
    stop() {
      wantsPlay = false;
      stopSource();
      offset = 0;
    },
    seek(seconds?: number) {
      if (seconds === undefined) return position();
      const target = Math.max(0, Math.min(seconds, duration()));
      if (source && context.currentTime >= startedAt) {
        stopSource();
        startSource(context.currentTime, target);
      } else {
        offset = target;
      }
      return target;
    },
    rate(next) {
      if (!Number.isFinite(next) || next <= 0) return;
      if (source) {
        startOffset = position();
        startedAt = context.currentTime;
      }
      rate = next;
      source?.playbackRate.setValueAtTime(next, context.currentTime);
      if (source) successor?.scheduleAt(endTime());
    },
    volume(level) {
      output.gain.cancelScheduledValues(context.currentTime);
      output.gain.value = level;
    },
    fade(from, to, durationMs) {
      const at = context.currentTime;
      output.gain.cancelScheduledValues(at);
      output.gain.setValueAtTime(from, at);
      output.gain.linearRampToValueAtTime(to, at + durationMs / 1000);
    },
    duration,
    state: () => state,
    playing: () => source !== null,
    unload() {
      wantsPlay = false;
      stopSource();
      state = 'unloaded';
      buffer = null;
      if (predecessor?.successorIs(sound)) predecessor.dropSuccessor();
      predecessor = null;
      successor = null;
      output.disconnect();
      unroute();
    },
    on,
    chainAfter(previous) {
      if (!isDecodedSound(previous) || previous === sound || state === 'unloaded') return false;
      predecessor = previous;
      previous.setSuccessor(sound);
      return true;
    },
    setSuccessor(next) {
      successor?.unschedule();
      successor = next;
      if (source) next.scheduleAt(endTime());
    },
    successorIs: (candidate) => successor === candidate,
    dropSuccessor() {
      successor = null;
    },
    scheduleAt(when) {
      if (!buffer || state === 'unloaded') return;
      // Playing already (its predecessor's end passed): a late reschedule must not restart it.
      if (source && startedAt <= context.currentTime) return;
      stopSource();
      // Decoded after its predecessor ended: it starts now, late but without a stall.
      startSource(Math.max(when, context.currentTime), 0);
    },
    unschedule() {
      // Started already (the predecessor ended, or was paused after the boundary): it stays.
      if (source && startedAt > context.currentTime) {
        stopSource();
        offset = 0;
      }
    },
    chainedStart() {
      predecessor = null;
      if (source) emit('play');
    },
  };
  outputs.set(sound, output);
  decodedSounds.add(sound);

  void fetchFn(src)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => context.decodeAudioData(bytes))
    .then(
      (decoded) => {
        if (state === 'unloaded') return;
        buffer = decoded;
        state = 'loaded';
        emit('load');
        if (predecessor?.playing()) {
          predecessor.setSuccessor(sound);
          if (source) return;
        }
        if (wantsPlay) play();
      },
      (error: unknown) => {
        if (state !== 'unloaded') emit('loaderror', error);
      },
    );
  return sound;
}

interface DecodedSoundImpl extends DecodedSound {
  setSuccessor(next: DecodedSoundImpl): void;
  successorIs(candidate: DecodedSoundImpl): boolean;
  dropSuccessor(): void;
  /** Starts from the beginning at `when` on the audio clock (its predecessor's end). */
  scheduleAt(when: number): void;
  /** Cancels a start not yet reached (its predecessor paused, moved or stopped). */
  unschedule(): void;
  /** Its predecessor ended: it is the one playing now. */
  chainedStart(): void;
}

const decodedSounds = new WeakSet<SoundHandle>();

function isDecodedSound(sound: SoundHandle): sound is DecodedSoundImpl {
  return decodedSounds.has(sound);
}
