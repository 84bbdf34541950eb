import { createMemoryStorage } from '@cadenza/ports';
import { healthApi, cadenzaApi } from '@cadenza/api-client/react';
import { buildHealthDto } from '@cadenza/api-client/testing';
import { createMemorySettingsAdapter, validateStoredSettings } from '@cadenza/settings';
import type { PlatformBridge } from '@cadenza/platform';
import { createAppServices, createAppStore } from './create-app-store';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function platformFor(kind: PlatformBridge['kind'], stored: unknown = null): PlatformBridge {
  return {
    storage: createMemoryStorage(),
    kind,
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(stored),
    notifyLanguageChanged: () => undefined,
  };
}

function storeFor(kind: PlatformBridge['kind'], stored: unknown = null) {
  const platform: PlatformBridge = {
    storage: createMemoryStorage(),
    kind,
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(stored),
    notifyLanguageChanged: () => undefined,
  };
  const store = createAppStore({
    platform,
    initialSettings: validateStoredSettings(stored),
    api: cadenzaApi,
  });
  return { dispatch: store.dispatch };
}

describe('createAppStore: dispatch', () => {
  it('runs a thunk and hands back its result, typed (the thunk overload is kept)', () => {
    const { dispatch } = storeFor('web');
    // Compiles only while AppStore['dispatch'] has the thunk overload with the app's state.
    const language: string = dispatch((_dispatch, getState) => getState().settings.values.language);
    expect(language).toBe('zh-CN');
  });
});

describe('createAppServices: the API after the first paint', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('starts without the API, and queries once it is installed', async () => {
    global.fetch = jest.fn(async () => json(buildHealthDto())) as unknown as typeof fetch;
    const { store, installApi } = createAppServices({
      platform: platformFor('web'),
      initialSettings: validateStoredSettings(null),
    });
    installApi(cadenzaApi);
    // Its slice is there at once (selectors find it before any query), and its middleware runs.
    expect(store.getState()[cadenzaApi.reducerPath]).toMatchObject({ queries: {} });
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.isSuccess).toBe(true);
    // Kept by the API's reducer in this store.
    const queries = Object.values(store.getState().cadenzaApi?.queries ?? {});
    expect(queries.map((query) => query?.status)).toEqual(['fulfilled']);
  });
});

describe('createAppStore: the requester', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function mockFetch(answer: (url: URL) => Response) {
    const urls: URL[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      urls.push(url);
      return answer(url);
    }) as unknown as typeof fetch;
    return urls;
  }

  it('desktop: device pc, and proxy and realIP from the settings', async () => {
    const urls = mockFetch(() => json(buildHealthDto()));
    const store = storeFor('desktop', {
      proxyConfig: { enable: true, protocol: 'https', host: 'proxy.test', port: 3128 },
      enableRealIP: true,
      realIP: '116.25.146.177',
    });
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.isSuccess).toBe(true);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      timestamp: expect.stringMatching(/^\d+$/),
      device: 'pc',
      proxy: 'https://proxy.test:3128',
      realIP: '116.25.146.177',
    });
  });

  it('web: device web, nothing else', async () => {
    const urls = mockFetch(() => json(buildHealthDto()));
    await storeFor('web').dispatch(healthApi.endpoints.getHealth.initiate());
    expect([...(urls[0]?.searchParams.keys() ?? [])]).toEqual(['timestamp', 'device']);
    expect(urls[0]?.searchParams.get('device')).toBe('web');
  });

  it('a 301 answer runs the server logout and ends in an error', async () => {
    const urls = mockFetch((url) =>
      url.pathname.endsWith('/logout') ? json({ code: 200 }) : json({ code: 301 }, 301),
    );
    const store = storeFor('web');
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', data: { kind: 'logged-out' } });
    expect(urls.map((url) => url.pathname)).toEqual(['/api/health', '/api/logout']);
  });
});
