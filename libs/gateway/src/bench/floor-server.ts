import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// A child process of `npm run bench:gateway`: the least a Node server can do in the gateway's
// place, to show what part of the gateway's CPU per request is its own.
// `proxy <upstream>`: http.request over a kept-alive pool and pipe, nothing else;
// `static <upstream path>`: the upstream's answer fetched once, then sent from memory.
// Prints `{"base": …}` once listening.

const [mode, target] = process.argv.slice(2);
if ((mode !== 'proxy' && mode !== 'static') || target === undefined) {
  console.error('usage: floor-server.ts proxy|static <upstream URL>');
  process.exit(2);
}
const upstream = new URL(target);
const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

async function main(): Promise<void> {
  const kept =
    mode === 'static' ? Buffer.from(await (await fetch(upstream)).arrayBuffer()) : undefined;
  const server = createServer((req, res) => {
    if (kept !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': kept.length });
      res.end(kept);
      return;
    }
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: (req.url ?? '/').replace(/^\/api/, ''),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    outgoing.end();
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(
      JSON.stringify({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
