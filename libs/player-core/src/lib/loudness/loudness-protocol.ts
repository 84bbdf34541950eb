/**
 * The messages between the app and its loudness worker, and the worker's whole job as a pure
 * function, so it is tested without a worker. The app decodes a song, posts its channels (their
 * buffers transferred, not copied) and caches the answer per song.
 */
import { isArrayBuffer, isFloat32Array } from './typed-array-tags';
import { measureLoudness } from './loudness-meter';
import { gainForLoudness } from './normalisation';

/** Measure one decoded song. */
export interface LoudnessRequest {
  /** The caller's key for matching the answer (a track id, or track id + attempt). */
  readonly id: string;
  /** One array per channel, all of one length (order as in `measureLoudness`). */
  readonly channels: Float32Array[];
  /** The channels' sample rate in Hz (an AudioBuffer's `sampleRate`). */
  readonly sampleRate: number;
}

/** The worker's answer to a {@link LoudnessRequest}. */
export type LoudnessResponse =
  | {
      readonly id: string;
      readonly ok: true;
      /** Integrated loudness in LUFS; null when nothing passes the gates (silence, < 400 ms). */
      readonly integratedLufs: number | null;
      /** Linear sample peak over all channels. */
      readonly samplePeak: number;
      /** `gainForLoudness(integratedLufs)`: the dB that bring the song to −14 LUFS; null with it. */
      readonly gainDb: number | null;
      /** The audio's length in seconds, to check against the song's. */
      readonly durationSec: number;
    }
  | {
      readonly id: string;
      readonly ok: false;
      /** Why the song could not be measured (English, for logs, not for the listener). */
      readonly error: string;
    };

/**
 * Answers one request: measures it, or says why not (`ok: false`) — it never throws, since a
 * throw in a worker reaches the app as an `error` event that names no request. The message is
 * checked rather than trusted: it crossed a thread boundary as `unknown`.
 */
export function handleLoudnessRequest(message: unknown): LoudnessResponse {
  const id = idOf(message);
  try {
    const request = parseRequest(message);
    const measurement = measureLoudness(request.channels, request.sampleRate);
    const { integratedLufs } = measurement;
    return {
      id,
      ok: true,
      integratedLufs,
      samplePeak: measurement.samplePeak,
      gainDb: integratedLufs === null ? null : gainForLoudness(integratedLufs),
      durationSec: measurement.durationSec,
    };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The buffers to transfer with `request` (`worker.postMessage(request, loudnessTransferList(
 * request))`): each distinct ArrayBuffer once (channels that are views of one buffer would make
 * postMessage throw if listed twice), SharedArrayBuffers left out (they are shared, not moved).
 * The channels are unusable in the sender afterwards.
 */
export function loudnessTransferList(request: LoudnessRequest): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const channel of request.channels) {
    if (isArrayBuffer(channel.buffer)) buffers.add(channel.buffer);
  }
  return [...buffers];
}

function idOf(message: unknown): string {
  if (typeof message === 'object' && message !== null && 'id' in message) {
    const { id } = message;
    if (typeof id === 'string') return id;
  }
  return '';
}

function parseRequest(message: unknown): LoudnessRequest {
  if (typeof message !== 'object' || message === null) throw new Error('not a loudness request');
  const { id, channels, sampleRate } = message as Partial<Record<keyof LoudnessRequest, unknown>>;
  if (typeof id !== 'string') throw new Error('the request has no string id');
  if (!Array.isArray(channels) || channels.length === 0) {
    throw new Error('the request has no channels');
  }
  if (!channels.every(isFloat32Array)) {
    throw new Error('every channel must be a Float32Array');
  }
  if (typeof sampleRate !== 'number') throw new Error('the request has no numeric sampleRate');
  return { id, channels, sampleRate };
}
