/** Parameters of {@link synthesizeTone}. */
export interface ToneOptions {
  /** The fundamental: the output's dominant spectral peak, in Hz. */
  frequencyHz: number;
  /** Length of the tone in milliseconds. */
  durationMs: number;
  /** Samples per second; 44100 unless told. */
  sampleRate?: number;
}

/** Amplitudes of the fundamental and its 2nd and 3rd partials (full scale = 1). */
const PARTIALS = [0.5, 0.1, 0.04] as const;
/** The slow swell: gain moves between 1 - 2·depth and 1 at this rate. */
const SWELL_HZ = 0.25;
const SWELL_DEPTH = 0.1;
/** Raised-cosine fade at each end, so playback starts and stops without a click. */
const FADE_MS = 30;
/** The oscillator is re-synchronised from Math.sin/cos at every block, so it never drifts. */
const BLOCK = 1024;

/**
 * Synthesises a deterministic mono 16-bit PCM tone whose strongest spectral peak is exactly
 * `frequencyHz` (the browser tests identify the playing song from an AnalyserNode's loudest bin):
 * a sine at f (amplitude 0.5) with softer partials at 2f (0.1) and 3f (0.04) — partials at or
 * above Nyquist are left out — a gentle 0.8–1.0 amplitude swell at 0.25 Hz, and 30 ms fades at
 * both ends. Length is `round(durationMs * sampleRate / 1000)` samples.
 *
 * @throws RangeError for a non-positive or non-finite frequency or sample rate, a frequency at or
 *   above Nyquist, or a negative or non-finite duration.
 */
export function synthesizeTone({
  frequencyHz,
  durationMs,
  sampleRate = 44100,
}: ToneOptions): Int16Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`sampleRate must be a positive integer, got ${sampleRate}`);
  }
  if (!Number.isFinite(frequencyHz) || frequencyHz <= 0 || frequencyHz >= sampleRate / 2) {
    throw new RangeError(`frequencyHz must be in (0, ${sampleRate / 2}), got ${frequencyHz}`);
  }
  if (!Number.isFinite(durationMs) || durationMs < 0) {
    throw new RangeError(`durationMs must be a non-negative number, got ${durationMs}`);
  }
  const length = Math.round((durationMs * sampleRate) / 1000);
  const out = new Int16Array(length);
  const w = (2 * Math.PI * frequencyHz) / sampleRate;
  const a1 = PARTIALS[0];
  // Partials that would alias are dropped; 2f and 3f come from sin(θ)/cos(θ) identities.
  const a2 = 2 * frequencyHz < sampleRate / 2 ? PARTIALS[1] : 0;
  const a3 = 3 * frequencyHz < sampleRate / 2 ? PARTIALS[2] : 0;
  const cosW = Math.cos(w);
  const sinW = Math.sin(w);
  const swellW = (2 * Math.PI * SWELL_HZ) / sampleRate;
  const swell = (n: number) => 1 - SWELL_DEPTH + SWELL_DEPTH * Math.cos(swellW * n);
  for (let start = 0; start < length; start += BLOCK) {
    const end = Math.min(length, start + BLOCK);
    let s = Math.sin(w * start);
    let c = Math.cos(w * start);
    let gain = swell(start);
    const gainStep = (swell(start + BLOCK) - gain) / BLOCK;
    for (let n = start; n < end; n++) {
      const value = a1 * s + a2 * 2 * s * c + a3 * s * (3 - 4 * s * s);
      out[n] = Math.round(value * gain * 32767);
      const next = s * cosW + c * sinW;
      c = c * cosW - s * sinW;
      s = next;
      gain += gainStep;
    }
  }
  applyFades(out, Math.min(Math.round((FADE_MS * sampleRate) / 1000), Math.floor(length / 2)));
  return out;
}

/** Raised-cosine fade-in over the first `fade` samples and fade-out over the last; both ends reach 0. */
function applyFades(pcm: Int16Array, fade: number): void {
  if (fade <= 0) return;
  const last = pcm.length - 1;
  for (let i = 0; i < fade; i++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / fade);
    pcm[i] = Math.round((pcm[i] ?? 0) * gain);
    pcm[last - i] = Math.round((pcm[last - i] ?? 0) * gain);
  }
}
