import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheFill } from '../response-cache/cached-calls';
import type { ProxyCache } from '../response-cache/proxy-cache';
import type { CallSessionOpener } from '../session/call-session';
import { startSessionId } from '../session/call-session';
import { accountIdIn, accountKeyOfSession, askAccountId } from '../session/login-account';
import type { Revocations } from '../session/revocations';
import type { BudgetPool, UpstreamBudget } from '../upstream-budget/upstream-budget';
import { refuseCrossSite, refuseMethod } from './call-refusals';
import { answerAndKeep } from './kept-answer';
import { sendJson, sendNoStoreError, type GatewayErrorBody } from '../middleware/json-errors';
import type { PlainMiddleware } from '../middleware/request-observer';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import type { ConcurrencyGate, GateRefusal } from '../overload/concurrency-gate';
import { createShedWarning } from '../overload/shed-warning';
import { SESSION_COOKIE_NAME, type GatewaySession } from '../session/session-store';
import {
  ALLOWED_NETEASE_ROUTES,
  LOGIN_ROUTES,
  LOGOUT_ROUTE,
  routeOf,
  SCRUBBED_ROUTES,
} from './allowed-routes';
import type { NeteaseUpstream, SentCall, UpstreamCall } from './netease-upstream';
import { readBody } from './read-body';
import {
  answerInsteadOfUpstream,
  replacementForErrorPage,
  sendRelayedBody,
  streamAnswer,
} from './relay-answer';
import { createBodyReader, hasRequestBody } from './request-body';
import { scrubLoginFromJson } from './scrub-login';
import { upstreamHeaders, upstreamRequest, type UpstreamAdditions } from './upstream-request';

/** What {@link createNeteaseProxy} needs. */
export interface NeteaseProxyDeps {
  /** Sends the calls to the NetEase-compatible API server (embedded or external). */
  upstream: NeteaseUpstream;
  /** Bounds the calls in flight and waiting; beyond it a call is refused with 503. */
  gate: ConcurrencyGate;
  /** The idle timeout of a call (15 s, contract §1.1), for the 504 message. */
  timeoutMs: number;
  bodyLimitBytes: number;
  /** Compresses an answer relayed from the upstream for a client that accepts it. */
  compress: PlainMiddleware;
  /** Opens a call's session; a session a logout revoked comes back ended. */
  openSession: CallSessionOpener;
  /** Where logouts are recorded for every replica. */
  revocations: Revocations;
  /** The response cache, when it is on. */
  cache: ProxyCache | undefined;
  /** NetEase call budgets per login and for anonymous calls. */
  budget: UpstreamBudget;
  /** Origins besides the gateway's own that may call with the user's session (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  /** The `realIP`, `proxy` and `domain` params for this request. */
  additionsFor: (req: IncomingMessage) => Omit<UpstreamAdditions, 'neteaseCookie'>;
  logger: GatewayLogger;
  metrics: GatewayMetrics;
}

/** How long a client refused for overload is asked to wait before trying again. */
const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** Load shedding is logged as one summary per this interval, not a line per refused call. */
const SHED_LOG_INTERVAL_MS = 1_000;

const OVERLOADED: GatewayErrorBody = {
  code: 503,
  msg: 'The gateway is busy: too many music API calls at once. Try again shortly.',
};

/** Whether the request carries the gateway's session cookie. */
function hasSessionCookie(req: IncomingMessage): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) ?? false;
}

/** The 429 of a call past its budget: NetEase would have answered it with risk control. */
function budgetRefusal(pool: BudgetPool): GatewayErrorBody {
  return {
    code: 429,
    msg:
      pool.kind === 'account'
        ? 'Too many music API calls for this account just now; try again shortly'
        : 'Too many music API calls just now; try again shortly',
  };
}

/** Refuses a call with a JSON error and `Retry-After`, unless the browser has gone. */
function refuseWithRetry(res: ServerResponse, body: GatewayErrorBody, seconds: number): void {
  if (res.headersSent || res.destroyed) return;
  res.setHeader('retry-after', String(seconds));
  sendNoStoreError(res, body);
}

/** One allowed call on its way through the proxy. */
interface ProxiedCall {
  /** The browser's request. */
  req: IncomingMessage;
  route: string;
  call: UpstreamCall;
  session: GatewaySession | undefined;
  /** The budget it counts against. */
  pool: BudgetPool;
  /** Set when this call's answer fills the response cache. */
  fill: CacheFill | undefined;
}

/**
 * The NetEase API under `/api`, limited to {@link ALLOWED_NETEASE_ROUTES}, forwarded by the
 * gateway's own client ({@link NeteaseUpstream}). Every call is decided in full before it is
 * sent: the path without the browser's control params plus the configured `realIP`/`proxy`/
 * `domain`, an allow-list of the browser's headers plus the session's login as `Cookie`, and a
 * body re-serialised by the gateway. Calls pass a {@link ConcurrencyGate}: beyond its bounds a
 * call is answered 503 with `Retry-After` at once. Login answers have their cookie moved into
 * the sealed session and scrubbed from the body; upstream `Set-Cookie` and CORS headers are
 * dropped; `/logout` ends the session; an upstream error page becomes a JSON error. Upstream
 * failures answer JSON: 502 (unreachable) or 504 (silent for the timeout).
 */
export function createNeteaseProxy(deps: NeteaseProxyDeps): PlainMiddleware {
  const allowedOrigins = new Set(deps.allowedOrigins);
  const readRequestBody = createBodyReader(deps.bodyLimitBytes);

  const fail = (res: ServerResponse, route: string, error: Error) => {
    const reason = (error as NodeJS.ErrnoException).code ?? 'error';
    const timedOut = reason === 'ETIMEDOUT';
    deps.metrics.upstreamErrors.inc({ upstream: 'netease', reason: timedOut ? 'timeout' : reason });
    deps.logger.warn({ route, reason }, 'NetEase upstream call failed');
    sendNoStoreError(
      res,
      timedOut
        ? { code: 504, msg: `The music API did not answer within ${deps.timeoutMs / 1000} s` }
        : { code: 502, msg: `The music API cannot be reached (${reason})` },
    );
  };

  const recordShed = createShedWarning(
    (fields) => deps.logger.warn(fields, 'NetEase calls refused: the gateway is overloaded'),
    SHED_LOG_INTERVAL_MS,
  );

  const refuseOverload = (res: ServerResponse, reason: GateRefusal) => {
    deps.metrics.shedRequests.inc({ upstream: 'netease', reason });
    recordShed(reason);
    refuseWithRetry(res, OVERLOADED, OVERLOAD_RETRY_AFTER_SECONDS);
  };

  /** Answers with the session's changes: the login kept, or the session ended everywhere. */
  const answerScrubbed = async (
    upstream: IncomingMessage,
    res: ServerResponse,
    proxied: ProxiedCall,
  ) => {
    const { route, session } = proxied;
    const raw = await readBody(upstream);
    const { loginCookie, body } = scrubLoginFromJson(raw, LOGIN_ROUTES.has(route));
    if (session !== undefined) {
      if (route === LOGOUT_ROUTE) {
        if (session.sid !== undefined) deps.revocations.revoke(session.sid);
        session.destroy();
      } else if (loginCookie !== undefined) {
        session.neteaseCookie = loginCookie;
        session.accountId =
          accountIdIn(body) ??
          (await askAccountId(deps.upstream, accountCall(proxied, loginCookie)));
        startSessionId(session);
        await session.save();
        deps.logger.info({ route }, 'NetEase login kept in the session');
      }
    }
    sendRelayedBody(upstream, res, body);
  };

  const answer = async (upstream: IncomingMessage, res: ServerResponse, proxied: ProxiedCall) => {
    const replacement = replacementForErrorPage(upstream);
    if (replacement !== undefined) {
      deps.metrics.upstreamErrors.inc({ upstream: 'netease', reason: 'error_page' });
      deps.logger.warn(
        { route: proxied.route, status: upstream.statusCode },
        'NetEase upstream answered an error page',
      );
      answerInsteadOfUpstream(upstream, res, replacement);
    } else if (SCRUBBED_ROUTES.has(proxied.route)) {
      await answerScrubbed(upstream, res, proxied);
    } else if (proxied.fill !== undefined) {
      await answerAndKeep(upstream, proxied.req, res, proxied.fill);
    } else {
      streamAnswer(upstream, res);
    }
  };

  /** Sends the call once its budget and the gate let it through, and answers the browser. */
  const forward = async (res: ServerResponse, proxied: ProxiedCall) => {
    const { fill } = proxied;
    // Whichever way the answer ends, a fill is given up unless it was kept.
    res.once('close', () => fill?.done());
    const room = await deps.budget.take(proxied.pool);
    if (!room.ok) {
      refuseWithRetry(res, budgetRefusal(proxied.pool), room.retryAfterSeconds);
      return;
    }
    // A browser that left while its body, session or budget was awaited has no one to answer.
    if (res.destroyed) return;
    // Compression wraps only answers that come from upstream: a kept one is gzipped already.
    deps.compress(proxied.req, res, () => undefined);
    let sent: SentCall | undefined;
    const pass = deps.gate.enter({
      refuse: (reason) => refuseOverload(res, reason),
      run: () => {
        sent = deps.upstream.send(proxied.call);
        sent.response
          .then((upstream) => answer(upstream, res, proxied))
          .catch((error: Error) => fail(res, proxied.route, error));
      },
    });
    res.once('close', () => {
      // The browser gone before its answer was complete: the upstream call has no one to
      // answer, so its socket is freed.
      if (sent && !res.writableFinished) sent.request.destroy();
      // Whichever way the answer ended (sent, refused, failed, client gone), the slot or the
      // place in the queue is given back.
      pass.leave();
    });
  };

  /** Plans the call (session, cache, path, headers, body) and forwards it. */
  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    body: Buffer | undefined,
  ) => {
    // Most calls are anonymous: unsealing is only worth it when there is a session to read,
    // or when the answer may start or end one.
    const needsSession = LOGIN_ROUTES.has(route) || route === LOGOUT_ROUTE || hasSessionCookie(req);
    const session = needsSession ? await deps.openSession(req, res) : undefined;
    const neteaseCookie = session?.neteaseCookie;
    const account = accountKeyOfSession(session);
    const cached =
      body === undefined ? await deps.cache?.consult(req, res, route, account) : undefined;
    if (cached?.answered) return;
    const fill = cached?.fill;
    deps.cache?.watchWrite(res, route, account);
    const { path, cookieHeader } = upstreamRequest(req.url ?? '/', {
      ...deps.additionsFor(req),
      neteaseCookie,
    });
    const call: UpstreamCall = {
      method: req.method as UpstreamCall['method'],
      path,
      // A kept answer is stored as sent and gzipped once here, so it is asked for uncompressed.
      headers: upstreamHeaders(req.headers, cookieHeader, body !== undefined, fill !== undefined),
      body,
    };
    const pool: BudgetPool =
      account === undefined ? { kind: 'anonymous' } : { kind: 'account', account };
    await forward(res, { req, route, call, session, pool, fill });
  };

  /** `GET /user/account` as a new login, with the same additions as the call that made it. */
  const accountCall = (proxied: ProxiedCall, loginCookie: string): UpstreamCall => {
    const { path, cookieHeader } = upstreamRequest('/user/account', {
      ...deps.additionsFor(proxied.req),
      neteaseCookie: loginCookie,
    });
    return {
      method: 'GET',
      path,
      headers: upstreamHeaders({}, cookieHeader, false, true),
      body: undefined,
    };
  };

  const withBody = async (req: IncomingMessage, res: ServerResponse, route: string) => {
    const outcome = await readRequestBody(req, res);
    if (outcome.ok) await handle(req, res, route, outcome.body);
    else sendJson(res, outcome.refusal.code, outcome.refusal);
  };

  return (req, res, next) => {
    // A Set lookup first: everything not on the allow-list passes by at no cost.
    const route = routeOf(req.url ?? '/');
    if (!ALLOWED_NETEASE_ROUTES.has(route)) {
      next();
      return;
    }
    const refusal = refuseMethod(req) ?? refuseCrossSite(req, allowedOrigins);
    if (refusal !== undefined) {
      sendJson(res, refusal.code, refusal);
      return;
    }
    const hasBody = hasRequestBody(req);
    // Most answers are anonymous hits in this replica's memory: served here, with no session,
    // no promise and no lookup elsewhere.
    if (!hasBody && !hasSessionCookie(req) && deps.cache?.answerFromMemory(req, res, route)) return;
    // Every method with a body goes through the body parsers: the NCM server merges a body into
    // the params whatever the method.
    const planned = hasBody ? withBody(req, res, route) : handle(req, res, route, undefined);
    planned.catch(next);
  };
}
