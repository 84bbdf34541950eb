import { kWeightingPowerGain, LOUDNESS_OFFSET_DB } from './k-weighting';

/**
 * One continuous signal a gapless album is cut from: a sine whose frequency glides linearly from
 * `startHz` to `endHz` over `totalSamples`, with a fade at the album's two ends only. Sample n
 * (counted from the album's first sample) is
 * `round(32767 · amplitude · fade(n) · sin(2π · (startHz·n/sampleRate + (endHz − startHz)·n²/(2·totalSamples·sampleRate))))`,
 * where fade(n) is a raised cosine over the first and the last `fadeSamples` and 1 in between.
 * A glide, not a steady tone: a track joined a few samples early or late shows as a phase error
 * that no period hides.
 */
export interface GlideSignal {
  /** Samples per second of the signal and of every encoded track. */
  sampleRate: number;
  /** Length of the whole album in samples; its tracks' lengths add up to it. */
  totalSamples: number;
  /** Instantaneous frequency at the album's first sample, Hz. */
  startHz: number;
  /** Instantaneous frequency at the album's end, Hz. */
  endHz: number;
  /** Peak amplitude of the sine (1 = full scale). */
  amplitude: number;
  /** Raised-cosine fade-in over the album's first samples and fade-out over its last. */
  fadeSamples: number;
}

/** The law of {@link GlideSignal}, written out for `/__sim/info` readers. */
export const GLIDE_LAW =
  'x[n] = round(32767 * amplitude * fade(n) * sin(2*pi*(startHz*n/sampleRate + (endHz-startHz)*n^2/(2*totalSamples*sampleRate)))), n from the album start; fade(n): raised cosine over the first and last fadeSamples, else 1';

/** The glide's phase at album sample `n`, radians. */
export function glidePhase(signal: GlideSignal, n: number): number {
  const { sampleRate, totalSamples, startHz, endHz } = signal;
  const t = n / sampleRate;
  const sweep = (endHz - startHz) / (totalSamples / sampleRate);
  return 2 * Math.PI * (startHz * t + (sweep * t * t) / 2);
}

/** The glide's instantaneous frequency at album sample `n`, Hz. */
export function glideFrequencyAt(signal: GlideSignal, n: number): number {
  return signal.startHz + ((signal.endHz - signal.startHz) * n) / signal.totalSamples;
}

/** The fade factor at album sample `n`: a raised cosine at the album's ends, 1 elsewhere. */
function fadeAt(signal: GlideSignal, n: number): number {
  const fromEdge = Math.min(n, signal.totalSamples - 1 - n);
  if (fromEdge >= signal.fadeSamples) return 1;
  return 0.5 - 0.5 * Math.cos((Math.PI * fromEdge) / signal.fadeSamples);
}

/** The glide's value at album sample `n` before 16-bit rounding (full scale = 1). */
export function glideValueAt(signal: GlideSignal, n: number): number {
  return signal.amplitude * fadeAt(signal, n) * Math.sin(glidePhase(signal, n));
}

/**
 * Samples `[startSample, startSample + sampleCount)` of the glide as mono 16-bit PCM: one track of
 * the album. Each sample comes from the closed-form phase, so the tracks of an album, synthesised
 * one by one, join into exactly the signal synthesised whole.
 *
 * @throws RangeError for a segment outside the album or a signal that cannot be synthesised.
 */
export function synthesizeGlideSegment(
  signal: GlideSignal,
  startSample: number,
  sampleCount: number,
): Int16Array {
  const { sampleRate, totalSamples, startHz, endHz, amplitude, fadeSamples } = signal;
  const nyquist = sampleRate / 2;
  if (!Number.isInteger(sampleRate) || sampleRate <= 0 || !Number.isInteger(totalSamples)) {
    throw new RangeError('sampleRate and totalSamples must be integers');
  }
  if (!(startHz > 0 && startHz < nyquist && endHz > 0 && endHz < nyquist)) {
    throw new RangeError(`the glide must stay in (0, ${nyquist}) Hz`);
  }
  if (!(amplitude > 0 && amplitude <= 1) || !Number.isInteger(fadeSamples) || fadeSamples < 0) {
    throw new RangeError('amplitude must be in (0, 1] and fadeSamples a non-negative integer');
  }
  if (
    !Number.isInteger(startSample) ||
    !Number.isInteger(sampleCount) ||
    startSample < 0 ||
    sampleCount < 0 ||
    startSample + sampleCount > totalSamples
  ) {
    throw new RangeError(`segment [${startSample}, +${sampleCount}) is outside the album`);
  }
  const out = new Int16Array(sampleCount);
  for (let i = 0; i < sampleCount; i++) {
    out[i] = Math.round(32767 * glideValueAt(signal, startSample + i));
  }
  return out;
}

/**
 * The amplitude that gives a glide from `startHz` to `endHz` the integrated loudness
 * `loudnessLufs`: a sine's mean square, A²/2, through the K-weighting averaged over the sweep.
 */
export function glideAmplitudeFor(startHz: number, endHz: number, loudnessLufs: number): number {
  const steps = 64;
  let gain = 0;
  for (let i = 0; i < steps; i++) {
    gain += kWeightingPowerGain(startHz + ((endHz - startHz) * (i + 0.5)) / steps) / steps;
  }
  return Math.sqrt((2 * 10 ** ((loudnessLufs - LOUDNESS_OFFSET_DB) / 10)) / gain);
}
