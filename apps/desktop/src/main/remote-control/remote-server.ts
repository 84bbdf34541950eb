import type { RemoteServerError, RemoteServerStatus } from '../../ipc/remote-control.contract';
import type { RemoteControlSettings } from '@cadenza/settings';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { NetworkInterfaceInfo } from 'node:os';

/** Where the server listens: the port, and whether beyond this computer. */
interface Binding {
  port: number;
  lanAccess: boolean;
}

/** The server's lifecycle, following the settings. */
export interface RemoteServer {
  /** Starts, stops or moves the server to match the settings; resolves once it has. */
  apply(settings: Pick<RemoteControlSettings, 'enabled' | 'port' | 'lanAccess'>): Promise<void>;
  status(): RemoteServerStatus;
  /** The bound address (for tests and logs), or null. */
  address(): { address: string; port: number } | null;
  stop(): Promise<void>;
}

const OFF: RemoteServerStatus = { state: 'off', port: null, urls: [], error: null };

function errorOf(error: unknown): RemoteServerError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return 'port-in-use';
  if (code === 'EACCES') return 'permission-denied';
  return 'failed';
}

function listen(listener: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    // Idle keep-alive sockets are closed at stop; event streams are ended by their owner.
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: false }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** `http://host:port/` for a host (IPv6 in brackets). */
const urlOf = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;

/**
 * The HTTP server of remote control, off by default. On, it binds 127.0.0.1; with LAN access
 * it binds every interface (dual-stack `::`, or `0.0.0.0` where IPv6 is missing). Changes are
 * applied one at a time in the order asked. `networkInterfaces` lists this computer's
 * addresses for the URLs settings show.
 */
export function createRemoteServer(options: {
  listener: RequestListener;
  networkInterfaces: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  onStatus: (status: RemoteServerStatus) => void;
  /** Before the server closes (end the event streams, fail waiting commands). */
  beforeClose?: () => void;
}): RemoteServer {
  let server: Server | null = null;
  let bound: Binding | null = null;
  let status = OFF;
  let queue: Promise<void> = Promise.resolve();

  const setStatus = (next: RemoteServerStatus) => {
    status = next;
    options.onStatus(next);
  };
  const urls = (binding: Binding) => {
    const local = [urlOf('127.0.0.1', binding.port)];
    if (!binding.lanAccess) return local;
    const external = Object.values(options.networkInterfaces())
      .flat()
      .filter((info): info is NetworkInterfaceInfo => !!info && !info.internal)
      .filter((info) => info.family === 'IPv4')
      .map((info) => urlOf(info.address, binding.port));
    return [...external, ...local];
  };
  const stopNow = async () => {
    if (!server) return;
    options.beforeClose?.();
    const closing = server;
    server = null;
    bound = null;
    await close(closing);
  };
  const start = async (binding: Binding) => {
    setStatus({ state: 'starting', port: binding.port, urls: [], error: null });
    try {
      if (!binding.lanAccess) {
        server = await listen(options.listener, binding.port, '127.0.0.1');
      } else {
        server = await listen(options.listener, binding.port, '::').catch((error: unknown) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
          return listen(options.listener, binding.port, '0.0.0.0');
        });
      }
      bound = binding;
      // The port asked for, unless it was 0 (any free port: tests).
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : binding.port;
      setStatus({ state: 'listening', port, urls: urls({ ...binding, port }), error: null });
    } catch (error) {
      setStatus({ state: 'failed', port: binding.port, urls: [], error: errorOf(error) });
    }
  };
  const run = (task: () => Promise<void>) => {
    queue = queue.then(task, task);
    return queue;
  };

  return {
    apply: (settings) =>
      run(async () => {
        const wanted = settings.enabled
          ? { port: settings.port, lanAccess: settings.lanAccess }
          : null;
        const same =
          wanted && bound && wanted.port === bound.port && wanted.lanAccess === bound.lanAccess;
        if (same) return;
        // A failed start is retried when the settings are applied again (e.g. port changed).
        if (!wanted && status.state === 'off') return;
        await stopNow();
        if (wanted) await start(wanted);
        else setStatus(OFF);
      }),
    status: () => status,
    address: () => {
      const address = server?.address();
      return address && typeof address === 'object'
        ? { address: address.address, port: address.port }
        : null;
    },
    stop: () =>
      run(async () => {
        await stopNow();
        if (status.state !== 'off') setStatus(OFF);
      }),
  };
}
