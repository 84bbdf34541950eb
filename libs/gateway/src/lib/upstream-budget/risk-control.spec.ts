import { createSimClient } from '@cadenza/ncm-sim/client';
import {
  callAs,
  logIn,
  startReplicaSet,
  type Listener,
  nth,
  type ReplicaSet,
} from '../../testing/replicas.spec-harness';

// The simulator answers as NetEase does when an account or an address calls too often (-460
// "Cheating", 503 "IP 高频"). The gateway's budgets, shared by three replicas through Redis,
// must keep every listener from ever seeing that: past the budget a call gets the gateway's
// own 429 with Retry-After, and NetEase is not asked.

const BURST = 8;

async function burstOf(set: ReplicaSet, listener: Listener, path: (index: number) => string) {
  const answers = [];
  for (let index = 0; index < BURST; index++) {
    answers.push(await callAs(nth(set.replicas, index % 3), listener, path(index)));
  }
  return answers;
}

describe.each([
  { budget: 'on', env: { UPSTREAM_ACCOUNT_RATE_MAX: '24', UPSTREAM_ANONYMOUS_RATE_MAX: '24' } },
  { budget: 'off', env: { UPSTREAM_ACCOUNT_RATE_MAX: '0', UPSTREAM_ANONYMOUS_RATE_MAX: '0' } },
])('NetEase risk control with the upstream budget $budget', ({ budget, env }) => {
  let set: ReplicaSet;
  const vip: Listener = { cookie: undefined };

  beforeAll(async () => {
    set = await startReplicaSet(3, { ...env, UPSTREAM_BUDGET_WAIT_MS: '0' });
    await logIn(nth(set.replicas, 0), vip, '13800138000');
    // Risk control trips at 5 calls a minute: the login above was one of them.
    await createSimClient(set.sim.urls.netease).setRiskControl({
      accountCallsPerMinute: 5,
      addressCallsPerMinute: 5,
    });
  }, 120_000);
  afterAll(() => set.close());

  it('a logged-in burst of uncacheable calls', async () => {
    const answers = await burstOf(set, vip, () => '/recommend/songs');
    const cheating = answers.filter((answer) => answer.text.includes('-460'));
    if (budget === 'on') {
      // 24 a minute is 4 per 10 s window, shared by the three replicas.
      expect(answers.map((answer) => answer.status)).toEqual([
        200, 200, 200, 200, 429, 429, 429, 429,
      ]);
      expect(cheating).toHaveLength(0);
      const refused = nth(answers, 4);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 429 });
      expect(set.callsTo('/recommend/songs')).toBe(4);
    } else {
      expect(cheating.length).toBeGreaterThan(0);
      expect(set.callsTo('/recommend/songs')).toBe(BURST);
    }
  });

  it('an anonymous burst of calls the cache cannot answer', async () => {
    const songs = set.sim.world.catalogue.songs;
    const answers = await burstOf(
      set,
      { cookie: undefined },
      (index) => `/song/url/v1?id=${nth(songs, index).id}&level=standard`,
    );
    const tripped = answers.filter((answer) => answer.text.includes('IP 高频'));
    if (budget === 'on') {
      expect(tripped).toHaveLength(0);
      // The login was an anonymous call too (it had no session yet): three of the window's
      // four are left for the burst (four, should the window have turned since the login).
      const passed = set.callsTo('/song/url/v1');
      expect([3, 4]).toContain(passed);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(BURST - passed);
    } else {
      expect(tripped.length).toBeGreaterThan(0);
      expect(nth(tripped, 0).status).toBe(503);
    }
  });
});
