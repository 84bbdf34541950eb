import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import type { ApiFailure, ApiRequest, RequestContext } from './api-request.types';
import { RETRY_DELAY_MS } from './request-rules';
import { createLogout, createRequester, isApiFailure, type RequestTimers } from './requester';

// The request rules against a real local HTTP server: the offline simulator's NetEase service
// (one simulator for the file). A recording wrapper around the global fetch shows what went on
// the wire; the simulator's answers show what it made of it. Retry timing uses a manual
// scheduler (advanced by hand) or the real timers.

const NOW = 1_750_000_000_000;
const PROXY = 'http://127.0.0.1:7890';
const REAL_IP = '116.25.146.177';

interface Sent {
  url: URL;
  method: string;
  body: Record<string, unknown> | undefined;
  at: number;
}

interface ManualScheduler extends RequestTimers {
  /** Delays of the timers still pending. */
  pending(): number[];
  advance(ms: number): void;
}

function createManualScheduler(): ManualScheduler {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; ms: number; callback: () => void }>();
  return {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    pending: () => [...timers.values()].map((timer) => timer.ms),
    advance: (ms) => {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [id, timer] = due;
        timers.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = target;
    },
  };
}

const realScheduler: RequestTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Polls `condition` on real time (the HTTP traffic runs on real time). */
async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Lets the promise run and keeps its rejection from being reported as unhandled. */
function settled<T>(promise: Promise<T>): Promise<{ value?: T; failure?: ApiFailure }> {
  return promise.then(
    (value) => ({ value }),
    (failure: ApiFailure) => ({ failure }),
  );
}

describe('createRequester against the simulator', () => {
  let sim: RunningSim;
  let mediaDir: string;
  const sent: Sent[] = [];

  const recordingFetch: typeof fetch = (input, init) => {
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    sent.push({
      url: new URL(input instanceof Request ? input.url : input.toString()),
      method: init?.method ?? 'GET',
      body,
      at: performance.now(),
    });
    return fetch(input, init);
  };

  async function control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    const response = await fetch(`${sim.urls.netease}/__sim${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  const fault = (rule: Record<string, unknown>) => control('POST', '/faults', rule);
  const login = async () => (await control('POST', '/login', {}))['cookie'] as string;

  function setup({
    context = {},
    scheduler = realScheduler,
    noRetryPaths,
  }: {
    context?: Partial<RequestContext>;
    scheduler?: RequestTimers;
    noRetryPaths?: readonly string[];
  } = {}) {
    const clearSession = jest.fn();
    const logout: { run: () => Promise<void> } = { run: async () => undefined };
    const onLogout = jest.fn(() => logout.run());
    const requester = createRequester({
      baseUrl: () => `${sim.urls.netease}/`,
      context: () => ({
        platform: 'desktop',
        device: 'pc',
        token: null,
        proxy: null,
        realIP: null,
        ...context,
      }),
      fetch: recordingFetch,
      scheduler,
      now: () => NOW,
      onLogout,
      ...(noRetryPaths ? { noRetryPaths } : {}),
    });
    logout.run = createLogout({ requester, clearSession });
    return { requester, onLogout, clearSession };
  }

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'api-client-requester-'));
    sim = await startSim({ port: 0, generateMedia: false, mediaDir });
  }, 30_000);

  afterAll(async () => {
    await sim.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    sent.length = 0;
    await control('DELETE', '/faults');
    await control('POST', '/reset');
  });

  describe('params added', () => {
    it.each([
      ['desktop', 'pc', true],
      ['web', 'web', false],
      ['web', 'mobile', false],
    ] as const)(
      '%s (%s): timestamp and device; proxy and realIP on desktop only',
      async (platform, device, desktop) => {
        const { requester } = setup({
          context: { platform, device, proxy: PROXY, realIP: REAL_IP },
        });
        const response = await requester({ path: '/toplist' });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ code: 200, list: expect.any(Array) });
        const [request] = sent;
        expect(request?.url.pathname).toBe('/toplist');
        expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
          timestamp: String(NOW),
          device,
          ...(desktop ? { proxy: PROXY, realIP: REAL_IP } : {}),
        });
      },
    );

    it('sends the caller params as well, without undefined values', async () => {
      const { requester } = setup();
      const response = await requester({
        path: '/top/playlist',
        params: { cat: '全部', limit: 2, offset: undefined },
      });
      expect(response.body).toMatchObject({ code: 200, playlists: expect.any(Array) });
      expect((response.body as { playlists: unknown[] }).playlists).toHaveLength(2);
      expect(sent[0]?.url.search).toBe(
        `?cat=%E5%85%A8%E9%83%A8&limit=2&timestamp=${NOW}&device=pc`,
      );
    });
  });

  describe('cookie placement', () => {
    it('GET on desktop: the stored cookie in the query unlocks /user/account', async () => {
      const token = await login();
      const { requester } = setup({ context: { token } });
      const response = await requester({ path: '/user/account' });
      expect(sent[0]?.url.searchParams.get('cookie')).toBe(token);
      expect(response.body).toMatchObject({ code: 200, profile: { userId: expect.any(Number) } });
    });

    it('GET on the web: no cookie param (the gateway holds the session), so the server sees a guest', async () => {
      const token = await login();
      const { requester } = setup({ context: { platform: 'web', device: 'web', token } });
      const response = await requester({ path: '/user/account' });
      expect(sent[0]?.url.searchParams.has('cookie')).toBe(false);
      expect(response.body).toMatchObject({ code: 200, profile: null });
    });

    it('GET: a cookie param of the caller wins over the stored one', async () => {
      const token = await login();
      const { requester } = setup({ context: { token: 'MUSIC_U=stale' } });
      const response = await requester({ path: '/user/account', params: { cookie: token } });
      expect(sent[0]?.url.searchParams.getAll('cookie')).toEqual([token]);
      expect(response.body).toMatchObject({ profile: { userId: expect.any(Number) } });
    });

    it('POST on desktop: the cookie travels in the JSON body and unlocks /playlist/create', async () => {
      const token = await login();
      const { requester } = setup({ context: { token } });
      const response = await requester({
        path: '/playlist/create',
        method: 'POST',
        body: { name: 'Road trip', privacy: 0 },
      });
      expect(sent[0]).toMatchObject({
        method: 'POST',
        body: { name: 'Road trip', privacy: 0, cookie: token },
      });
      expect(sent[0]?.url.searchParams.has('cookie')).toBe(false);
      expect(response).toMatchObject({
        status: 200,
        body: { code: 200, id: expect.any(Number), playlist: { name: 'Road trip' } },
      });
    });
  });

  describe('301: logout', () => {
    it('a protected route without cookie logs out: /logout requested, session cleared, rejection logged-out', async () => {
      const { requester, onLogout, clearSession } = setup();
      const outcome = await settled(requester({ path: '/likelist', params: { uid: 1 } }));
      expect(outcome.failure).toEqual({ kind: 'logged-out' });
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(clearSession).toHaveBeenCalledTimes(1);
      expect(sent.map((request) => request.url.pathname)).toEqual(['/likelist', '/logout']);
    });

    it('with noLogin it is a plain failure: no logout, no retry', async () => {
      const { requester, onLogout, clearSession } = setup();
      const outcome = await settled(
        requester({ path: '/likelist', params: { uid: 1 }, noLogin: true }),
      );
      expect(outcome.failure).toEqual({
        kind: 'http',
        status: 301,
        body: expect.objectContaining({ code: 301 }),
      });
      await settle();
      expect(onLogout).not.toHaveBeenCalled();
      expect(clearSession).not.toHaveBeenCalled();
      expect(sent.map((request) => request.url.pathname)).toEqual(['/likelist']);
    });

    it('the server logout carries the stored cookie and ends the session on the server', async () => {
      const token = await login();
      const { requester } = setup({ context: { token } });
      await fault({ route: '/toplist', status: 301, times: 1 });
      const outcome = await settled(requester({ path: '/toplist' }));
      expect(outcome.failure).toEqual({ kind: 'logged-out' });
      expect(sent[1]?.url.pathname).toBe('/logout');
      expect(sent[1]?.url.searchParams.get('cookie')).toBe(token);
      const after = await requester({ path: '/user/account' });
      expect(after.body).toMatchObject({ profile: null });
    });
  });

  describe('one retry after 500 ms', () => {
    it('retries a 500 exactly 500 ms later and succeeds (manual scheduler)', async () => {
      const scheduler = createManualScheduler();
      const { requester } = setup({ scheduler });
      await fault({ route: '/toplist', status: 500, times: 1 });
      const call = settled(requester({ path: '/toplist' }));
      await until(() => scheduler.pending().includes(RETRY_DELAY_MS), 'the retry wait');
      expect(sent).toHaveLength(1);
      scheduler.advance(RETRY_DELAY_MS - 1);
      await settle();
      expect(sent).toHaveLength(1);
      scheduler.advance(1);
      const outcome = await call;
      expect(sent).toHaveLength(2);
      expect(outcome.value).toMatchObject({ status: 200, body: { code: 200 } });
      expect(await control('GET', '/faults')).toEqual({ faults: [] });
    });

    it('retries after 500 ms of real time', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', status: 502, times: 1 });
      const response = await requester({ path: '/toplist' });
      expect(response.status).toBe(200);
      expect(sent).toHaveLength(2);
      const gap = (sent[1]?.at ?? 0) - (sent[0]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5);
      expect(gap).toBeLessThan(RETRY_DELAY_MS + 1000);
    });

    it('passes the error on after two failures', async () => {
      const { requester, onLogout } = setup();
      await fault({ route: '/toplist', status: 500 });
      const outcome = await settled(requester({ path: '/toplist' }));
      expect(outcome.failure).toEqual({
        kind: 'http',
        status: 500,
        body: { code: 500, msg: 'simulated fault', message: 'simulated fault' },
      });
      expect(sent).toHaveLength(2);
      expect(onLogout).not.toHaveBeenCalled();
    });

    it.each([
      ['noRetry', { noRetry: true }, undefined],
      ['the no-retry list', {}, ['/toplist']],
    ] as [string, Partial<ApiRequest>, string[] | undefined][])(
      'does not retry with %s (a retry would have succeeded)',
      async (_name, flags, noRetryPaths) => {
        const scheduler = createManualScheduler();
        const { requester } = setup({ scheduler, ...(noRetryPaths ? { noRetryPaths } : {}) });
        await fault({ route: '/toplist', status: 500, times: 1 });
        const outcome = await settled(requester({ path: '/toplist', ...flags }));
        expect(outcome.failure).toMatchObject({ kind: 'http', status: 500 });
        expect(scheduler.pending()).toEqual([]);
        scheduler.advance(10 * RETRY_DELAY_MS);
        await settle();
        expect(sent).toHaveLength(1);
        expect((await requester({ path: '/toplist' })).status).toBe(200);
      },
    );
  });

  describe('timeouts and network errors', () => {
    it('aborts an unanswered request after its timeout, retries once, then fails with timeout', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', timeout: true });
      const started = performance.now();
      const outcome = await settled(requester({ path: '/toplist', timeoutMs: 200 }));
      expect(outcome.failure).toEqual({ kind: 'timeout', timeoutMs: 200 });
      expect(sent).toHaveLength(2);
      expect(performance.now() - started).toBeGreaterThanOrEqual(200 + RETRY_DELAY_MS + 200 - 10);
    });

    it('a timeout with noRetry fails after one request', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', timeout: true });
      const outcome = await settled(requester({ path: '/toplist', timeoutMs: 200, noRetry: true }));
      expect(outcome.failure).toEqual({ kind: 'timeout', timeoutMs: 200 });
      expect(sent).toHaveLength(1);
    });

    it('a timed-out first attempt is retried and the retry succeeds', async () => {
      const scheduler = createManualScheduler();
      const { requester } = setup({ scheduler });
      await fault({ route: '/toplist', timeout: true, times: 1 });
      const call = settled(requester({ path: '/toplist', timeoutMs: 200 }));
      await until(() => sent.length === 1, 'the first request');
      scheduler.advance(200);
      await until(() => scheduler.pending().includes(RETRY_DELAY_MS), 'the retry wait');
      scheduler.advance(RETRY_DELAY_MS);
      expect((await call).value).toMatchObject({ status: 200 });
      expect(sent).toHaveLength(2);
    });

    it('a dropped connection is a network failure, retried once', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', drop: true, times: 1 });
      const response = await requester({ path: '/toplist' });
      expect(response.status).toBe(200);
      expect(sent).toHaveLength(2);
    });

    it('two dropped connections reject with a network failure', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', drop: true });
      const outcome = await settled(requester({ path: '/toplist' }));
      expect(outcome.failure).toEqual({
        kind: 'network',
        message: expect.stringMatching(/^fetch failed \(.+\)$/),
      });
      expect(sent).toHaveLength(2);
    });
  });

  describe('caller abort', () => {
    it('stops an unanswered request at once, without retry', async () => {
      const { requester } = setup();
      await fault({ route: '/toplist', timeout: true });
      const controller = new AbortController();
      const call = settled(requester({ path: '/toplist' }, { signal: controller.signal }));
      await until(() => sent.length === 1, 'the first request');
      controller.abort();
      expect((await call).failure).toEqual({ kind: 'aborted' });
      await settle();
      expect(sent).toHaveLength(1);
    });

    it('stops during the retry wait', async () => {
      const scheduler = createManualScheduler();
      const { requester } = setup({ scheduler });
      await fault({ route: '/toplist', status: 500 });
      const controller = new AbortController();
      const call = settled(requester({ path: '/toplist' }, { signal: controller.signal }));
      await until(() => scheduler.pending().includes(RETRY_DELAY_MS), 'the retry wait');
      controller.abort();
      expect((await call).failure).toEqual({ kind: 'aborted' });
      expect(scheduler.pending()).toEqual([]);
      expect(sent).toHaveLength(1);
    });

    it('does not start when the signal is already aborted', async () => {
      const { requester } = setup();
      const outcome = await settled(
        requester({ path: '/toplist' }, { signal: AbortSignal.abort() }),
      );
      expect(outcome.failure).toEqual({ kind: 'aborted' });
      expect(sent).toHaveLength(0);
    });
  });
});

describe('createRequester with a stub fetch', () => {
  const manual = () => createManualScheduler();
  function stubRequester(
    fetchImpl: typeof fetch,
    onLogout: () => Promise<void> | void = () => undefined,
  ) {
    return createRequester({
      baseUrl: () => '/api',
      context: () => ({ platform: 'web', device: 'web', token: null, proxy: null, realIP: null }),
      fetch: fetchImpl,
      scheduler: manual(),
      now: () => NOW,
      onLogout,
    });
  }

  it.each([
    ['text that is not JSON', 'not json', null],
    ['an empty body', '', null],
    ['JSON', '{"code":200}', { code: 200 }],
  ])('reads %s as %p', async (_name, text, body) => {
    const fetchStub = jest.fn(async () => new Response(text, { status: 200 }));
    const requester = stubRequester(fetchStub as unknown as typeof fetch);
    expect(await requester({ path: '/x' })).toEqual({ status: 200, body });
    expect(fetchStub).toHaveBeenCalledWith(`/api/x?timestamp=${NOW}&device=web`, expect.anything());
  });

  it('still rejects with logged-out when the logout itself fails', async () => {
    const onLogout = jest.fn(async () => {
      throw new Error('storage gone');
    });
    const requester = stubRequester(
      (async () => new Response('{"code":301}', { status: 301 })) as unknown as typeof fetch,
      onLogout,
    );
    await expect(requester({ path: '/x' })).rejects.toEqual({ kind: 'logged-out' });
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('describes a thrown non-Error as a network failure', async () => {
    const requester = stubRequester((() => Promise.reject('socket hang up')) as typeof fetch);
    const outcome = await settled(requester({ path: '/x', noRetry: true }));
    expect(outcome.failure).toEqual({ kind: 'network', message: 'socket hang up' });
  });
});

describe('createLogout', () => {
  it('ignores a failing /logout, clears the session, and runs once for concurrent callers', async () => {
    const requester = jest.fn(async () => {
      throw { kind: 'network', message: 'down' };
    });
    const clearSession = jest.fn();
    const logout = createLogout({ requester, clearSession });
    await Promise.all([logout(), logout()]);
    expect(requester).toHaveBeenCalledTimes(1);
    expect(requester).toHaveBeenCalledWith({
      path: '/logout',
      method: 'GET',
      noRetry: true,
      noLogin: true,
    });
    expect(clearSession).toHaveBeenCalledTimes(1);
    await logout();
    expect(requester).toHaveBeenCalledTimes(2);
  });
});

describe('isApiFailure', () => {
  it.each([
    [{ kind: 'http', status: 500, body: null }, true],
    [{ kind: 'timeout', timeoutMs: 1 }, true],
    [{ kind: 'network', message: '' }, true],
    [{ kind: 'aborted' }, true],
    [{ kind: 'logged-out' }, true],
    [{ kind: 'other' }, false],
    [new Error('x'), false],
    [null, false],
    ['http', false],
  ])('%p → %p', (value, expected) => {
    expect(isApiFailure(value)).toBe(expected);
  });
});
