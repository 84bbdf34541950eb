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
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
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
    reset: () => void (calls = 0),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
