/**
 * Marks a promise with its outcome as React's `use()` reads it (`status`, `value`): a settled
 * promise then renders in the same pass instead of suspending for the microtask React would
 * otherwise wait to learn that it has settled.
 */
export function readableBySuspense<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (tracked.status === undefined) {
    tracked.status = 'pending';
    // Handlers that return nothing: returning `tracked` (a promise) would make the chain follow
    // it, and a failure would then be reported unhandled.
    promise.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
  }
  return promise;
}
