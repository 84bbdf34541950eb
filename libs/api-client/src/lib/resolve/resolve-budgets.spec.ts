import {
  DEADLINE_PASSED,
  DEFAULT_RESOLUTION_BUDGETS,
  GD_DEFAULT_BR,
  MUSIC_PROXY_TIMEOUT_MS,
  withDeadline,
} from './resolve-budgets';
import { platformTimers } from '@cadenza/ports';
import { apiGetFromRequester } from './resolve.ports';
import type { ApiRequest } from '../requests/api-request.types';

describe('budgets', () => {
  it('are the spec values (§7, §9)', () => {
    expect(DEFAULT_RESOLUTION_BUDGETS).toEqual({
      gdCallTimeoutMs: 5_000,
      gdTotalTimeoutMs: 15_000,
      musicProxyTimeoutMs: 10_000,
    });
    expect([MUSIC_PROXY_TIMEOUT_MS, GD_DEFAULT_BR]).toEqual([10_000, 320_000]);
    expect(Object.isFrozen(DEFAULT_RESOLUTION_BUDGETS)).toBe(true);
  });
});

describe('withDeadline', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives the value when the work is first, and clears the timer', async () => {
    jest.useFakeTimers();
    await expect(withDeadline(Promise.resolve(3), 100, platformTimers())).resolves.toBe(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives DEADLINE_PASSED when the timer is first', async () => {
    jest.useFakeTimers();
    const pending = withDeadline(new Promise<number>(() => undefined), 100, platformTimers());
    await jest.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBe(DEADLINE_PASSED);
  });

  it('passes a rejection through', async () => {
    await expect(
      withDeadline(Promise.reject(new Error('x')), 100, platformTimers()),
    ).rejects.toThrow('x');
  });
});

describe('apiGetFromRequester', () => {
  it('sends a GET with the params and timeout', async () => {
    const sent: ApiRequest[] = [];
    const apiGet = apiGetFromRequester(async (request) => {
      sent.push(request);
      return { status: 200, body: { ok: 1 } };
    });
    await expect(apiGet('/song/url/v1', { params: { id: 1 }, timeoutMs: 9 })).resolves.toEqual({
      status: 200,
      body: { ok: 1 },
    });
    await apiGet('/x');
    expect(sent).toEqual([
      { path: '/song/url/v1', method: 'GET', params: { id: 1 }, timeoutMs: 9 },
      { path: '/x', method: 'GET' },
    ]);
  });
});
