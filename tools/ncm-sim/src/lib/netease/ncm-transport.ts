import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { SimUser } from '../catalogue/catalogue.types';

/** What a NetEase route handler sees: merged params, the parsed cookie and the logged-in user. */
export interface NcmContext {
  /** Query, JSON body and urlencoded body merged; the body wins (NCM `server.js`). */
  params: Record<string, unknown>;
  cookie: Record<string, string>;
  user: SimUser | null;
  req: Request;
}

/** A handler's answer. `status` is derived from `body.code` unless given (the wrapped routes). */
export interface NcmAnswer {
  status?: number;
  body: Record<string, unknown>;
  cookie?: string[];
}

export type NcmHandler = (context: NcmContext) => NcmAnswer | Promise<NcmAnswer>;

/**
 * Decides, before a route runs, whether a call is served at all: an answer refuses it (the
 * simulator's risk control), undefined lets the route run.
 */
export type NcmGate = (context: NcmContext) => NcmAnswer | undefined;

/** Thrown by a handler when a required param is missing: the real server answers a 404 body. */
export class MissingParamError extends Error {}

/** NetEase's "login required" answer: HTTP 301 with a JSON body, no `Location`. */
export function loginRequired(): NcmAnswer {
  return { body: { code: 301, msg: '需要登录', message: '需要登录' } };
}

/**
 * HTTP status for a body code, as NCM's `util/request.js` computes it: the code itself, except
 * 201/302/400/502/800–803 which are sent as 200, and anything outside 101..599 which becomes 400.
 */
export function httpStatusFor(code: unknown): number {
  const numeric = Number(code);
  if ([201, 302, 400, 502, 800, 801, 802, 803].includes(numeric)) return 200;
  if (!Number.isFinite(numeric) || code === undefined) return 200;
  return numeric > 100 && numeric < 600 ? numeric : 400;
}

/** NCM's `cookieToJson`: `;`-separated segments, keeping only those with exactly one `=`. */
export function cookieToJson(cookie: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const segment of cookie.split(';')) {
    const parts = segment.split('=');
    if (parts.length === 2 && parts[0] !== undefined && parts[1] !== undefined) {
      result[parts[0].trim()] = parts[1].trim();
    }
  }
  return result;
}

/** The cookie of a request: the `cookie` param (string or object) if present, else the Cookie header. */
export function requestCookie(
  params: Record<string, unknown>,
  header: string | undefined,
): Record<string, string> {
  const given = params['cookie'];
  if (typeof given === 'string' && given !== '') return cookieToJson(given);
  if (given && typeof given === 'object') {
    return Object.fromEntries(Object.entries(given).map(([key, value]) => [key, String(value)]));
  }
  return header ? cookieToJson(header) : {};
}

/**
 * The NCM server's transport front (contract §1.5): CORS echoing the Origin with credentials and
 * `OPTIONS` 204 on every path, then the query, JSON and urlencoded bodies parsed. Mounted first,
 * so even an injected fault answers with CORS headers a browser accepts.
 */
export function ncmFront(): RequestHandler[] {
  return [
    (req, res, next) => {
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Headers', 'X-Requested-With,Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'PUT,POST,GET,DELETE,OPTIONS');
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      next();
    },
    express.json({ limit: '2mb' }),
    express.urlencoded({ extended: false, limit: '2mb' }),
  ];
}

/** Dependencies of the NetEase router. */
export interface NcmRouterDeps {
  routes: Readonly<Record<string, NcmHandler>>;
  userForToken: (musicU: string) => SimUser | null;
  /** Runs on every call of a known route once the user is known, before the handler. */
  gate?: NcmGate;
}

/**
 * The NetEase API server's routing (contract §1), behind {@link ncmFront}: any method on every
 * route, params merged from query and body, cookie from the param or header, HTTP status
 * mirroring `body.code`, `Set-Cookie` unless `noCookie`, and `{code:404,data:null,msg:'Not Found'}`
 * for a missing param (unknown routes fall through to the app's 404). The `gate`, if any, may
 * refuse a call of a known route before its handler runs.
 */
export function createNcmRouter({ routes, userForToken, gate }: NcmRouterDeps): Router {
  const router = express.Router();
  router.use(async (req, res, next) => {
    const handler = routes[req.path];
    if (!handler) return next();
    const params = mergeParams(req);
    const cookie = requestCookie(params, req.headers.cookie);
    const user = cookie['MUSIC_U'] ? userForToken(cookie['MUSIC_U']) : null;
    const context: NcmContext = { params, cookie, user, req };
    const refusal = gate?.(context);
    if (refusal) {
      send(res, refusal, params);
      return;
    }
    try {
      const answer = await handler(context);
      send(res, answer, params);
    } catch (error) {
      if (error instanceof MissingParamError) {
        res.status(404).json({ code: 404, data: null, msg: 'Not Found' });
        return;
      }
      next(error);
    }
  });
  return router;
}

function mergeParams(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return { ...(req.query as Record<string, unknown>), ...fromBody };
}

function send(res: Response, answer: NcmAnswer, params: Record<string, unknown>): void {
  const status = answer.status ?? httpStatusFor(answer.body['code']);
  if (answer.cookie?.length && params['noCookie'] === undefined)
    res.append('Set-Cookie', answer.cookie);
  res.status(status).json(answer.body);
}

/** A string param, or throws {@link MissingParamError}. */
export function requireParam(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  if (value === undefined || value === null || value === '')
    throw new MissingParamError(`missing ${key}`);
  return String(value);
}

/** A numeric param with a default; non-numbers give the default. */
export function numberParam(
  params: Record<string, unknown>,
  key: string,
  fallback: number,
): number {
  const value = Number(params[key]);
  return params[key] === undefined || params[key] === '' || !Number.isFinite(value)
    ? fallback
    : value;
}

/** NCM's boolean convention: the string 'false' (and absence) is false, anything else true. */
export function booleanParam(
  params: Record<string, unknown>,
  key: string,
  fallback = false,
): boolean {
  const value = params[key];
  if (value === undefined) return fallback;
  return !(value === false || value === 'false' || value === '0' || value === 0);
}
