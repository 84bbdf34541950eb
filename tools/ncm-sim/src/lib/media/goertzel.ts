/**
 * Power of one frequency in a stretch of mono 16-bit PCM (the Goertzel algorithm: a single DFT bin,
 * at any frequency, not just multiples of sampleRate/length). Used to check that a tone's dominant
 * frequency survives synthesis and encoding.
 *
 * @param pcm the samples
 * @param sampleRate samples per second
 * @param frequencyHz the frequency to measure
 * @param start first sample of the window (default 0)
 * @param length window length in samples (default: to the end of `pcm`)
 * @returns the squared magnitude of that bin, normalised by the window length squared
 */
export function goertzelPower(
  pcm: Int16Array,
  sampleRate: number,
  frequencyHz: number,
  start = 0,
  length = pcm.length - start,
): number {
  if (start < 0 || length <= 0 || start + length > pcm.length) {
    throw new RangeError(`window [${start}, ${start + length}) is outside 0..${pcm.length}`);
  }
  const coeff = 2 * Math.cos((2 * Math.PI * frequencyHz) / sampleRate);
  let prev = 0;
  let prev2 = 0;
  for (let n = start; n < start + length; n++) {
    const current = (pcm[n] ?? 0) / 32768 + coeff * prev - prev2;
    prev2 = prev;
    prev = current;
  }
  const power = prev * prev + prev2 * prev2 - coeff * prev * prev2;
  return power / (length * length);
}
