import type { Response } from 'express';

/** The error codes the API answers with (documented in docs/remote-control.md). */
export type RemoteErrorCode =
  | 'unauthorized'
  | 'insufficient-scope'
  | 'ip-not-allowed'
  | 'origin-not-allowed'
  | 'invalid-pairing-code'
  | 'bad-request'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'not-found'
  | 'method-not-allowed'
  | 'too-many-requests'
  | 'no-track'
  | 'player-unavailable'
  | 'too-many-streams'
  | 'internal';

/** Answers a JSON error: a code for programs and a sentence for people, never a stack. */
export function sendError(
  res: Response,
  status: number,
  error: RemoteErrorCode,
  message: string,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).type('application/json').send(JSON.stringify({ error, message }));
}
