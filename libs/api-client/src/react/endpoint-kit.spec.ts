import { z } from 'zod/mini';
import {
  chunk,
  fetchValidated,
  isLoginRequiredError,
  loginGate,
  loginRequiredError,
  mapLimited,
  validate,
} from './endpoint-kit';

describe('endpoint kit', () => {
  it('gates on the session: "Please login first" unless a profile is set', () => {
    expect(loginGate({ getState: () => ({}) })).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'Please login first',
    });
    const state = { session: { profile: { userId: 1 }, token: null } };
    expect(loginGate({ getState: () => state })).toBeNull();
    expect(isLoginRequiredError(loginRequiredError())).toBe(true);
    expect(isLoginRequiredError({ status: 404, data: null })).toBe(false);
    expect(isLoginRequiredError(null)).toBe(false);
  });

  it('validates like catchSchemaFailure words it', () => {
    const schema = z.object({ code: z.literal(200), list: z.array(z.number()) });
    expect(validate(schema, { code: 200, list: [1] }, 'probe')).toEqual({
      data: { code: 200, list: [1] },
    });
    expect(validate(schema, { code: 200, list: ['x'] }, 'probe')).toEqual({
      error: {
        status: 'CUSTOM_ERROR',
        error: expect.stringMatching(/^invalid response from probe: list\.0: /),
      },
    });
  });

  it('passes a failed request on unchanged', async () => {
    const failure = { status: 500, data: null } as const;
    const answer = await fetchValidated(async () => ({ error: failure }), '/x', z.unknown(), 'e');
    expect(answer).toEqual({ error: failure });
  });

  it('chunks in order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
  });

  it('maps with a bounded number of tasks in flight, keeping the order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimited([30, 10, 20, 5, 1], 2, async (ms) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10, 2]);
    expect(peak).toBe(2);
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
