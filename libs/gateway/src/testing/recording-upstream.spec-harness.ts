import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake upstream received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the fake answers; default: 200 `{code: 200}` with an upstream cookie and open CORS. */
export type Responder = (request: RecordedRequest, res: ServerResponse) => void;

const defaultResponder: Responder = (_request, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'set-cookie': 'MUSIC_A=anonymous; Path=/',
    'access-control-allow-origin': 'https://evil.example',
    'access-control-allow-credentials': 'true',
  });
  res.end('{"code":200}');
};

/** A NetEase-compatible upstream that records what it receives (loopback only). */
export interface RecordingUpstream {
  url: string;
  requests: RecordedRequest[];
  respond: Responder;
  /** Connections it has accepted (to prove that none were made). */
  connections: number;
  close(): Promise<void>;
}

/** Starts the recording upstream on a free loopback port. */
export async function startRecordingUpstream(): Promise<RecordingUpstream> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      upstream.respond(recorded, res);
    });
  });
  server.on('connection', () => (upstream.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const upstream: RecordingUpstream = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respond: defaultResponder,
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return upstream;
}
