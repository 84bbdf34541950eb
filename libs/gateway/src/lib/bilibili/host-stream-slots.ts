/** Gives a taken slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

/**
 * Counts the media requests in flight per host and refuses one past `limitPerHost`. The stream
 * proxy takes a slot before it connects and gives it back when the body has been piped or the
 * request failed, so a host at its limit is answered at once instead of queueing behind
 * streams that may last the length of a song.
 */
export class HostStreamSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly limitPerHost: number) {}

  /** Takes a slot for `host`, or returns undefined when it already has `limitPerHost`. */
  tryTake(host: string): ReleaseSlot | undefined {
    const taken = this.inFlight.get(host) ?? 0;
    if (taken >= this.limitPerHost) return undefined;
    this.inFlight.set(host, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(host) ?? 1) - 1;
      // Hosts come and go (CDN node names); an empty entry is dropped so the map stays small.
      if (left > 0) this.inFlight.set(host, left);
      else this.inFlight.delete(host);
    };
  }
}
