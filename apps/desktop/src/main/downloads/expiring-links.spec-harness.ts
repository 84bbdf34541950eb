// Test-only: a media server of signed-looking links that expire after so many bytes, as a CDN's
// links expire mid-download, with Range (206 and Content-Range) and ways to answer it wrongly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How one link behaves. */
export interface LinkRule {
  /** The file served under this link; the server's own unless told. */
  body?: Buffer;
  /** Once this many bytes went out under the link, the connection is cut and the link is dead (403). */
  expireAfterBytes?: number;
  /** Cuts the connection once, after this many bytes; the link stays good. */
  dropAfterBytes?: number;
  /** Dead from the start (a download that waited in the queue past its link's lifetime). */
  expired?: boolean;
  /** Answers a Range with the whole file (200), as a server that does not do ranges. */
  ignoreRange?: boolean;
  /** Answers a Range from this many bytes off the byte asked for. */
  rangeShift?: number;
  /** Sends no Content-Length (chunked): the size is unknown to the client. */
  unsized?: boolean;
}

/** One request the server answered. */
export interface SeenRequest {
  link: number;
  range: string | null;
  status: number;
}

/** The running server. */
export interface ExpiringLinks {
  /** Issues a new link (`/media/<n>.m4a`) with its rule. */
  link(rule?: LinkRule): string;
  /**
   * The fetch the downloads under test use: it tells the server how much of each link's bytes
   * the download has taken, so a connection is cut only once every byte sent was taken. (A real
   * cut also loses what the client had received but not read; the download then continues from
   * fewer bytes, which is right, but the tests want to know the byte.)
   */
  fetch: typeof globalThis.fetch;
  /** The requests answered, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

interface Link {
  rule: LinkRule;
  sent: number;
  /** Bytes of this link the client has taken; `caughtUp` wakes when it reaches `sent`. */
  taken: number;
  caughtUp?: () => void;
  dead: boolean;
  dropped: boolean;
}

const CHUNK = 16 * 1024;

/** Where an answer starts, its status and headers; or null when the range is past the end. */
function answerOf(rule: LinkRule, body: Buffer, range: string | null) {
  const asked = /^bytes=(\d+)-$/.exec(range ?? '');
  const length = body.length;
  if (!asked?.[1] || rule.ignoreRange) {
    return { status: 200, start: 0, headers: rule.unsized ? {} : { 'content-length': length } };
  }
  const start = Number(asked[1]) + (rule.rangeShift ?? 0);
  if (start >= length) return null;
  return {
    status: 206,
    start,
    headers: {
      'content-length': length - start,
      'content-range': `bytes ${start}-${length - 1}/${length}`,
    },
  };
}

/** Starts the server on 127.0.0.1 and a free port, serving `file` unless a link says otherwise. */
export async function startExpiringLinks(file: Buffer): Promise<ExpiringLinks> {
  const links: Link[] = [];
  const seen: SeenRequest[] = [];
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const number = Number(/^\/media\/(\d+)\.m4a$/.exec(request.url ?? '')?.[1] ?? Number.NaN);
    const link = links[number];
    const range = request.headers.range ?? null;
    if (!link) return void response.writeHead(404).end();
    const answer = link.dead ? null : answerOf(link.rule, link.rule.body ?? file, range);
    const status = link.dead ? 403 : (answer?.status ?? 416);
    seen.push({ link: number, range, status });
    if (!answer) return void response.writeHead(status).end(link.dead ? 'expired' : '');
    response.writeHead(answer.status, { 'content-type': 'audio/mp4', ...answer.headers });
    const rest = (link.rule.body ?? file).subarray(answer.start);
    const { expireAfterBytes, dropAfterBytes } = link.rule;
    const budgets = [
      expireAfterBytes === undefined ? Infinity : expireAfterBytes - link.sent,
      dropAfterBytes === undefined || link.dropped ? Infinity : dropAfterBytes - link.sent,
    ];
    const budget = Math.max(0, Math.min(...budgets));
    const cut = budget < rest.length;
    const out = rest.subarray(0, budget);
    for (let offset = 0; offset < out.length; offset += CHUNK) {
      response.write(out.subarray(offset, offset + CHUNK));
    }
    link.sent += out.length;
    if (!cut) return void response.end();
    if (budgets[0] === budget) link.dead = true;
    else link.dropped = true;
    void new Promise<void>((caughtUp) => {
      link.caughtUp = caughtUp;
      if (link.taken >= link.sent) caughtUp();
    }).then(() => request.socket.end());
  };
  const took = (number: number, bytes: number) => {
    const link = links[number];
    if (!link) return;
    link.taken += bytes;
    if (link.taken >= link.sent) link.caughtUp?.();
  };
  const server = createServer(serve);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    link(rule = {}) {
      links.push({ rule, sent: 0, taken: 0, dead: rule.expired ?? false, dropped: false });
      return `http://127.0.0.1:${port}/media/${links.length - 1}.m4a`;
    },
    seen,
    async fetch(input, init) {
      const response = await fetch(input, init);
      const number = /\/media\/(\d+)\.m4a$/.exec(String(input))?.[1];
      if (number === undefined || !response.body) return response;
      const counted = counting(response.body, (bytes) => took(Number(number), bytes));
      const { status, statusText, headers } = response;
      return new Response(counted, { status, statusText, headers });
    },
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/**
 * `body` as the reader takes it, one chunk per read (nothing read ahead), calling `took` with
 * each chunk handed over.
 */
function counting(
  body: ReadableStream<Uint8Array>,
  took: (bytes: number) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) return controller.close();
        controller.enqueue(next.value);
        took(next.value.length);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
