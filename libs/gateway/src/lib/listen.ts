import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listening gateway and how to stop it. */
export interface RunningGateway {
  server: Server;
  /** The bound port (useful when listening on port 0). */
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish, and after `graceMs` closes
   * whatever is still open, so shutdown is bounded.
   */
  close(graceMs?: number): Promise<void>;
}

/** Starts listening and resolves once the port is bound; rejects on e.g. EADDRINUSE. */
export function listen(app: RequestListener, port: number, host?: string): Promise<RunningGateway> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer(app);
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

/**
 * Stops accepting connections, closes idle keep-alive sockets at once (they would otherwise hold
 * `close()` open until they time out), lets in-flight requests finish, and after `graceMs`
 * closes whatever is still open.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
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
