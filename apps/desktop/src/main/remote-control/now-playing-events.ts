import type { Request, Response } from 'express';
import { sendError } from './http-errors';
import type { NowPlayingSnapshot, PlayerLink } from './player-link';
import { deviceOf } from './remote-auth';

/** A comment line every so often keeps proxies and idle timers from closing a quiet stream. */
export const SSE_HEARTBEAT_MS = 15_000;
/** Streams open at once, across devices: each holds a socket for as long as the client likes. */
export const MAX_EVENT_STREAMS = 16;

/** The open now-playing streams. */
export interface NowPlayingStreams {
  /** The `GET /now-playing/events` handler (after authentication). */
  handle(req: Request, res: Response): void;
  /** Ends the streams of a device (its token was revoked). */
  closeDevice(deviceId: string): void;
  closeAll(): void;
}

const eventOf = (nowPlaying: NowPlayingSnapshot) =>
  `event: now-playing\ndata: ${JSON.stringify(nowPlaying)}\n\n`;

/**
 * Now-playing as Server-Sent Events: the current state at once, then one event per change the
 * page reports, and a heartbeat comment every {@link SSE_HEARTBEAT_MS}.
 */
export function createNowPlayingStreams(player: PlayerLink): NowPlayingStreams {
  const open = new Map<Response, string>();
  const end = (res: Response) => {
    if (!open.has(res)) return;
    open.delete(res);
    res.end();
  };
  return {
    handle(req, res) {
      if (open.size >= MAX_EVENT_STREAMS) {
        sendError(res, 503, 'too-many-streams', 'Too many event streams are open; close one');
        return;
      }
      open.set(res, deviceOf(res).id);
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('Connection', 'keep-alive');
      res.flushHeaders();
      res.write(`retry: 3000\n\n${eventOf(player.nowPlaying())}`);
      const unsubscribe = player.subscribe((nowPlaying) => res.write(eventOf(nowPlaying)));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
      heartbeat.unref();
      const cleanUp = () => {
        unsubscribe();
        clearInterval(heartbeat);
        open.delete(res);
      };
      req.on('close', cleanUp);
      res.on('close', cleanUp);
    },
    closeDevice(deviceId) {
      for (const [res, owner] of open) if (owner === deviceId) end(res);
    },
    closeAll() {
      for (const res of [...open.keys()]) end(res);
    },
  };
}
