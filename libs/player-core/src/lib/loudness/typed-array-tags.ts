/**
 * Type checks by the built-in tag rather than `instanceof`: audio arrays may come from another
 * realm (the audio thread's, or under Jest the host's rather than the test's), and `instanceof`
 * only recognises its own realm's constructors.
 */

const tagOf = (value: unknown): string => Object.prototype.toString.call(value);

/** Whether `value` is a Float32Array of any realm. */
export function isFloat32Array(value: unknown): value is Float32Array {
  return tagOf(value) === '[object Float32Array]';
}
