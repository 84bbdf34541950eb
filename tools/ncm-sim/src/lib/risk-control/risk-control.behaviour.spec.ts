import type { RiskControlState } from './risk-control';
import { useBehaviourSim } from '../testing/behaviour-harness';

// NetEase's risk control over HTTP (`/__sim/risk-control`): per-address and per-account budgets
// over a sliding minute of the fake clock, the refusals' statuses and bodies, refused calls
// counted, nothing run for a refused call, reset and input validation.

const IP_BODY = { code: 503, data: null, msg: 'IP 高频', message: 'IP 高频' };
const CHEATING_BODY = { code: -460, msg: 'Cheating', message: 'Cheating' };

describe('NetEase risk control (POST /__sim/risk-control)', () => {
  const h = useBehaviourSim();
  beforeEach(() => h.reset());

  const setRisk = async (settings: Record<string, unknown>) => {
    const answer = await h.control<RiskControlState>('POST', '/risk-control', settings);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const state = async () => (await h.control<RiskControlState>('GET', '/risk-control')).body;
  const statuses = async (times: number, call: () => Promise<{ status: number }>) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await call()).status);
    return seen;
  };
  const anonymous = (query: Record<string, string> = {}) => h.get('/search/default', query);

  it('is off by default: a burst is served and nothing is counted', async () => {
    expect(await statuses(50, () => anonymous())).toEqual(Array(50).fill(200));
    expect(await state()).toEqual({
      accountCallsPerMinute: 0,
      addressCallsPerMinute: 0,
      windowMs: 60_000,
      refused: { account: 0, address: 0 },
      tracked: { account: 0, address: 0 },
    });
  });

  it('answers an address over its limit with HTTP 503 and the IP 高频 body, CORS included', async () => {
    expect(await setRisk({ addressCallsPerMinute: 3 })).toMatchObject({
      addressCallsPerMinute: 3,
      accountCallsPerMinute: 0,
    });
    expect(await statuses(3, () => anonymous())).toEqual([200, 200, 200]);
    const refused = await h.get('/search/default', {}, { headers: { Origin: 'http://app.test' } });
    expect(refused).toMatchObject({ status: 503, body: IP_BODY });
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await state()).refused).toEqual({ account: 0, address: 1 });
  });

  it('gives each realIP (query or body) its own budget, apart from the socket address', async () => {
    await setRisk({ addressCallsPerMinute: 2 });
    expect(await statuses(3, () => anonymous({ realIP: '116.25.146.177' }))).toEqual([
      200, 200, 503,
    ]);
    const byBody = () => h.post('/search/default', { realIP: '58.100.1.2' });
    expect(await statuses(3, byBody)).toEqual([200, 200, 503]);
    expect(await statuses(3, () => anonymous())).toEqual([200, 200, 503]);
    expect((await state()).tracked).toEqual({ account: 0, address: 3 });
  });

  it('answers an account over its limit with HTTP 400 and -460 Cheating, whatever its address', async () => {
    const cookie = await h.login(1003);
    await setRisk({ accountCallsPerMinute: 2, addressCallsPerMinute: 2 });
    const asAccount = (realIP: string) => h.get('/likelist', { uid: 1003, cookie, realIP });
    expect((await asAccount('1.1.1.1')).status).toBe(200);
    expect((await asAccount('2.2.2.2')).status).toBe(200);
    expect(await asAccount('3.3.3.3')).toMatchObject({ status: 400, body: CHEATING_BODY });
    // A second login of the same user spends the same budget; another user has their own.
    const again = await h.login(1003);
    expect((await h.get('/likelist', { uid: 1003, cookie: again })).status).toBe(400);
    const other = await h.login(h.world.catalogue.fixtures.demoUserId);
    expect((await h.get('/user/account', { cookie: other })).status).toBe(200);
    // The logged-in calls spent no address budget: the same address, anonymous, is served.
    expect(await statuses(2, () => anonymous({ realIP: '1.1.1.1' }))).toEqual([200, 200]);
    expect(await state()).toMatchObject({
      refused: { account: 2, address: 0 },
      tracked: { account: 2, address: 1 },
    });
  });

  it('counts a call with an unknown MUSIC_U as anonymous', async () => {
    await setRisk({ accountCallsPerMinute: 5, addressCallsPerMinute: 1 });
    const stale = () => h.get('/search/default', { cookie: 'MUSIC_U=00DEADBEEF;' });
    expect(await statuses(2, stale)).toEqual([200, 503]);
  });

  it('runs nothing for a refused call: a refused like is not recorded', async () => {
    const cookie = await h.login(1003);
    const likelist = async () =>
      (await h.get<{ ids: number[] }>('/likelist', { uid: 1003, cookie })).body.ids;
    const before = await likelist();
    const song = h.world.catalogue.songs.find(
      (candidate) => candidate.availability === 'full' && !before.includes(candidate.id),
    );
    if (!song) throw new Error('no unliked song');
    await setRisk({ accountCallsPerMinute: 1 });
    expect((await likelist()).length).toBe(before.length);
    expect(await h.get('/like', { id: song.id, like: true, cookie })).toMatchObject({
      status: 400,
      body: CHEATING_BODY,
    });
    h.clock.advance(60_000);
    expect(await likelist()).toEqual(before);
  });

  it('serves again once the last minute’s calls, refused ones included, fall below the limit', async () => {
    await setRisk({ addressCallsPerMinute: 2 });
    expect(await statuses(3, () => anonymous())).toEqual([200, 200, 503]); // t = 0
    // Hammering every 10 s keeps the address refused, each refusal counting in turn.
    for (let i = 0; i < 9; i++) {
      h.clock.advance(10_000);
      expect((await anonymous()).status).toBe(503);
    }
    // t = 120 s: only refused calls (70, 80, 90 s) are in the window, and they keep it shut.
    h.clock.advance(30_000);
    expect((await anonymous()).status).toBe(503);
    // t = 150 s: the window (90 s, 150 s] holds the refusal at 120 s alone: one under the limit.
    h.clock.advance(30_000);
    expect(await statuses(2, () => anonymous())).toEqual([200, 503]);
    // t = 210 s: a quiet minute later the whole budget is back.
    h.clock.advance(60_000);
    expect(await statuses(3, () => anonymous())).toEqual([200, 200, 503]);
    expect((await state()).refused.address).toBe(13);
  });

  it('counts NetEase calls only: control routes, unknown paths and faulted calls pass free', async () => {
    await setRisk({ addressCallsPerMinute: 1 });
    expect(await statuses(5, () => h.control('GET', '/health'))).toEqual(Array(5).fill(200));
    expect(await statuses(5, () => h.get('/no/such/route'))).toEqual(Array(5).fill(404));
    await h.control('POST', '/faults', { route: '/search/default', status: 500, times: 3 });
    expect(await statuses(3, () => anonymous())).toEqual([500, 500, 500]);
    expect(await statuses(2, () => anonymous())).toEqual([200, 503]);
  });

  it('is turned off, its windows and counters cleared, by POST /__sim/reset', async () => {
    await setRisk({ accountCallsPerMinute: 1, addressCallsPerMinute: 1 });
    expect(await statuses(2, () => anonymous())).toEqual([200, 503]);
    expect((await h.control('POST', '/reset')).status).toBe(200);
    expect(await state()).toMatchObject({
      accountCallsPerMinute: 0,
      addressCallsPerMinute: 0,
      refused: { account: 0, address: 0 },
      tracked: { account: 0, address: 0 },
    });
    expect(await statuses(5, () => anonymous())).toEqual(Array(5).fill(200));
  });

  it('turns a limit off with 0 or by leaving it out', async () => {
    await setRisk({ accountCallsPerMinute: 1, addressCallsPerMinute: 1 });
    await setRisk({ addressCallsPerMinute: 0 });
    expect(await statuses(5, () => anonymous())).toEqual(Array(5).fill(200));
    expect(await state()).toMatchObject({ accountCallsPerMinute: 0, addressCallsPerMinute: 0 });
  });

  it.each([
    [{ addressCallsPerMinute: -1 }, 'addressCallsPerMinute'],
    [{ addressCallsPerMinute: 2.5 }, 'addressCallsPerMinute'],
    [{ accountCallsPerMinute: '60' }, 'accountCallsPerMinute'],
    [{ accountCallsPerMinute: 1e9 }, 'accountCallsPerMinute'],
    [{ ipCallsPerMinute: 10 }, 'ipCallsPerMinute'],
    [[5], 'body'],
  ])('refuses %j with a JSON 400 naming the field, and keeps the setting', async (body, field) => {
    await setRisk({ addressCallsPerMinute: 7 });
    const answer = await h.control<{ ok: boolean; message: string }>('POST', '/risk-control', body);
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.message).toContain(field);
    expect((await state()).addressCallsPerMinute).toBe(7);
  });
});
