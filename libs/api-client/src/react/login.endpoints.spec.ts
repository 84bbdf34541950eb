import { loginApi } from './login.endpoints';
import { selectSession } from './session.slice';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = loginApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

const qrAction = (key: string, action: string, userId?: number) =>
  fetch(`${sim.netease}/__sim/qr/${key}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });

describe('login endpoints against the simulator', () => {
  it('runs a QR login: key, image, waiting, scanned, authorised (the cookie becomes the token)', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const key = await store.dispatch(endpoints.getQrKey.initiate());
    expect(key.data).toEqual(expect.any(String));
    const unikey = key.data ?? '';
    const qr = await store.dispatch(endpoints.createQr.initiate(unikey));
    expect(qr.data?.qrimg).toMatch(/^data:image\//);
    expect(qr.data?.qrurl).toContain(unikey);

    const poll = () => store.dispatch(endpoints.checkQr.initiate(unikey, { forceRefetch: true }));
    expect((await poll()).data).toMatchObject({ status: 'waiting', nickname: null });
    await qrAction(unikey, 'scan', sim.info.fixtures.demoUserId);
    expect((await poll()).data).toMatchObject({ status: 'scanned', nickname: expect.any(String) });
    await qrAction(unikey, 'confirm');
    const done = await poll();
    expect(done.data?.status).toBe('authorised');
    expect(done.data?.cookie).toContain('MUSIC_U=');
    expect(selectSession(store.getState())).toEqual({ profile: null, token: done.data?.cookie });
    expect(requests).toEqual([
      '/login/qr/key',
      '/login/qr/create',
      '/login/qr/check',
      '/login/qr/check',
      '/login/qr/check',
    ]);
  });

  it('reports an expired key', async () => {
    const { store } = await storeFor(sim.netease);
    const key = (await store.dispatch(endpoints.getQrKey.initiate())).data ?? '';
    await qrAction(key, 'expire');
    const check = await store.dispatch(endpoints.checkQr.initiate(key));
    expect(check.data?.status).toBe('expired');
  });

  it('reads the account of a logged-in cookie and keeps it as the session', async () => {
    const cookie = await sim.login();
    const { store } = await storeFor(sim.netease, { cookie, syncSession: false });
    const account = await store.dispatch(endpoints.getUserAccount.initiate());
    expect(account.data).toEqual({
      userId: sim.info.fixtures.demoUserId,
      nickname: expect.any(String),
      avatarUrl: expect.any(String),
      backgroundUrl: expect.any(String),
      vipType: expect.any(Number),
    });
    expect(selectSession(store.getState()).profile).toEqual(account.data);
  });

  it('answers a null account to an anonymous caller and clears the session', async () => {
    const { store } = await storeFor(sim.netease);
    const account = await store.dispatch(endpoints.getUserAccount.initiate());
    expect(account.data).toBeNull();
    expect(selectSession(store.getState())).toEqual({ profile: null, token: null });
  });

  it('reads the login status (with its data wrapper) for both kinds of caller', async () => {
    const anonymous = await storeFor(sim.netease);
    const status = await anonymous.store.dispatch(endpoints.getLoginStatus.initiate());
    expect(status.data).toBeNull();
    const cookie = await sim.login();
    const logged = await storeFor(sim.netease, { cookie, syncSession: false });
    const own = await logged.store.dispatch(endpoints.getLoginStatus.initiate());
    expect(own.data?.userId).toBe(sim.info.fixtures.demoUserId);
    expect(selectSession(logged.store.getState()).profile?.userId).toBe(own.data?.userId);
  });

  it('logs in by phone (POST) and keeps profile and cookie; a wrong password is an error', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const { demoPhone, demoPassword, demoUserId } = sim.info.fixtures;
    const login = await store.dispatch(
      endpoints.loginCellphone.initiate({ phone: demoPhone, password: demoPassword }),
    );
    if (!login.data) throw new Error('the phone login failed');
    expect(login.data.profile.userId).toBe(demoUserId);
    expect(login.data.cookie).toContain('MUSIC_U=');
    expect(selectSession(store.getState())).toEqual({
      profile: login.data.profile,
      token: login.data.cookie,
    });
    expect(requests).toEqual(['/login/cellphone']);

    const wrong = await store.dispatch(
      endpoints.loginCellphone.initiate({ phone: demoPhone, password: 'nope' }),
    );
    // The server answers HTTP 200 with `{code: 502, msg}`: its message becomes the error.
    expect(wrong.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: '密码错误',
      data: expect.objectContaining({ code: 502 }),
    });
  });

  it('logs out: the server session ends and the local session is cleared', async () => {
    const cookie = await sim.login();
    const { store, requests } = await storeFor(sim.netease, { cookie });
    expect(selectSession(store.getState()).profile).not.toBeNull();
    const result = await store.dispatch(endpoints.logout.initiate());
    expect(result.data).toBeNull();
    expect(selectSession(store.getState())).toEqual({ profile: null, token: null });
    // The Account tag it invalidates refetches the subscribed account (now anonymous).
    expect(requests[0]).toBe('/logout');
    const after = await storeFor(sim.netease, { cookie, syncSession: false });
    const account = await after.store.dispatch(endpoints.getUserAccount.initiate());
    expect(account.data).toBeNull();
  });
});
