import express, { type Request, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayErrorBody } from '../middleware/json-errors';
import { withoutControlParams } from './upstream-request';

/** A request whose body the parsers may have read (body-parser sets `_body` when it did). */
type BodyRequest = IncomingMessage & { body?: unknown; _body?: boolean };

/** What a request body becomes: the JSON the upstream gets, or a refusal for the client. */
export type BodyOutcome = { ok: true; body: Buffer } | { ok: false; refusal: GatewayErrorBody };

/** Reads, checks and re-serialises a request body; parser errors (e.g. 413) reject. */
export type BodyReader = (req: IncomingMessage, res: ServerResponse) => Promise<BodyOutcome>;

const UNREADABLE_BODY: GatewayErrorBody = {
  code: 415,
  msg: 'Only JSON and form bodies are accepted',
};

const NOT_AN_OBJECT: GatewayErrorBody = {
  code: 400,
  msg: 'A request body must be a JSON object or a form',
};

/** Whether the request says it has a body (a length above zero, or chunked). */
export function hasRequestBody(req: IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

/**
 * Reads a body with body-parser (JSON or form, up to `limitBytes`) so its control params can be
 * dropped, and answers what the upstream gets: the remaining params as JSON, written by the
 * gateway (never the client's bytes). Called only for requests with a body (`hasRequestBody`).
 * Refused at once:
 * - a body the parsers did not read (a content type they could not make out, which the
 *   upstream's own parser may still read): 415, because it would reach the upstream unfiltered;
 * - a JSON body that is not an object (an array; strict parsing already refuses strings,
 *   numbers, booleans and `null` with 400): 400, because the NCM server reads params from an
 *   object and nothing else can be filtered param by param.
 */
export function createBodyReader(limitBytes: number): BodyReader {
  const parseJson = express.json({ limit: limitBytes });
  const parseForm = express.urlencoded({ extended: false, limit: limitBytes });
  // body-parser is typed for Express but reads and sets only what plain Node objects have.
  const parse = (req: BodyRequest, res: ServerResponse) =>
    new Promise<void>((resolve, reject) =>
      parseJson(req as Request, res as Response, (jsonError?: unknown) =>
        jsonError
          ? reject(jsonError)
          : parseForm(req as Request, res as Response, (formError?: unknown) =>
              formError ? reject(formError) : resolve(),
            ),
      ),
    );

  // Called only for requests that have a body (see hasRequestBody).
  return async (req: BodyRequest, res) => {
    await parse(req, res);
    if (req._body !== true) return { ok: false, refusal: UNREADABLE_BODY };
    const params = withoutControlParams(req.body);
    if (params === undefined) return { ok: false, refusal: NOT_AN_OBJECT };
    return { ok: true, body: Buffer.from(JSON.stringify(params)) };
  };
}
