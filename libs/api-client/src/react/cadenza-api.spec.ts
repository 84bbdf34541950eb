import { configureStore } from '@reduxjs/toolkit';
import type { ApiFailure, Requester } from '../lib/requests/api-request.types';
import { cadenzaApi, toQueryError, type ApiContext, type CadenzaQueryArgs } from './cadenza-api';

const probeApi = cadenzaApi.injectEndpoints({
  endpoints: (builder) => ({
    specProbe: builder.query<unknown, CadenzaQueryArgs>({ query: (args) => args }),
  }),
});

function storeWith(extra: Partial<ApiContext>) {
  return configureStore({
    reducer: { [cadenzaApi.reducerPath]: cadenzaApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(cadenzaApi.middleware),
  });
}

describe('cadenzaApi base query', () => {
  it('runs a path as a GET through the requester of the thunk extra', async () => {
    const requester = jest.fn<ReturnType<Requester>, Parameters<Requester>>(async () => ({
      status: 200,
      body: { code: 200 },
    }));
    const store = storeWith({ apiBaseUrl: 'http://unused.test', requester });
    const result = await store.dispatch(probeApi.endpoints.specProbe.initiate('/toplist'));
    expect(result.data).toEqual({ code: 200 });
    expect(requester).toHaveBeenCalledWith(
      { path: '/toplist' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('passes a whole ApiRequest through', async () => {
    const requester = jest.fn<ReturnType<Requester>, Parameters<Requester>>(async () => ({
      status: 200,
      body: null,
    }));
    const store = storeWith({ apiBaseUrl: '/api', requester });
    const request = {
      path: '/likelist',
      params: { uid: 1 },
      noLogin: true,
    } as const;
    await store.dispatch(probeApi.endpoints.specProbe.initiate(request));
    expect(requester.mock.calls[0]?.[0]).toEqual(request);
  });

  it.each([
    [
      { kind: 'http', status: 404, body: { code: 404 } },
      { status: 404, data: { code: 404 } },
    ],
    [
      { kind: 'timeout', timeoutMs: 15000 },
      { status: 'TIMEOUT_ERROR', error: 'no answer within 15000 ms' },
    ],
    [
      { kind: 'network', message: 'fetch failed' },
      { status: 'FETCH_ERROR', error: 'fetch failed' },
    ],
    [{ kind: 'aborted' }, { status: 'FETCH_ERROR', error: 'aborted' }],
    [
      { kind: 'logged-out' },
      {
        status: 'CUSTOM_ERROR',
        error: 'logged out: the server asked for a login (HTTP 301)',
        data: { kind: 'logged-out' },
      },
    ],
  ] as [ApiFailure, unknown][])(
    'maps a %p failure to an RTK Query error',
    async (failure, error) => {
      expect(toQueryError(failure)).toEqual(error);
      const store = storeWith({
        apiBaseUrl: '/api',
        requester: async () => {
          throw failure;
        },
      });
      const result = await store.dispatch(probeApi.endpoints.specProbe.initiate('/x'));
      expect(result.error).toEqual(error);
    },
  );

  it('reports a rejection that is not an ApiFailure as a custom error', async () => {
    const store = storeWith({
      apiBaseUrl: '/api',
      requester: () => Promise.reject(new Error('bug')),
    });
    const result = await store.dispatch(probeApi.endpoints.specProbe.initiate('/y'));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'bug' });
    const other = storeWith({
      apiBaseUrl: '/api',
      requester: () => Promise.reject('plain'),
    });
    const plain = await other.dispatch(probeApi.endpoints.specProbe.initiate('/z'));
    expect(plain.error).toEqual({ status: 'CUSTOM_ERROR', error: 'plain' });
  });
});
