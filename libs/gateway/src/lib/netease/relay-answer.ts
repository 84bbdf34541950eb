import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendNoStoreError, type GatewayErrorBody } from '../middleware/json-errors';

// Response headers the upstream may not pass to the browser: its cookies (the session replaces
// them), its CORS answer (it echoes any Origin with credentials; the gateway's own CORS policy
// decides), and hop-by-hop or length headers the gateway recomputes.
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** Copies the upstream's response headers that the browser may see. */
export function copySafeHeaders(from: IncomingMessage, to: ServerResponse): void {
  for (const [name, value] of Object.entries(from.headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    if (name.startsWith('access-control-')) continue;
    to.setHeader(name, value);
  }
}

/**
 * The gateway's own JSON error for an upstream error answer that is not JSON (an HTML error page
 * from the server or a reverse proxy in front of it, which may show internal addresses and
 * source paths), or undefined for an answer to relay. The API's own JSON errors (a 301 "login
 * required", a 400 with its message) pass through: clients read them.
 */
export function replacementForErrorPage(upstream: IncomingMessage): GatewayErrorBody | undefined {
  const status = upstream.statusCode ?? 502;
  if (status < 400 || isJson(upstream.headers['content-type'])) return undefined;
  return status >= 500
    ? { code: 502, msg: `The music API failed (HTTP ${status})` }
    : { code: status, msg: `The music API refused the call (HTTP ${status})` };
}

function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** Sends `error` instead of the upstream's answer, whose body is dropped unread. */
export function answerInsteadOfUpstream(
  upstream: IncomingMessage,
  res: ServerResponse,
  error: GatewayErrorBody,
): void {
  upstream.resume();
  sendNoStoreError(res, error);
}

/** Sends an upstream answer's status and safe headers with a body the gateway read (and may have changed). */
export function sendRelayedBody(
  upstream: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): void {
  res.statusCode = upstream.statusCode ?? 502;
  copySafeHeaders(upstream, res);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Streams an answer through with its length or encoding as the upstream sent them. An upstream
 * that breaks off mid-answer closes the browser's response, which must not wait for the rest.
 */
export function streamAnswer(upstream: IncomingMessage, res: ServerResponse): void {
  res.statusCode = upstream.statusCode ?? 502;
  copySafeHeaders(upstream, res);
  const encoding = upstream.headers['content-encoding'];
  const length = upstream.headers['content-length'];
  if (encoding !== undefined) res.setHeader('content-encoding', encoding);
  else if (length !== undefined) res.setHeader('content-length', length);
  upstream.on('error', () => res.destroy());
  upstream.once('aborted', () => res.destroy());
  upstream.pipe(res);
}
