import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake cloud host saw it. */
export interface CloudRequest {
  method: string;
  path: string;
  contentType: string;
  form: URLSearchParams;
}

/** A stand-in for NetEase's cloud host on loopback, for the embedded API package's `domain`. */
export interface FakeCloud {
  server: Server;
  origin: string;
  seen: CloudRequest[];
  close(): Promise<void>;
}

/**
 * Starts the fake cloud: records each request and answers the canned JSON of `answers` for its
 * path (upstream paths such as `/weapi/v3/song/detail`), or 404 JSON for any other path.
 */
export function startFakeCloud(answers: Readonly<Record<string, object>>): Promise<FakeCloud> {
  const seen: CloudRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      seen.push({
        method: req.method ?? '',
        path,
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const answer = answers[path];
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { code: 404, msg: 'fake cloud: unknown path' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        origin: `http://127.0.0.1:${port}`,
        seen,
        close: () =>
          new Promise((resolveClose) => {
            server.close(() => resolveClose());
            // The NCM package keeps its upstream sockets alive; cut them so close() returns.
            server.closeAllConnections();
          }),
      });
    });
  });
}
