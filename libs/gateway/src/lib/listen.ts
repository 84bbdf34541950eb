import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson, type GatewayErrorBody } from './middleware/json-errors';

const UNMET_EXPECTATION: GatewayErrorBody = {
  code: 417,
  msg: 'Only "Expect: 100-continue" is supported',
};

/** A listening gateway and how to stop it. */
export interface RunningGateway {
  server: Server;
  /** The bound port (useful when listening on port 0). */
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish (their answers say
   * `Connection: close`), closes each connection as soon as it is idle, and after `graceMs`
   * closes whatever is still open, so shutdown is bounded.
   */
  close(graceMs?: number): Promise<void>;
}

/** Starts listening and resolves once the port is bound; rejects on e.g. EADDRINUSE. */
export function listen(app: RequestListener, port: number, host?: string): Promise<RunningGateway> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    const drain = drainOnShutdown(server);
    // One listener that tracks, then hands over: cheaper per request than a second listener.
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      drain.track(req, res);
      app(req, res);
    });
    // Node refuses an `Expect` other than 100-continue itself, with an empty 417; the gateway
    // answers every error in JSON.
    server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) =>
      sendJson(res, 417, UNMET_EXPECTATION),
    );
    server.listen(port, host ?? '0.0.0.0');
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolvePromise({
        server,
        port: (server.address() as AddressInfo).port,
        close: (graceMs = 10_000) => closeGracefully(server, graceMs),
      });
    });
  });
}

/** What shutdown needs to know of a server's requests: see {@link drainOnShutdown}. */
interface Drain {
  /** Follows one response until it closes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** From now on, no answer keeps its connection alive. */
  begin(): void;
}

const drains = new WeakMap<Server, Drain>();

/**
 * Follows the responses in flight on `server` so that shutdown can end their connections: a
 * kept-alive connection whose answer finishes after `close()` would otherwise sit idle, holding
 * `close()` open until the grace period ends, and could even carry new requests meanwhile.
 */
function drainOnShutdown(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  // Shared by every response (`this` is the response), so tracking allocates no closure.
  function settled(this: ServerResponse) {
    inFlight.delete(this);
    // Its connection is idle now (or gone); during shutdown nobody may reuse it.
    if (closing) server.closeIdleConnections();
  }
  const drain: Drain = {
    track(req, res) {
      if (closing) res.shouldKeepAlive = false;
      inFlight.add(res);
      res.on('close', settled);
      // An answer queued behind another on a pipelined connection never closes when the
      // connection dies first; only its request does. (Rare, so the closure is affordable.)
      if (!res.socket) req.on('close', () => inFlight.delete(res));
    },
    begin() {
      closing = true;
      // Answers already under way promised keep-alive; `settled` closes their connections.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    },
  };
  drains.set(server, drain);
  return drain;
}

/** For a server {@link listen} did not create: follows the requests that arrive from now on. */
function drainFromNowOn(server: Server): Drain {
  const drain = drainOnShutdown(server);
  // Runs before the app's listener, so that even an answer sent at once says `Connection: close`.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
    drain.track(req, res),
  );
  return drain;
}

/**
 * Stops accepting connections, closes idle keep-alive sockets at once (they would otherwise hold
 * `close()` open until they time out), lets in-flight requests finish, and after `graceMs`
 * closes whatever is still open. On a server from {@link listen}, answers not yet under way
 * say `Connection: close` and each connection closes as soon as it is idle, so `close()` ends
 * with the last in-flight request; on another server, only requests arriving from now on are
 * followed so.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  (drains.get(server) ?? drainFromNowOn(server)).begin();
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolvePromise();
    });
    server.closeIdleConnections();
  });
}

/**
 * Listens on `preferred`, or on the next free port above it when it is taken (the desktop's
 * `musicApiPort` rule); gives up after `attempts` ports with the last error.
 */
export async function listenOnAvailablePort(
  app: RequestListener,
  preferred: number,
  host: string,
  attempts = 20,
): Promise<RunningGateway> {
  let lastError: unknown;
  for (let port = preferred; port < preferred + attempts && port <= 65535; port++) {
    try {
      return await listen(app, port, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      lastError = error;
    }
  }
  throw lastError ?? new Error(`no free port from ${preferred}`);
}
