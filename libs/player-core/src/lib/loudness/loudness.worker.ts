/**
 * The loudness worker's entry: each message is a `LoudnessRequest`, each answer a
 * `LoudnessResponse`. App code starts it with
 * `new Worker(new URL('./loudness.worker.ts', import.meta.url), { type: 'module' })` (Vite bundles
 * it). Not exported from the package index and imported by no spec: the work is in
 * `handleLoudnessRequest`, which the specs test directly.
 */
import { handleLoudnessRequest, type LoudnessResponse } from './loudness-protocol';

/**
 * The part of a dedicated worker's global scope used here. Typed locally because the lib's
 * tsconfig has the DOM library, where `self` is a Window, and adding the WebWorker library
 * would clash with it for every other file.
 */
interface LoudnessWorkerScope {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  postMessage(message: LoudnessResponse): void;
}

const scope = self as unknown as LoudnessWorkerScope;

// One song at a time, synchronously: measuring takes well under a second, and a queue in the
// worker's event loop is all the concurrency a background measurement needs.
scope.onmessage = (event) => {
  scope.postMessage(handleLoudnessRequest(event.data));
};
