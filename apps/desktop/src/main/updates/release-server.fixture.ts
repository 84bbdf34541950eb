import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test server answers one download path. */
export interface ServedFile {
  bytes: Buffer;
  /** Sent in this many pieces, `pauseMs` apart (progress needs more than one chunk). */
  pieces?: number;
  pauseMs?: number;
  /**
   * Waited for after each piece, with the bytes sent so far: a test that counts progress events
   * holds the next piece until the client has read this one (pieces sent on a timer coalesce into
   * one chunk on a loaded machine).
   */
  afterPiece?: (sentBytes: number) => Promise<void>;
  /** Leave out `Content-Length` (a chunked answer of unknown size). */
  noLength?: boolean;
  /** Destroy the socket after this many bytes (a dropped connection). */
  cutAfter?: number;
  /** Stop sending after this many bytes and keep the socket open (a stalled server). */
  stallAfter?: number;
  status?: number;
  /** Answer 302 to this location instead. */
  redirect?: string;
}

/** A local release server: the release JSON and installer files over HTTP on 127.0.0.1. */
export interface ReleaseServer {
  origin: string;
  releaseUrl: string;
  setRelease(body: unknown, status?: number): void;
  serve(path: string, file: ServedFile): void;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A file of random bytes with its GitHub-style digest. */
export function installerBytes(size: number): { bytes: Buffer; digest: string; sha256: string } {
  const bytes = randomBytes(size);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { bytes, digest: `sha256:${sha256}`, sha256 };
}

async function send(response: ServerResponse, file: ServedFile): Promise<void> {
  const size = Math.ceil(file.bytes.length / (file.pieces ?? 1));
  const stopAt = file.cutAfter ?? file.stallAfter;
  let sent = 0;
  for (let offset = 0; offset < file.bytes.length; offset += size) {
    const piece = file.bytes.subarray(offset, offset + size);
    if (stopAt !== undefined && sent + piece.length >= stopAt) {
      response.write(piece.subarray(0, stopAt - sent));
      // A cut drops the connection; a stall keeps it open and sends nothing more.
      if (file.cutAfter !== undefined) setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    response.write(piece);
    sent += piece.length;
    if (file.pauseMs) await new Promise((resolve) => setTimeout(resolve, file.pauseMs));
    await file.afterPiece?.(sent);
  }
  response.end();
}

/** Starts the server on a free loopback port. */
export async function startReleaseServer(): Promise<ReleaseServer> {
  let release: { body: unknown; status: number } = { body: {}, status: 404 };
  const files = new Map<string, ServedFile>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (path === '/release.json') {
      response.writeHead(release.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(release.body));
      return;
    }
    const file = files.get(path);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    if (file.redirect) {
      response.writeHead(302, { location: file.redirect }).end();
      return;
    }
    response.writeHead(file.status ?? 200, {
      'content-type': 'application/octet-stream',
      ...(file.noLength ? {} : { 'content-length': String(file.bytes.length) }),
    });
    void send(response, file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    releaseUrl: `${origin}/release.json`,
    setRelease: (body, status = 200) => {
      release = { body, status };
    },
    serve: (path, file) => files.set(path, file),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
