import type { Readable, Writable } from 'node:stream';

/** Stops a watch started by {@link watchForStalledBody}. */
export type StopWatching = () => void;

/**
 * Calls `onStall` once when `body` (a media host's response being piped into `sink`) has
 * delivered nothing for `idleMs` although the sink was ready for more: the host sent headers
 * and part of the body, then stopped sending while keeping its socket open.
 *
 * Time in which the sink is behind (the browser reads slowly or has paused, so the pipe has
 * paused the body on purpose) does not count: that wait is the client's, not the host's, and
 * cutting it would break a listener who paused playback with a buffered stream.
 */
export function watchForStalledBody(
  body: Readable,
  sink: Writable,
  idleMs: number,
  onStall: () => void,
): StopWatching {
  const check = () => {
    if (body.readableFlowing === false || sink.writableNeedDrain) {
      timer.refresh();
      return;
    }
    stop();
    onStall();
  };
  const timer = setTimeout(check, idleMs);
  // refresh() re-arms the one timer: no new timer per chunk of a long body.
  const onData = () => timer.refresh();
  body.on('data', onData);
  const stop = () => {
    clearTimeout(timer);
    body.off('data', onData);
  };
  return stop;
}
