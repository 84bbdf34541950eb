import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { AnswerCache, CacheTier } from './answer-cache';
import type { CachedAnswer } from './cached-answer';

const gzip = promisify(gzipCallback);

/** A cache miss this request fills: `done` must be called once, with the answer or without. */
export interface CacheFill {
  key: string;
  lifetimeSeconds: number;
  done(answer?: CachedAnswer): void;
}

/** What {@link CachedCalls.begin} found. */
export type CacheOutcome =
  | { kind: 'hit'; answer: CachedAnswer; tier: CacheTier | 'shared-flight' }
  | { kind: 'fill'; fill: CacheFill }
  /** Another request's fill under the same key ended without an answer: call upstream plainly. */
  | { kind: 'pass' };

async function waitFor(pending: Promise<CachedAnswer | undefined>): Promise<CacheOutcome> {
  const answer = await pending;
  return answer === undefined ? { kind: 'pass' } : { kind: 'hit', answer, tier: 'shared-flight' };
}

/** The response cache as the NetEase proxy uses it. */
export interface CachedCalls {
  /** `fresh`: the client asked not to be answered from the cache (`Cache-Control: no-cache`). */
  begin(key: string, lifetimeSeconds: number, fresh?: boolean): Promise<CacheOutcome>;
  /** The fresh answer under `key` in this replica's memory, counted as a hit; else undefined. */
  fromMemory(key: string): CachedAnswer | undefined;
}

/**
 * Looks a call up and, on a miss, makes this request the one that fills the key: requests for
 * the same key that arrive meanwhile wait for its answer instead of calling upstream too (one
 * upstream call per key and replica, however many listeners open a chart at once).
 */
export function createCachedCalls(cache: AnswerCache): CachedCalls {
  const filling = new Map<string, Promise<CachedAnswer | undefined>>();
  return {
    fromMemory: (key) => cache.fromMemory(key),
    async begin(key, lifetimeSeconds, fresh = false) {
      // A key being filled is not in the cache yet: wait for it without looking (its answer
      // is as fresh as any).
      const early = filling.get(key);
      if (early !== undefined) return waitFor(early);
      const found = fresh ? undefined : await cache.lookup(key);
      if (found !== undefined) return { kind: 'hit', ...found };
      const pending = filling.get(key);
      if (pending !== undefined) return waitFor(pending);
      let settle: (answer: CachedAnswer | undefined) => void = () => undefined;
      filling.set(key, new Promise((resolve) => (settle = resolve)));
      let settled = false;
      const done = (answer?: CachedAnswer) => {
        if (settled) return;
        settled = true;
        filling.delete(key);
        if (answer !== undefined) cache.store(key, answer);
        settle(answer);
      };
      return { kind: 'fill', fill: { key, lifetimeSeconds, done } };
    },
  };
}

/**
 * The answer to keep for an upstream reply read whole, or undefined when it must not be kept:
 * only a JSON success (`code` 200 in the body: the NCM server sends several failures with HTTP
 * 200) is the same for the next listener.
 */
export async function answerToKeep(
  body: Buffer,
  contentType: string,
  lifetimeSeconds: number,
  now = Date.now(),
): Promise<CachedAnswer | undefined> {
  if (!isJsonSuccess(body)) return undefined;
  // Small answers (nearly all) are gzipped in place: handing them to the thread pool cost
  // several times the compression itself.
  const zipped = body.length <= SYNC_GZIP_MAX_BYTES ? gzipSync(body) : await gzip(body);
  return { contentType, body, gzip: zipped, expiresAt: now + lifetimeSeconds * 1000 };
}

const SYNC_GZIP_MAX_BYTES = 128 * 1024;
const SUCCESS_END = Buffer.from(',"code":200}');

/**
 * Whether a JSON body's top-level `code` is 200. The NCM server writes `code` last, so the
 * end of the text answers without parsing it (in valid JSON an object's last `,"code":200}`
 * can only be a top-level key); any other body is parsed.
 */
function isJsonSuccess(body: Buffer): boolean {
  if (body[0] === 0x7b && body.subarray(body.length - SUCCESS_END.length).equals(SUCCESS_END)) {
    return true;
  }
  try {
    return (JSON.parse(body.toString('utf8')) as { code?: unknown } | null)?.code === 200;
  } catch {
    return false;
  }
}

/**
 * Whether an upstream reply may be read for the cache at all: a 200 JSON answer that sets no
 * cookie (an answer that sets one belongs to whoever it was for).
 */
export function mayKeep(upstream: IncomingMessage): boolean {
  const type = upstream.headers['content-type'] ?? '';
  return (
    upstream.statusCode === 200 &&
    upstream.headers['set-cookie'] === undefined &&
    upstream.headers['content-encoding'] === undefined &&
    /^application\/json\b/i.test(type)
  );
}

/** Whether a client takes gzip (`Accept-Encoding` names it without `q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const match = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q\s*=\s*([\d.]+))?\s*(?:,|$)/i.exec(acceptEncoding);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/**
 * Sends a kept answer, gzipped when the client takes it. `X-Cache` tells operators and tests
 * whether the upstream was asked; the answer carries nothing of whoever filled it.
 */
export function sendKeptAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  cacheState: 'HIT' | 'MISS',
): void {
  const zipped = acceptsGzip(req.headers['accept-encoding']);
  const body = zipped ? answer.gzip : answer.body;
  res.statusCode = 200;
  res.setHeader('content-type', answer.contentType);
  res.setHeader('vary', withVary(res.getHeader('vary'), 'Accept-Encoding'));
  res.setHeader('x-cache', cacheState);
  if (zipped) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A `Vary` value with `name` added to what earlier steps set (CORS varies by `Origin`). */
function withVary(current: number | string | string[] | undefined, name: string): string {
  const text = Array.isArray(current) ? current.join(', ') : current?.toString();
  return text === undefined || text === '' ? name : `${text}, ${name}`;
}

/**
 * Whether the client asks for an answer the cache did not keep: `Cache-Control: no-cache` (or
 * `max-age=0`, as a browser's reload sends it) or the older `Pragma: no-cache`. It is then
 * asked of NetEase, and kept for the next caller.
 */
export function wantsFresh(req: IncomingMessage): boolean {
  const control = req.headers['cache-control'];
  if (
    control !== undefined &&
    /(?:^|,)\s*(?:no-cache|no-store|max-age\s*=\s*0)\s*(?:,|$)/i.test(control)
  ) {
    return true;
  }
  return req.headers['pragma'] === 'no-cache';
}
