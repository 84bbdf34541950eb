import { PLAYER_LIMITS } from '../constants/timing';
import type { AudioFormat } from './audio-engine.types';

/** Engine messages of spec §8, as the UI shows them. */
export const ENGINE_MESSAGES = {
  noAudioSupport: 'No audio support.',
  noCodecSupport: 'No codec support for selected audio sources.',
  loadFailed: (status: number | string) => `Failed loading audio file with status: ${status}.`,
  decodeFailed: 'Decoding audio data failed.',
  playBlocked: 'Playback was unable to start',
  missingParams: 'missing required params: url and track',
  lockActive: 'operation lock active',
} as const;

/**
 * The container of a URL from its path's extension: `.mp3` is mp3; `.aac`, `.m4a`, `.mp4` and
 * `.m4s` are AAC; anything else takes the hint, else mp3 (what the catalogue mostly serves).
 */
export function formatOf(url: string, hint?: AudioFormat): AudioFormat {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not an absolute URL: read the extension off the string itself.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path.split('?')[0] ?? '')?.[1]?.toLowerCase();
  if (extension === 'mp3') return 'mp3';
  if (extension && ['aac', 'm4a', 'mp4', 'm4s'].includes(extension)) return 'aac';
  return hint ?? 'mp3';
}

/** Howler's load error codes as the spec's messages. */
export function loadErrorMessage(error: unknown): string {
  const code = typeof error === 'number' ? error : Number(error);
  switch (code) {
    case 1:
      return ENGINE_MESSAGES.noAudioSupport;
    case 3:
      return ENGINE_MESSAGES.decodeFailed;
    case 4:
      return ENGINE_MESSAGES.noCodecSupport;
    default:
      return typeof error === 'string' && error !== '' && !Number.isFinite(code)
        ? error
        : ENGINE_MESSAGES.loadFailed(Number.isFinite(code) ? code : 'unknown');
  }
}

/** Clamps a volume or fade level to 0..1 (spec §5); NaN becomes 0, ±Infinity the nearest end. */
export function clampLevel(value: number): number {
  return Number.isNaN(value) ? 0 : Math.max(0, Math.min(1, value));
}

/**
 * Where a seek to `positionSec` lands on media `durationSec` long (0 or less: unknown): within
 * 0..the end, at least `PLAYER_LIMITS.seekEndMarginSeconds` before it, so the song still plays
 * out and ends through its own end event (what repeat, next and the sleep timer wait for).
 */
export function seekTarget(positionSec: number, durationSec: number): number {
  const last =
    durationSec > 0 ? Math.max(0, durationSec - PLAYER_LIMITS.seekEndMarginSeconds) : Infinity;
  return Math.min(Math.max(0, positionSec), last);
}
