import { UrlSigner } from './url-signer';

const T0 = Date.UTC(2025, 5, 1);
const PATH = '/audio/2000004.mp3';

function queryOf(signed: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(signed.slice(signed.indexOf('?') + 1)));
}

describe('UrlSigner', () => {
  const signer = () => new UrlSigner(Buffer.alloc(32, 7));

  it('signs `path?i=<issued>&e=<expires>&n=<serial>&s=<signature>`', () => {
    const signed = signer().sign(PATH, '2000004', T0, 60_000);
    expect(signed).toMatch(new RegExp(`^${PATH}\\?i=${T0}&e=${T0 + 60_000}&n=0&s=[\\w-]{22}$`));
  });

  it('accepts its own URL until it expires (exclusive), then says expired', () => {
    const s = signer();
    const query = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    expect(s.check(PATH, '2000004', query, T0)).toBe('ok');
    expect(s.check(PATH, '2000004', query, T0 + 59_999)).toBe('ok');
    expect(s.check(PATH, '2000004', query, T0 + 60_000)).toBe('expired');
  });

  it('refuses a tampered signature, expiry, serial, path or id, missing fields and another secret', () => {
    const s = signer();
    const query = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    expect(s.check(PATH, '2000004', { ...query, s: 'A'.repeat(22) }, T0)).toBe('invalid');
    expect(s.check(PATH, '2000004', { ...query, s: 'short' }, T0)).toBe('invalid');
    expect(s.check(PATH, '2000004', { ...query, e: String(T0 + 999_999) }, T0)).toBe('invalid');
    expect(s.check(PATH, '2000004', { ...query, n: '7' }, T0)).toBe('invalid');
    expect(s.check('/audio/2000005.mp3', '2000004', query, T0)).toBe('invalid');
    expect(s.check(PATH, '2000005', query, T0)).toBe('invalid');
    expect(s.check(PATH, '2000004', {}, T0)).toBe('invalid');
    expect(s.check(PATH, '2000004', { i: query['i'], e: query['e'], s: query['s'] }, T0)).toBe(
      'invalid',
    );
    expect(new UrlSigner(Buffer.alloc(32, 8)).check(PATH, '2000004', query, T0)).toBe('invalid');
  });

  it('expires every URL issued so far; URLs signed afterwards work, even in the same millisecond', () => {
    const s = signer();
    const before = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    s.expireIssued();
    const after = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    expect(s.check(PATH, '2000004', before, T0)).toBe('expired');
    expect(s.check(PATH, '2000004', after, T0)).toBe('ok');
  });

  it('expires the URLs of one id only', () => {
    const s = signer();
    const mine = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    const other = queryOf(s.sign('/audio/2000005.mp3', '2000005', T0, 60_000));
    s.expireIssued('2000004');
    expect(s.check(PATH, '2000004', mine, T0)).toBe('expired');
    expect(s.check('/audio/2000005.mp3', '2000005', other, T0)).toBe('ok');
    const fresh = queryOf(s.sign(PATH, '2000004', T0, 60_000));
    expect(s.check(PATH, '2000004', fresh, T0)).toBe('ok');
  });

  it('uses a random secret by default, so two signers do not accept each other’s URLs', () => {
    const query = queryOf(new UrlSigner().sign(PATH, '1', T0, 60_000));
    expect(new UrlSigner().check(PATH, '1', query, T0)).toBe('invalid');
  });
});
