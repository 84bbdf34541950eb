import express, { type Request, type Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { Agent } from 'node:http';
import { sendJson, type GatewayErrorBody } from '../middleware/json-errors';
import type { PlainMiddleware } from '../middleware/request-observer';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import {
  SESSION_COOKIE_NAME,
  type GatewaySession,
  type SessionOpener,
} from '../session/session-store';
import {
  ALLOWED_NETEASE_ROUTES,
  LOGIN_ROUTES,
  LOGOUT_ROUTE,
  routeOf,
  SCRUBBED_ROUTES,
} from './allowed-routes';
import { readBody } from './read-body';
import { scrubLoginFromJson } from './scrub-login';
import { upstreamRequest, withoutControlParams, type UpstreamAdditions } from './upstream-request';

/** What {@link createNeteaseProxy} needs. */
export interface NeteaseProxyDeps {
  /** Base URL of the NetEase-compatible API server (embedded or external). */
  upstreamUrl: string;
  /** Give up on a call after this long (15 s, contract §1.1). */
  timeoutMs: number;
  bodyLimitBytes: number;
  openSession: SessionOpener;
  /** Origins besides the gateway's own that may call with the user's session (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  /** The `realIP`, `proxy` and `domain` params for this request. */
  additionsFor: (req: IncomingMessage) => Omit<UpstreamAdditions, 'neteaseCookie'>;
  logger: GatewayLogger;
  metrics: GatewayMetrics;
}

interface ProxyPlan {
  route: string;
  path: string;
  cookieHeader: string | undefined;
  /** Opened only when the request carries one or the route may start or end one. */
  session: GatewaySession | undefined;
  timedOut: boolean;
}

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

const CLIENT_ONLY_REQUEST_HEADERS = [
  'cookie',
  'authorization',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
];

function copySafeHeaders(from: IncomingMessage, to: ServerResponse) {
  for (const [name, value] of Object.entries(from.headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    if (name.startsWith('access-control-')) continue;
    to.setHeader(name, value);
  }
}

/**
 * The NetEase API under `/api`, proxied with http-proxy-middleware to the upstream, limited to
 * {@link ALLOWED_NETEASE_ROUTES}. Every call carries the session's login as its `Cookie`
 * header plus the configured `realIP`/`proxy`; the browser's own control params and cookies
 * never reach the upstream. Login answers have their cookie moved into the sealed session and
 * scrubbed from the body; upstream `Set-Cookie` and CORS headers are dropped; `/logout` ends
 * the session. Upstream failures answer JSON: 502 (unreachable) or 504 (no answer in time).
 */
export function createNeteaseProxy(deps: NeteaseProxyDeps): PlainMiddleware {
  const plans = new WeakMap<IncomingMessage, ProxyPlan>();
  // Keep-alive to the upstream: a fresh TCP connection per call would dominate the latency.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  const fail = (req: IncomingMessage, res: ServerResponse, error: Error) => {
    const plan = plans.get(req);
    const timedOut = plan?.timedOut === true;
    const reason = timedOut ? 'timeout' : ((error as NodeJS.ErrnoException).code ?? 'error');
    deps.metrics.upstreamErrors.inc({ upstream: 'netease', reason });
    deps.logger.warn({ route: plan?.route, reason }, 'NetEase upstream call failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body: GatewayErrorBody = timedOut
      ? { code: 504, msg: `The music API did not answer within ${deps.timeoutMs / 1000} s` }
      : { code: 502, msg: `The music API cannot be reached (${reason})` };
    res.statusCode = body.code;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(body));
  };

  const onProxyRes = async (
    proxyRes: IncomingMessage,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    const plan = plans.get(req);
    res.statusCode = proxyRes.statusCode ?? 502;
    copySafeHeaders(proxyRes, res);
    const route = plan?.route ?? '';
    const isLogin = LOGIN_ROUTES.has(route);
    if (!SCRUBBED_ROUTES.has(route)) {
      const length = proxyRes.headers['content-length'];
      if (length !== undefined && proxyRes.headers['content-encoding'] === undefined) {
        res.setHeader('content-length', length);
      }
      if (proxyRes.headers['content-encoding'] !== undefined) {
        res.setHeader('content-encoding', proxyRes.headers['content-encoding']);
      }
      // An upstream that breaks off mid-answer must not leave the browser waiting for the rest.
      proxyRes.once('error', () => res.destroy());
      proxyRes.pipe(res);
      return;
    }
    const raw = await readBody(proxyRes);
    const { loginCookie, body } = scrubLoginFromJson(raw, isLogin);
    const session = plan?.session;
    if (session !== undefined) {
      if (route === LOGOUT_ROUTE) {
        session.destroy();
      } else if (loginCookie !== undefined) {
        session.neteaseCookie = loginCookie;
        await session.save();
        deps.logger.info({ route }, 'NetEase login kept in the session');
      }
    }
    res.setHeader('content-length', body.length);
    res.end(body);
  };

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: deps.upstreamUrl,
    changeOrigin: true,
    selfHandleResponse: true,
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    proxyTimeout: deps.timeoutMs,
    agent,
    pathRewrite: (_path, req) => plans.get(req)?.path,
    on: {
      proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => {
        const plan = plans.get(req);
        // The browser's cookies and credentials are not the upstream's business, and client
        // address headers would let a caller pose as any IP (the NCM server trusts them and
        // sends them on as X-Real-IP); the gateway sets `realIP` itself.
        for (const header of CLIENT_ONLY_REQUEST_HEADERS) proxyReq.removeHeader(header);
        if (plan?.cookieHeader !== undefined) proxyReq.setHeader('cookie', plan.cookieHeader);
        proxyReq.on('timeout', () => {
          if (plan) plan.timedOut = true;
        });
        writeFilteredBody(proxyReq, req as BodyRequest);
      },
      proxyRes: (proxyRes, req, res) => {
        onProxyRes(proxyRes, req, res).catch((error: Error) => fail(req, res, error));
      },
      error: (error, req, res) => {
        if ('setHeader' in res) fail(req, res, error);
        else res.destroy();
      },
    },
  });

  const limit = deps.bodyLimitBytes;
  const allowedOrigins = new Set(deps.allowedOrigins);
  const parseJson = express.json({ limit });
  const parseForm = express.urlencoded({ extended: false, limit });
  /** Reads a POST body (JSON or form), so its control params can be dropped. */
  // body-parser is typed for Express but reads and sets only what plain Node objects have.
  const parseBody = (
    req: BodyRequest,
    res: ServerResponse,
    then: () => void,
    fail: (error: unknown) => void,
  ) =>
    parseJson(req as Request, res as Response, (jsonError?: unknown) =>
      jsonError
        ? fail(jsonError)
        : parseForm(req as Request, res as Response, (formError?: unknown) =>
            formError ? fail(formError) : then(),
          ),
    );

  const handle = (req: BodyRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    // A Set lookup first: everything not on the allow-list passes by at no cost.
    const url = req.url ?? '/';
    const route = routeOf(url);
    if (!ALLOWED_NETEASE_ROUTES.has(route)) {
      next();
      return;
    }
    const refusal = refuseMethod(req) ?? refuseCrossSite(req, allowedOrigins);
    if (refusal !== undefined) {
      sendJson(res, refusal.code, refusal);
      return;
    }
    const start = (session: GatewaySession | undefined) => {
      const { path, cookieHeader } = upstreamRequest(url, {
        ...deps.additionsFor(req),
        neteaseCookie: session?.neteaseCookie,
      });
      plans.set(req, { route, path, cookieHeader, session, timedOut: false });
      if (req.body !== undefined) req.body = withoutControlParams(req.body);
      return proxy(req, res, next);
    };
    // Most calls are anonymous: unsealing is only worth it when there is a session to read,
    // or when the answer may start or end one.
    const needsSession =
      LOGIN_ROUTES.has(route) ||
      route === LOGOUT_ROUTE ||
      (req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) ?? false);
    if (!needsSession) {
      start(undefined).catch(next);
      return;
    }
    deps.openSession(req, res).then(start).catch(next);
  };
  // Every method with a body goes through the body parsers: the NCM server merges a body into
  // the params whatever the method.
  return (req, res, next) => {
    if (!hasRequestBody(req)) {
      handle(req, res, next);
      return;
    }
    const afterParsing = () => {
      // Fail closed: a body the parsers did not read (a content type they could not make out,
      // which the upstream's own parser may still read) would reach the upstream unfiltered.
      if ((req as BodyRequest)._body !== true) sendJson(res, 415, UNREADABLE_BODY);
      else handle(req, res, next);
    };
    parseBody(req, res, afterParsing, next);
  };
}

/**
 * A request another site made the browser send (a link, a form, an image) would carry the
 * session cookie on top-level GETs despite SameSite=Lax, and several NetEase calls change state
 * with a GET (`/like`, `/logout`). Browsers say where a request comes from in `Sec-Fetch-Site`;
 * cross-site ones are refused unless their `Origin` is allowed. Clients that send no
 * `Sec-Fetch-Site` (scripts, older browsers) are not browsers acting for another site.
 */
function refuseCrossSite(
  req: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
): GatewayErrorBody | undefined {
  if (req.headers['sec-fetch-site'] !== 'cross-site') return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && allowedOrigins.has(origin)) return undefined;
  return { code: 403, msg: 'Cross-site requests are not accepted' };
}

function hasRequestBody(req: IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

/** A request whose body the parsers may have read (body-parser sets `_body` when it did). */
type BodyRequest = IncomingMessage & { body?: unknown; _body?: boolean };

const UNREADABLE_BODY: GatewayErrorBody = {
  code: 415,
  msg: 'Only JSON and form bodies are accepted',
};

/**
 * Sends the body the parsers read, with its control params already removed, as JSON (the NCM
 * server reads JSON and form bodies alike): re-serialised by the gateway, never the client's
 * bytes, with a length of its own (a chunked request's `Transfer-Encoding` is dropped).
 */
function writeFilteredBody(proxyReq: ClientRequest, req: BodyRequest) {
  if (req._body !== true || req.body === undefined) return;
  const text = JSON.stringify(req.body);
  proxyReq.removeHeader('transfer-encoding');
  proxyReq.removeHeader('content-encoding');
  proxyReq.setHeader('content-type', 'application/json; charset=utf-8');
  proxyReq.setHeader('content-length', Buffer.byteLength(text));
  proxyReq.write(text);
}

const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Methods the client never uses are not forwarded. (Bodies the parsers cannot read, such as
 * multipart or text, are refused before this, where the parsers have run: see `_body`.)
 */
function refuseMethod(req: IncomingMessage): GatewayErrorBody | undefined {
  return PROXIED_METHODS.has(req.method ?? '')
    ? undefined
    : { code: 405, msg: 'Method Not Allowed' };
}
