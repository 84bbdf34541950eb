/**
 * Test signals for the loudness specs and the benchmark: sines at a level in dBFS (peak, so a
 * 0 dBFS sine touches full scale, as in EBU Tech 3341), silence, and their concatenation.
 */

/** A sine of `frequency` Hz whose peak is `dbfs` below full scale, `seconds` long. */
export function sine(frequency: number, dbfs: number, seconds: number, sampleRate: number) {
  const amplitude = 10 ** (dbfs / 20);
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  // A rotating phasor instead of Math.sin per sample, which runs ~20× slower under Jest's VM;
  // re-anchored on the exact phase every second so rounding cannot accumulate.
  const step = (2 * Math.PI * frequency) / sampleRate;
  const cosStep = Math.cos(step);
  const sinStep = Math.sin(step);
  let re = 0;
  let im = 0;
  for (let n = 0; n < samples.length; n++) {
    if (n % sampleRate === 0) {
      re = Math.cos(step * n);
      im = Math.sin(step * n);
    }
    samples[n] = amplitude * im;
    const nextRe = re * cosStep - im * sinStep;
    im = re * sinStep + im * cosStep;
    re = nextRe;
  }
  return samples;
}

/** `seconds` of digital silence. */
export function silence(seconds: number, sampleRate: number): Float32Array {
  return new Float32Array(Math.round(seconds * sampleRate));
}

/** The parts one after the other. */
export function concat(...parts: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * Deterministic pseudo-music for the benchmark: a few detuned partials with a slow swell and
 * a little noise (mulberry32), so the filters see something other than one pure tone.
 */
export function pseudoMusic(seconds: number, sampleRate: number, seed: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const partials = [110, 220.5, 331, 659, 1318, 2637];
  for (let n = 0; n < samples.length; n++) {
    const t = n / sampleRate;
    let value = 0;
    for (const [index, frequency] of partials.entries()) {
      value += Math.sin(2 * Math.PI * frequency * t) / (index + 2);
    }
    const swell = 0.6 + 0.4 * Math.sin(2 * Math.PI * 0.1 * t);
    samples[n] = 0.3 * swell * value + 0.02 * (random() - 0.5);
  }
  return samples;
}
