import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';

/** The body of every error the gateway answers: JSON, never an HTML page or a stack trace. */
export interface GatewayErrorBody {
  code: number;
  msg: string;
}

/**
 * Answers a gateway error that must not be cached: `Cache-Control: no-store` and the body as
 * JSON. When the headers already went out (a stream broke off), the connection is cut instead,
 * the only way left to tell the client the answer is incomplete.
 */
export function sendNoStoreError(res: ServerResponse, body: GatewayErrorBody): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('cache-control', 'no-store');
  sendJson(res, body.code, body);
}

/** Sends a JSON body with a status, on a plain Node response (no Express needed). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/** The status and JSON body for an error (4xx keep theirs, anything else is a 500). */
export function errorAnswer(error: unknown): GatewayErrorBody {
  const status = errorStatus(error);
  return status < 500
    ? { code: status, msg: status === 400 ? 'Bad Request' : 'Request Error' }
    : { code: 500, msg: 'Internal Server Error' };
}

/** Unknown `/api/*` routes answer 404 JSON, shaped like the NetEase API server's own 404. */
export const apiNotFound: RequestHandler = (_req, res) => {
  const body: GatewayErrorBody = { code: 404, msg: 'Not Found' };
  res.status(404).json(body);
};

/**
 * Last-resort error handler. Client errors (4xx, e.g. a malformed URL or body) keep their
 * status and a short message; anything else is a 500 with a generic message, the details going
 * to the log only.
 */
export function jsonErrors(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const body = errorAnswer(error);
    if (body.code >= 500) log('request failed', error);
    res.status(body.code).json(body);
  };
}

function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}
