import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountGenerations } from './account-generations';
import { ACCOUNT_WRITE_ROUTES, CACHEABLE_ROUTES } from './cacheable-routes';
import { sendKeptAnswer, wantsFresh, type CachedCalls, type CacheFill } from './cached-calls';
import { cacheKeyOf, type CacheScope } from './cache-key';

/** What the cache did with a call. */
export type Consultation = { answered: true } | { answered: false; fill: CacheFill | undefined };

/** The response cache's part in the NetEase proxy. */
export interface ProxyCache {
  /**
   * Answers a cacheable GET from the cache, or says whether this call fills it. `account` is
   * the caller's login key (undefined: anonymous).
   */
  consult(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    account: string | undefined,
  ): Promise<Consultation>;
  /**
   * Answers an anonymous GET from this replica's memory when it holds a fresh answer, at once
   * (no promise, no Redis); false when it does not, and the call goes the usual way.
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse, route: string): boolean;
  /** After a login's write has been answered, its kept answers are no longer served. */
  watchWrite(res: ServerResponse, route: string, account: string | undefined): void;
}

const NOT_CONCERNED: Consultation = { answered: false, fill: undefined };
const ANONYMOUS: CacheScope = { kind: 'anonymous' };

/** The cache as the proxy uses it: keys by route, params and login, with its generations. */
export function createProxyCache(calls: CachedCalls, generations: AccountGenerations): ProxyCache {
  return {
    async consult(req, res, route, account) {
      const lifetime = req.method === 'GET' ? CACHEABLE_ROUTES.get(route) : undefined;
      if (lifetime === undefined) return NOT_CONCERNED;
      const scope: CacheScope =
        account === undefined
          ? { kind: 'anonymous' }
          : { kind: 'account', account, generation: await generations.current(account) };
      const key = cacheKeyOf(route, req.url ?? '/', scope);
      const outcome = await calls.begin(key, lifetime, wantsFresh(req));
      if (outcome.kind === 'hit') {
        if (!res.destroyed) sendKeptAnswer(req, res, outcome.answer, 'HIT');
        return { answered: true };
      }
      return { answered: false, fill: outcome.kind === 'fill' ? outcome.fill : undefined };
    },
    answerFromMemory(req, res, route) {
      if (req.method !== 'GET' || !CACHEABLE_ROUTES.has(route) || wantsFresh(req)) return false;
      const answer = calls.fromMemory(cacheKeyOf(route, req.url ?? '/', ANONYMOUS));
      if (answer === undefined) return false;
      sendKeptAnswer(req, res, answer, 'HIT');
      return true;
    },
    watchWrite(res, route, account) {
      if (account === undefined || !ACCOUNT_WRITE_ROUTES.has(route)) return;
      // Moved on when the answer has gone (or the call was given up): a read the listener
      // makes after seeing the write's answer never gets an answer kept before it.
      res.once('close', () => generations.advance(account));
    },
  };
}
