import { configureStore } from '@reduxjs/toolkit';
import { buildHealthDto } from '../testing';
import { cadenzaApi } from './cadenza-api';
import { healthApi } from './health.endpoints';

function storeWith(fetchImpl: typeof fetch) {
  global.fetch = fetchImpl;
  return configureStore({
    reducer: { [cadenzaApi.reducerPath]: cadenzaApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiBaseUrl: 'http://gateway.test/api' } } }).concat(
        cadenzaApi.middleware,
      ),
  });
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getHealth', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('requests /health under the platform base URL and normalises the answer', async () => {
    const fetchMock = jest.fn(async () => jsonResponse(buildHealthDto({ version: '9.9.9' })));
    const store = storeWith(fetchMock as unknown as typeof fetch);
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.data).toEqual({ version: '9.9.9', upstreamKind: 'none', offlineDemo: false });
    // The request rules add `timestamp` and `device` to every call (spec §7).
    const url = new URL((fetchMock.mock.calls[0] as unknown as [string])[0]);
    expect(`${url.origin}${url.pathname}`).toBe('http://gateway.test/api/health');
    expect(url.searchParams.get('device')).toBe('web');
  });

  it('fails clearly when the store carries no API context', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = configureStore({
      reducer: { [cadenzaApi.reducerPath]: cadenzaApi.reducer },
      middleware: (getDefault) => getDefault().concat(cadenzaApi.middleware),
    });
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'no apiBaseUrl: create the store with the ApiContext as its thunk extra argument',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns an answer of the wrong shape into an error, not data', async () => {
    const store = storeWith((async () =>
      jsonResponse({ status: 'ok' })) as unknown as typeof fetch);
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: expect.stringMatching(/^invalid response from getHealth: service: /),
    });
  });
});
