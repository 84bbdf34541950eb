/** What {@link followCurrent} joins: a stream of changes and a one-off read of the value now. */
export interface CurrentAndChanges<T> {
  /** Calls the listener on every change; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
  /** The value now, asked once. */
  read(): Promise<T>;
  /** Hears a failed read (the changes still follow). */
  onReadError(error: unknown): void;
}

/**
 * The value now and every change after, as one subscription: for a value another process owns
 * (the desktop shell's), which a page starting late must ask for but may also hear change while
 * the answer travels. A change heard before the answer is newer than it, so the answer is then
 * dropped; nothing is delivered after the unsubscribe.
 */
export function followCurrent<T>(
  { subscribe, read, onReadError }: CurrentAndChanges<T>,
  listener: (value: T) => void,
): () => void {
  let active = true;
  let heard = false;
  const unsubscribe = subscribe((value) => {
    heard = true;
    listener(value);
  });
  read().then((value) => {
    if (active && !heard) listener(value);
  }, onReadError);
  return () => {
    active = false;
    unsubscribe();
  };
}
