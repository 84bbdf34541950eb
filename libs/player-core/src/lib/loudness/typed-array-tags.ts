/**
 * Type checks by the built-in tag rather than `instanceof`: a message's typed arrays belong to
 * whichever realm deserialised them (the worker's, or under Jest the host's rather than the
 * test's), and `instanceof` only recognises its own realm's constructors.
 */

const tagOf = (value: unknown): string => Object.prototype.toString.call(value);

/** Whether `value` is a Float32Array of any realm. */
export function isFloat32Array(value: unknown): value is Float32Array {
  return tagOf(value) === '[object Float32Array]';
}

/** Whether `value` is a (transferable, not shared) ArrayBuffer of any realm. */
export function isArrayBuffer(value: unknown): value is ArrayBuffer {
  return tagOf(value) === '[object ArrayBuffer]';
}
