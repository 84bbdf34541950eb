import type { ErrorRequestHandler, RequestHandler } from 'express';

/** The body of every error the gateway answers: JSON, never an HTML page or a stack trace. */
export interface GatewayErrorBody {
  code: number;
  msg: string;
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
    const status = errorStatus(error);
    const body: GatewayErrorBody =
      status < 500
        ? { code: status, msg: status === 400 ? 'Bad Request' : 'Request Error' }
        : { code: 500, msg: 'Internal Server Error' };
    if (status >= 500) log('request failed', error);
    res.status(status).json(body);
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
