// Test-only: drives the domain endpoints through a real store against the real simulator.
import { createSimClient, type SimInfo } from '@cadenza/ncm-sim/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import { startSim, type FaultRule, type RunningSim } from '@cadenza/ncm-sim';
import type { RequestContext } from '../lib/requests/api-request.types';
import { createRequester } from '../lib/requests/requester';
import type { ApiContext } from './cadenza-api';
import { domainApi } from './endpoint-kit';
import { loginApi } from './login.endpoints';
import { sessionSlice } from './session.slice';

/** What `GET /__sim/info` tells about the catalogue. */
export type EndpointSimInfo = SimInfo;

/** A store of the endpoints' specs, and the paths of the requests it sent. */
export interface SpecStore {
  store: ReturnType<typeof buildStore>;
  /** Request paths in the order they were sent (retries included). */
  requests: string[];
}

/** Options of {@link storeFor}. */
export interface SpecStoreOptions {
  /** The desktop token: sent with every call (the web build sends none). */
  cookie?: string;
  /** Logs the session in through `/user/account` (needs `cookie`). Default: when a cookie is given. */
  syncSession?: boolean;
  /** `musicDB` and the caches' clock, as the app's store has them. */
  caches?: Pick<ApiContext, 'musicDb' | 'now'>;
}

/** A running simulator and its fixtures. */
export interface EndpointSim {
  sim: RunningSim;
  info: EndpointSimInfo;
  /** The NetEase API base (also serves `/bilibili/*`). */
  netease: string;
  /** `POST /__sim/login`: the cookie string of a new session of `userId` (default: the demo user). */
  login(userId?: number): Promise<string>;
  fault(rule: FaultRule): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

function buildStore(
  baseUrl: string,
  context: RequestContext,
  requests: string[],
  caches: Pick<ApiContext, 'musicDb' | 'now'> = {},
) {
  const requester = createRequester({
    baseUrl: () => baseUrl,
    context: () => context,
    fetch: (input, init) => {
      requests.push(new URL(String(input)).pathname);
      return fetch(input, init);
    },
    scheduler: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
    },
    now: () => Date.now(),
    onLogout: () => undefined,
  });
  return configureStore({
    reducer: { [domainApi.reducerPath]: domainApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) =>
      // The dev checks walk the whole state per action: too slow with 10,000 cached songs.
      getDefault({
        thunk: {
          extraArgument: { apiBaseUrl: baseUrl, requester, ...caches } satisfies ApiContext,
        },
        immutableCheck: false,
        serializableCheck: false,
      }).concat(domainApi.middleware),
  });
}

/**
 * A real store against `baseUrl`: web-style (no token, nobody logged in) without a cookie;
 * desktop-style with one, logged in through `/user/account` unless `syncSession` is false.
 */
export async function storeFor(
  baseUrl: string,
  options: SpecStoreOptions = {},
): Promise<SpecStore> {
  const { cookie, syncSession = cookie !== undefined } = options;
  const requests: string[] = [];
  const context: RequestContext = cookie
    ? { platform: 'desktop', device: 'pc', token: cookie, proxy: null, realIP: null }
    : { platform: 'web', device: 'web', token: null, proxy: null, realIP: null };
  const store = buildStore(baseUrl, context, requests, options.caches);
  if (syncSession) {
    const account = await store.dispatch(loginApi.endpoints.getUserAccount.initiate());
    if (!account.data) throw new Error('the cookie did not log the session in');
    requests.length = 0;
  }
  return { store, requests };
}

/** Starts the simulator on ephemeral ports without generating media; `now` is its clock. */
export async function startEndpointSim(now?: () => number): Promise<EndpointSim> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'endpoints-sim-'));
  const sim = await startSim({ port: 0, generateMedia: false, mediaDir, ...(now ? { now } : {}) });
  const netease = sim.urls.netease;
  const post = (path: string, body: unknown) =>
    fetch(`${netease}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const info = await createSimClient(netease).info();
  return {
    sim,
    info,
    netease,
    login: async (userId) => {
      const answer = (await (await post('/__sim/login', { userId })).json()) as { cookie: string };
      return answer.cookie;
    },
    fault: async (rule) => {
      const answer = await post('/__sim/faults', rule);
      if (answer.status !== 201) throw new Error(`fault refused: ${await answer.text()}`);
    },
    clearFaults: async () => {
      await fetch(`${netease}/__sim/faults`, { method: 'DELETE' });
    },
    close: async () => {
      await sim.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A local server that answers every request with `body` (HTTP 200): for schema failures. */
export async function startFixedAnswerServer(
  body: unknown,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Resolves once `check` holds (polled every 10 ms); rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
