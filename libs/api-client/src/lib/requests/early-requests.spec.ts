import type { ApiRequest, ApiResponse, Requester } from './api-request.types';
import { createEarlyRequests, EARLY_ANSWER_MAX_AGE_MS } from './early-requests';

/** A requester that records its calls and answers each with its own number. */
function counting() {
  const calls: ApiRequest[] = [];
  const requester: Requester = async (request) => {
    calls.push(request);
    return { status: 200, body: { call: calls.length } } satisfies ApiResponse;
  };
  return { calls, requester };
}

const DETAIL: ApiRequest = { path: '/playlist/detail', params: { id: 8, s: 0 } };

describe('createEarlyRequests', () => {
  it('hands a started call to the first identical one, params in any order, and asks once', async () => {
    const { calls, requester } = counting();
    const early = createEarlyRequests(requester);
    early.start(DETAIL);
    expect(calls).toHaveLength(1);
    const answer = await early.requester({ path: '/playlist/detail', params: { s: 0, id: 8 } });
    expect(answer.body).toEqual({ call: 1 });
    expect(calls).toHaveLength(1);
    // Only once: the next identical call asks again.
    expect((await early.requester(DETAIL)).body).toEqual({ call: 2 });
  });

  it('leaves other calls alone: another id, another path, another method', async () => {
    const { calls, requester } = counting();
    const early = createEarlyRequests(requester);
    early.start(DETAIL);
    await early.requester({ path: '/playlist/detail', params: { id: 9, s: 0 } });
    await early.requester({ path: '/song/detail', params: { id: 8, s: 0 } });
    await early.requester({ ...DETAIL, method: 'POST' });
    expect(calls).toHaveLength(4);
    expect((await early.requester(DETAIL)).body).toEqual({ call: 1 });
  });

  it('drops an answer nobody came for in time', async () => {
    const { calls, requester } = counting();
    let time = 1_000;
    const early = createEarlyRequests(requester, { now: () => time });
    early.start(DETAIL);
    time += EARLY_ANSWER_MAX_AGE_MS + 1;
    expect((await early.requester(DETAIL)).body).toEqual({ call: 2 });
    expect(calls).toHaveLength(2);
  });

  it("gives the early call's failure to its caller, and reports nothing if nobody comes", async () => {
    const failing: Requester = async () => {
      throw { kind: 'network', message: 'offline' };
    };
    const early = createEarlyRequests(failing);
    early.start(DETAIL);
    await expect(early.requester(DETAIL)).rejects.toEqual({ kind: 'network', message: 'offline' });
    // Started and never taken: no unhandled rejection fails the run.
    early.start({ path: '/toplist' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
