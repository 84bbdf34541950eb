import { loadDonationConfig } from './donation-config';

const answer = (body: unknown, init: ResponseInit = {}) =>
  jest.fn(async () =>
    typeof body === 'string'
      ? new Response(body, init)
      : new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
          ...init,
        }),
  ) as unknown as typeof fetch;

describe('loadDonationConfig', () => {
  it('reads the codes and supporters of the build', async () => {
    const config = {
      codes: { alipay: '/donation/alipay.png', wechat: '/donation/wechat.webp' },
      donors: [{ name: 'Lin', amount: '¥20', message: 'Thanks!' }],
    };
    await expect(loadDonationConfig(answer(config))).resolves.toEqual({ kind: 'ready', config });
  });

  it('says there is none for a 404, the app page instead of a file, or no network', async () => {
    await expect(loadDonationConfig(answer({}, { status: 404 }))).resolves.toEqual({
      kind: 'absent',
    });
    const page = answer('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    await expect(loadDonationConfig(page)).resolves.toEqual({ kind: 'absent' });
    const offline = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(loadDonationConfig(offline)).resolves.toEqual({ kind: 'absent' });
  });

  it('refuses a file that is not valid, or shows another site’s images', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thirdParty = { codes: { alipay: 'https://tracker.example/code.png' } };
    await expect(loadDonationConfig(answer(thirdParty))).resolves.toEqual({ kind: 'invalid' });
    const protocolRelative = { codes: { wechat: '//tracker.example/code.png' } };
    await expect(loadDonationConfig(answer(protocolRelative))).resolves.toEqual({
      kind: 'invalid',
    });
    const broken = answer('{"codes": ', { headers: { 'content-type': 'application/json' } });
    await expect(loadDonationConfig(broken)).resolves.toEqual({ kind: 'invalid' });
  });
});
