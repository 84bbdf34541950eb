import type { Response } from 'express';

/** The body of every error the Bilibili routes answer (contract §4.1's `{code, message}`). */
export interface BilibiliErrorBody {
  code: number;
  message: string;
}

/**
 * Answers `status` with `{code: status, message}` and `Cache-Control: no-store`. If the
 * response has already started (a stream broke half-way), the connection is cut instead, so
 * the client sees a failed transfer rather than a body with JSON glued to its end.
 */
export function sendJsonError(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: BilibiliErrorBody = { code: status, message };
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/** The 400 of a missing parameter, worded as the original (`缺少必需参数: <name>`). */
export function sendMissingParam(res: Response, name: string): void {
  sendJsonError(res, 400, `缺少必需参数: ${name}`);
}

/** A query value as one string: the first of a repeated parameter, nothing for a nested one. */
export function firstQueryString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
