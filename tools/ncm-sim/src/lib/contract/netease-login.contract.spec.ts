import { useContractSim } from './contract-harness';
import { domainRoutes } from './contract-routes';

// Contract §3.1: QR login through every check code, phone login, account, status and logout.

const h = useContractSim();

async function control(path: string, body: Record<string, unknown> = {}): Promise<number> {
  const response = await fetch(`${h.sim.urls.netease}/__sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

async function newQrKey(): Promise<string> {
  const answer = await h.call('/login/qr/key');
  expect(answer.status).toBe(200);
  return h.expectSchema('/login/qr/key', answer.body).data.unikey;
}

async function qrCheck(key: string) {
  const answer = await h.call('/login/qr/check', { key, noCookie: true });
  expect(answer.status).toBe(200);
  return h.expectSchema('/login/qr/check', answer.body);
}

describe('NetEase login and session routes answer their contract shapes', () => {
  it('QR login: key, create with qrimg, then check through 801, 802 and 803', async () => {
    const key = await newQrKey();
    const created = await h.call('/login/qr/create', { key, qrimg: true });
    expect(created.status).toBe(200);
    expect(h.expectSchema('/login/qr/create', created.body).data.qrurl).toContain(key);

    expect((await qrCheck(key)).code).toBe(801);
    expect(await control(`/qr/${key}/scan`)).toBe(200);
    expect((await qrCheck(key)).code).toBe(802);
    expect(await control(`/qr/${key}/confirm`)).toBe(200);
    const authorised = await qrCheck(key);
    expect(authorised.code).toBe(803);

    // The client stores the 803 cookie verbatim and replays it as its token.
    const account = await h.call('/user/account', {}, { cookie: authorised.cookie });
    expect(account.status).toBe(200);
    expect(h.expectSchema('/user/account', account.body).profile?.userId).toBe(
      h.info.fixtures.demoUserId,
    );
  });

  it('QR check of an expired key answers 800 with HTTP 200', async () => {
    const key = await newQrKey();
    expect(await control(`/qr/${key}/expire`)).toBe(200);
    expect((await qrCheck(key)).code).toBe(800);
  });

  it('/user/account answers 200 with profile null when anonymous', async () => {
    const answer = await h.call('/user/account');
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/user/account', answer.body).profile).toBeNull();
  });

  it('/login/status answers with its extra data wrapper, logged in and anonymous', async () => {
    const cookie = await h.login();
    const loggedIn = await h.call('/login/status', {}, { cookie });
    expect(loggedIn.status).toBe(200);
    expect(h.expectSchema('/login/status', loggedIn.body).data.profile?.userId).toBe(
      h.info.fixtures.demoUserId,
    );

    const anonymous = await h.call('/login/status');
    expect(anonymous.status).toBe(200);
    expect(h.expectSchema('/login/status', anonymous.body).data.profile).toBeNull();
  });

  it('POST /login/cellphone with phone and password in the body returns a MUSIC_U cookie', async () => {
    const { demoPhone, demoPassword } = h.sim.world.catalogue.fixtures;
    const answer = await h.call(
      '/login/cellphone',
      { phone: demoPhone, password: demoPassword },
      { method: 'POST' },
    );
    expect(answer.status).toBe(200);
    const body = h.expectSchema('/login/cellphone', answer.body);
    expect(body.profile.userId).toBe(h.info.fixtures.demoUserId);

    const account = await h.call('/user/account', {}, { cookie: body.cookie });
    expect(h.expectSchema('/user/account', account.body).profile?.userId).toBe(
      h.info.fixtures.demoUserId,
    );
  });

  it('/logout answers 200 and ends the session', async () => {
    const cookie = await h.login();
    const answer = await h.call('/logout', {}, { cookie });
    expect(answer.status).toBe(200);
    h.expectSchema('/logout', answer.body);

    const after = await h.call('/user/account', {}, { cookie });
    expect(h.expectSchema('/user/account', after.body).profile).toBeNull();
  });

  it('checked every route of its domain', () => {
    expect(h.checkedRoutes()).toEqual(expect.arrayContaining(domainRoutes('session')));
  });
});
