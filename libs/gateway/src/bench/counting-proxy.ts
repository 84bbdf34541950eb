import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback reverse proxy that counts the calls passing through it. */
export interface CountingProxy {
  url: string;
  /** Calls since the last reset. */
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Stands between the replicas and the simulator, so a run knows how many calls reached
 * "NetEase": the figure the shared cache is there to bring down.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => calls,
    reset: () => {
      calls = 0;
      // Connections idle since the last run may be closing at the simulator's end (its
      // keep-alive lasts 5 s); reused, one resets and the gateway rightly answers 502. The
      // bench's own hop is not what a run measures: each run starts on fresh connections.
      agent.destroy();
      agent = new Agent({ keepAlive: true, maxSockets: 256 });
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
