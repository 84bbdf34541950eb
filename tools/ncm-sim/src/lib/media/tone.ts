import { kWeightingPowerGain, LOUDNESS_OFFSET_DB } from './k-weighting';

/** Parameters of {@link synthesizeTone}. */
export interface ToneOptions {
  /** The fundamental: the output's dominant spectral peak, in Hz. */
  frequencyHz: number;
  /** Length of the tone in milliseconds. */
  durationMs: number;
  /** Samples per second; 44100 unless told. */
  sampleRate?: number;
  /**
   * Integrated loudness (EBU R128, LUFS) to scale the tone to; unset, the partials keep their
   * nominal amplitudes (about -10 LUFS below 1 kHz). A level the peak ceiling forbids is not reached.
   */
  loudnessLufs?: number;
}

/**
 * The highest sample a scaled tone may reach (-1 dBFS): MP3 and AAC overshoot a little when they
 * decode, and the served file must stay clip-free.
 */
export const TONE_PEAK_CEILING = 10 ** (-1 / 20);

/** Amplitudes of the fundamental and its 2nd and 3rd partials (full scale = 1). */
const PARTIALS = [0.5, 0.1, 0.04] as const;
/** The slow swell: gain moves between 1 - 2·depth and 1 at this rate. */
const SWELL_HZ = 0.25;
const SWELL_DEPTH = 0.1;
/** Mean square of the swell over whole periods: (1 - d)² + d²/2. */
const SWELL_MEAN_SQUARE = (1 - SWELL_DEPTH) ** 2 + SWELL_DEPTH ** 2 / 2;
/** Raised-cosine fade at each end, so playback starts and stops without a click. */
const FADE_MS = 30;
/** The oscillator is re-synchronised from Math.sin/cos at every block, so it never drifts. */
const BLOCK = 1024;

/**
 * Synthesises a deterministic mono 16-bit PCM tone whose strongest spectral peak is exactly
 * `frequencyHz` (the browser tests identify the playing song from an AnalyserNode's loudest bin):
 * a sine at f (amplitude 0.5) with softer partials at 2f (0.1) and 3f (0.04) — partials at or
 * above Nyquist are left out — a gentle 0.8–1.0 amplitude swell at 0.25 Hz, and 30 ms fades at
 * both ends. Length is `round(durationMs * sampleRate / 1000)` samples. With `loudnessLufs` the
 * whole tone is scaled so that its integrated loudness is that level (by {@link toneLoudnessLufs}'s
 * model, within a few tenths of a LU of what ebur128 measures), its peak kept under
 * {@link TONE_PEAK_CEILING}.
 *
 * @throws RangeError for a non-positive or non-finite frequency or sample rate, a frequency at or
 *   above Nyquist, a negative or non-finite duration, or a non-finite loudness.
 */
export function synthesizeTone({
  frequencyHz,
  durationMs,
  sampleRate = 44100,
  loudnessLufs,
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
  if (loudnessLufs !== undefined && !Number.isFinite(loudnessLufs)) {
    throw new RangeError(`loudnessLufs must be a finite number, got ${loudnessLufs}`);
  }
  const length = Math.round((durationMs * sampleRate) / 1000);
  const out = new Int16Array(length);
  const w = (2 * Math.PI * frequencyHz) / sampleRate;
  const [p1, p2, p3] = partialsFor(frequencyHz, sampleRate);
  const scale = loudnessLufs === undefined ? 1 : toneScale(frequencyHz, sampleRate, loudnessLufs);
  const [a1, a2, a3] = [p1 * scale, p2 * scale, p3 * scale];
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

/** The partials' amplitudes; those that would alias are dropped (2f and 3f come from identities). */
function partialsFor(frequencyHz: number, sampleRate: number): [number, number, number] {
  return [
    PARTIALS[0],
    2 * frequencyHz < sampleRate / 2 ? PARTIALS[1] : 0,
    3 * frequencyHz < sampleRate / 2 ? PARTIALS[2] : 0,
  ];
}

/**
 * The integrated loudness (LUFS) of the unscaled tone by BS.1770's formula: each partial's mean
 * square through the K-weighting filter, times the swell's. Every 400 ms block of the tone is
 * within 2 dB of the others, so the gates drop none and the formula is the measurement.
 */
export function toneLoudnessLufs(frequencyHz: number, sampleRate = 44100): number {
  const power = partialsFor(frequencyHz, sampleRate).reduce(
    (sum, amplitude, index) =>
      amplitude === 0
        ? sum
        : sum + (amplitude * amplitude * kWeightingPowerGain((index + 1) * frequencyHz)) / 2,
    0,
  );
  return LOUDNESS_OFFSET_DB + 10 * Math.log10(power * SWELL_MEAN_SQUARE);
}

/** The factor that brings the tone to `loudnessLufs`, no more than its peak ceiling allows. */
function toneScale(frequencyHz: number, sampleRate: number, loudnessLufs: number): number {
  const wanted = 10 ** ((loudnessLufs - toneLoudnessLufs(frequencyHz, sampleRate)) / 20);
  // The partials can add up in phase: their sum bounds the peak.
  const peak = partialsFor(frequencyHz, sampleRate).reduce((sum, amplitude) => sum + amplitude, 0);
  return Math.min(wanted, TONE_PEAK_CEILING / peak);
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
