import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  answerToKeep,
  mayKeep,
  sendKeptAnswer,
  type CacheFill,
} from '../response-cache/cached-calls';
import { readBody } from './read-body';
import { sendRelayedBody, streamAnswer } from './relay-answer';

/**
 * Answers a call that fills the response cache. A reply that may be kept is read whole, kept
 * when it is a success, and sent the way a hit is; any other reply is relayed as it came and
 * the fill given up, so the requests waiting on it call upstream themselves.
 */
export async function answerAndKeep(
  upstream: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  fill: CacheFill,
): Promise<void> {
  if (!mayKeep(upstream)) {
    fill.done();
    streamAnswer(upstream, res);
    return;
  }
  const body = await readBody(upstream);
  const contentType = upstream.headers['content-type'] ?? 'application/json; charset=utf-8';
  const kept = await answerToKeep(body, contentType, fill.lifetimeSeconds);
  fill.done(kept);
  if (res.destroyed) return;
  if (kept !== undefined) {
    sendKeptAnswer(req, res, kept, 'MISS');
    return;
  }
  sendRelayedBody(upstream, res, body);
}
