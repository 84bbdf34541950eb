import type { ApiFailure, ApiRequest, RequestContext } from './api-request.types';
import {
  decideOnFailure,
  isFailureStatus,
  MAX_RETRIES,
  NO_RETRY_PATHS,
  prepareRequest,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
} from './request-rules';

const NOW = 1_750_000_000_000;
const TOKEN = 'MUSIC_U=abc; __csrf=def';
const PROXY = 'http://127.0.0.1:7890';
const REAL_IP = '116.25.146.177';

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    platform: 'desktop',
    device: 'pc',
    token: null,
    proxy: null,
    realIP: null,
    ...overrides,
  };
}

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://api.test').searchParams);
}

describe('request rules: constants (spec §9)', () => {
  it('times out after 15 s and retries once after 500 ms; the no-retry list is empty by design', () => {
    expect([REQUEST_TIMEOUT_MS, RETRY_DELAY_MS, MAX_RETRIES]).toEqual([15_000, 500, 1]);
    expect(NO_RETRY_PATHS).toEqual([]);
  });
});

describe('prepareRequest: params on every request', () => {
  it.each([
    ['desktop', 'pc', 'GET'],
    ['desktop', 'pc', 'POST'],
    ['web', 'web', 'GET'],
    ['web', 'mobile', 'GET'],
    ['web', 'mobile', 'POST'],
  ] as const)('%s (%s) %s: timestamp = now and device in the query', (platform, device, method) => {
    const prepared = prepareRequest(
      { path: '/toplist', method, params: { limit: 10 } },
      context({ platform, device }),
      NOW,
    );
    expect(prepared.url).toBe(`/toplist?limit=10&timestamp=${NOW}&device=${device}`);
    expect(prepared.method).toBe(method);
  });

  it('keeps the caller params in order, leaves out undefined values and stringifies the rest', () => {
    const prepared = prepareRequest(
      {
        path: '/cloudsearch',
        params: { keywords: 'a b&c', type: 1, offset: undefined, noCookie: true, limit: 0 },
      },
      context({ platform: 'web', device: 'web' }),
      NOW,
    );
    expect(prepared.url).toBe(
      `/cloudsearch?keywords=a+b%26c&type=1&noCookie=true&limit=0&timestamp=${NOW}&device=web`,
    );
    expect(prepared.url).not.toContain('undefined');
  });

  it('overrides a caller timestamp/device with its own, in the caller position', () => {
    const prepared = prepareRequest(
      { path: '/x', params: { device: 'tv', id: 1, timestamp: 5 } },
      context(),
      NOW,
    );
    expect(prepared.url).toBe(`/x?device=pc&id=1&timestamp=${NOW}`);
  });

  it('adds a leading slash, appends to a path that has a query, and defaults to GET and 15 s', () => {
    expect(prepareRequest({ path: 'toplist' }, context(), NOW)).toEqual({
      url: `/toplist?timestamp=${NOW}&device=pc`,
      method: 'GET',
      headers: {},
      body: undefined,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    expect(prepareRequest({ path: '/a?b=1', timeoutMs: 200 }, context(), NOW)).toMatchObject({
      url: `/a?b=1&timestamp=${NOW}&device=pc`,
      timeoutMs: 200,
    });
  });
});

describe('prepareRequest: cookie, proxy and realIP', () => {
  // platform × method × token × proxy/realIP × caller cookie → where the cookie, proxy and realIP go.
  type Row = {
    platform: 'desktop' | 'web';
    method: 'GET' | 'POST';
    token: string | null;
    extras: boolean;
    callerCookie: string | undefined;
    queryCookie: string | undefined;
    bodyCookie: string | undefined;
    proxyRealIP: boolean;
  };
  const rows: Row[] = [];
  for (const platform of ['desktop', 'web'] as const)
    for (const method of ['GET', 'POST'] as const)
      for (const token of [TOKEN, null])
        for (const extras of [true, false])
          for (const callerCookie of ['caller-cookie', undefined]) {
            const desktop = platform === 'desktop';
            const stored = desktop ? token : null;
            rows.push({
              platform,
              method,
              token,
              extras,
              callerCookie,
              queryCookie: method === 'GET' ? (callerCookie ?? stored ?? undefined) : undefined,
              bodyCookie: method === 'POST' ? (callerCookie ?? stored ?? undefined) : undefined,
              proxyRealIP: desktop && extras,
            });
          }

  it.each(rows)(
    '$platform $method token=$token proxy/realIP=$extras caller cookie=$callerCookie',
    ({ platform, method, token, extras, callerCookie, queryCookie, bodyCookie, proxyRealIP }) => {
      const request: ApiRequest =
        method === 'GET'
          ? { path: '/user/account', method, params: { cookie: callerCookie } }
          : { path: '/playlist/create', method, body: { name: 'n', cookie: callerCookie } };
      const prepared = prepareRequest(
        request,
        context({
          platform,
          device: platform === 'desktop' ? 'pc' : 'web',
          token,
          proxy: extras ? PROXY : null,
          realIP: extras ? REAL_IP : null,
        }),
        NOW,
      );
      const query = queryOf(prepared.url);
      expect(query['cookie']).toBe(queryCookie);
      expect(query['proxy']).toBe(proxyRealIP ? PROXY : undefined);
      expect(query['realIP']).toBe(proxyRealIP ? REAL_IP : undefined);
      if (method === 'POST') {
        const body = JSON.parse(prepared.body ?? 'null') as Record<string, unknown>;
        expect(body).toEqual(
          bodyCookie === undefined ? { name: 'n' } : { name: 'n', cookie: bodyCookie },
        );
        expect(prepared.headers).toEqual({ 'content-type': 'application/json' });
      } else {
        expect(prepared.body).toBeUndefined();
        expect(prepared.headers).toEqual({});
      }
    },
  );

  it('sends an empty JSON object as the body of a POST without fields or cookie', () => {
    const prepared = prepareRequest({ path: '/p', method: 'POST' }, context(), NOW);
    expect(prepared.body).toBe('{}');
  });

  it('treats an empty stored cookie as none', () => {
    expect(
      queryOf(prepareRequest({ path: '/p' }, context({ token: '' }), NOW).url),
    ).not.toHaveProperty('cookie');
  });

  it('puts the POST params in the query and the cookie only in the body', () => {
    const prepared = prepareRequest(
      { path: '/playlist/subscribe', method: 'POST', params: { t: 1, id: 7 } },
      context({ token: TOKEN }),
      NOW,
    );
    expect(prepared.url).toBe(`/playlist/subscribe?t=1&id=7&timestamp=${NOW}&device=pc`);
    expect(JSON.parse(prepared.body ?? 'null')).toEqual({ cookie: TOKEN });
  });
});

describe('isFailureStatus', () => {
  it.each([
    [200, false],
    [204, false],
    [302, false],
    [301, true],
    [400, true],
    [404, true],
    [500, true],
    [503, true],
  ])('%i → %s', (status, failure) => {
    expect(isFailureStatus(status)).toBe(failure);
  });
});

describe('decideOnFailure', () => {
  const http = (status: number): ApiFailure => ({ kind: 'http', status, body: { code: status } });
  const timeout: ApiFailure = { kind: 'timeout', timeoutMs: REQUEST_TIMEOUT_MS };
  const network: ApiFailure = { kind: 'network', message: 'fetch failed' };
  const retry = { kind: 'retry', delayMs: 500 };
  const fail = { kind: 'fail' };
  const logout = { kind: 'logout' };

  it.each([
    // failure, request flags, attempt → decision
    ['301', http(301), {}, 0, logout],
    ['301 on the retry', http(301), {}, 1, logout],
    ['301 with noRetry', http(301), { noRetry: true }, 0, logout],
    ['301 with noLogin', http(301), { noLogin: true }, 0, fail],
    ['301 with noLogin on the retry', http(301), { noLogin: true }, 1, fail],
    ['500', http(500), {}, 0, retry],
    ['502', http(502), {}, 0, retry],
    ['404', http(404), {}, 0, retry],
    ['400', http(400), { noLogin: true }, 0, retry],
    ['timeout', timeout, {}, 0, retry],
    ['network', network, {}, 0, retry],
    ['500 after the retry', http(500), {}, 1, fail],
    ['timeout after the retry', timeout, {}, 1, fail],
    ['network after the retry', network, {}, 1, fail],
    ['500 with noRetry', http(500), { noRetry: true }, 0, fail],
    ['502 with noRetry', http(502), { noRetry: true }, 0, fail],
    ['404 with noRetry', http(404), { noRetry: true }, 0, fail],
    ['timeout with noRetry', timeout, { noRetry: true }, 0, fail],
    ['network with noRetry', network, { noRetry: true }, 0, fail],
    ['aborted', { kind: 'aborted' }, {}, 0, fail],
    ['logged-out', { kind: 'logged-out' }, {}, 0, fail],
  ] as [string, ApiFailure, Partial<ApiRequest>, number, unknown][])(
    '%s',
    (_name, failure, flags, attempt, decision) => {
      expect(decideOnFailure({ path: '/toplist', ...flags }, failure, attempt)).toEqual(decision);
    },
  );

  it.each([
    ['500', http(500)],
    ['timeout', timeout],
    ['network', network],
  ])('does not retry a %s of a path on the no-retry list', (_name, failure) => {
    const list = ['/user/record', '暂时没有'];
    expect(decideOnFailure({ path: '/user/record' }, failure, 0, list)).toEqual(fail);
    expect(decideOnFailure({ path: '/user/detail' }, failure, 0, list)).toEqual(retry);
  });

  it('still logs out on a 301 of a path on the no-retry list', () => {
    expect(decideOnFailure({ path: '/user/record' }, http(301), 0, ['/user/record'])).toEqual(
      logout,
    );
  });
});
