import { checkMediaTarget, type MediaTargetPolicy, type ResolveHost } from './media-target-guard';

const policy: MediaTargetPolicy = {
  mediaHostPatterns: [
    '*.bilivideo.com',
    '*.hdslb.com',
    'upos-*.akamaized.net',
    'media.example.test',
    'alt.example.test:8443',
    '*.ports.example.test:8080',
    'typo.example.test:99999',
  ],
  trustedMediaOrigins: ['http://127.0.0.1:41002', 'http://localhost:41003/'],
};

/** A resolver answering from a table; unknown names fail like NXDOMAIN. */
function resolverOf(table: Record<string, string[]>) {
  return jest.fn<ReturnType<ResolveHost>, Parameters<ResolveHost>>(async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
}

describe('checkMediaTarget', () => {
  it('approves a pattern host whose every address is public, giving the address to pin', async () => {
    const resolve = resolverOf({
      'upos-sz-mirrorcos.bilivideo.com': ['203.119.1.1', '2606:4700::1'],
    });
    const verdict = await checkMediaTarget(
      'https://upos-sz-mirrorcos.bilivideo.com/upgcxcode/93/46/1/1-1-30280.m4s?e=1&upsig=x',
      policy,
      resolve,
    );
    expect(verdict).toMatchObject({ ok: true, address: '203.119.1.1', family: 4, trusted: false });
    expect(verdict.ok && verdict.url.hostname).toBe('upos-sz-mirrorcos.bilivideo.com');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('upos-sz-mirrorcos.bilivideo.com');
  });

  it('approves a trusted origin on loopback, and resolves a trusted name without judging it', async () => {
    const resolve = resolverOf({ localhost: ['127.0.0.1'] });
    expect(
      await checkMediaTarget('http://127.0.0.1:41002/upgcxcode/x.m4s', policy, resolve),
    ).toMatchObject({
      ok: true,
      address: '127.0.0.1',
      trusted: true,
    });
    expect(resolve).not.toHaveBeenCalled();
    expect(await checkMediaTarget('http://LOCALHOST:41003/a.png', policy, resolve)).toMatchObject({
      ok: true,
      address: '127.0.0.1',
      trusted: true,
    });
  });

  it('does not trust another port or host on a trusted address', async () => {
    const resolve = resolverOf({});
    for (const url of ['http://127.0.0.1:41003/', 'http://127.0.0.2:41002/']) {
      expect(await checkMediaTarget(url, policy, resolve)).toMatchObject({
        ok: false,
        reason: 'literal-ip-not-allowed',
      });
    }
  });

  it('refuses a trusted origin over another scheme for its scheme, the one thing wrong', async () => {
    const resolve = resolverOf({ localhost: ['127.0.0.1'] });
    for (const url of ['https://127.0.0.1:41002/x.m4s', 'https://localhost:41003/a.png']) {
      expect(await checkMediaTarget(url, policy, resolve)).toEqual({
        ok: false,
        reason: 'scheme-not-allowed',
        detail: 'This media origin is allowed over http only',
      });
    }
    expect(resolve).not.toHaveBeenCalled();
  });

  it('reaches a pattern host on its standard port, or the port its entry names', async () => {
    const resolve = resolverOf({
      'a.bilivideo.com': ['203.119.1.1'],
      'alt.example.test': ['203.119.1.2'],
      'x.ports.example.test': ['203.119.1.3'],
    });
    for (const url of [
      'https://a.bilivideo.com/x.m4s',
      'https://a.bilivideo.com:443/x.m4s',
      'http://a.bilivideo.com:80/x.m4s',
      'https://alt.example.test:8443/x.m4s',
      'http://x.ports.example.test:8080/x.m4s',
      'https://x.ports.example.test:8080/x.m4s',
    ]) {
      expect({ url, verdict: await checkMediaTarget(url, policy, resolve) }).toMatchObject({
        url,
        verdict: { ok: true, trusted: false },
      });
    }
  });

  it.each([
    'https://a.bilivideo.com:8443/x.m4s',
    'http://a.bilivideo.com:443/x.m4s',
    'https://a.bilivideo.com:80/x.m4s',
    'http://a.bilivideo.com:22/',
    'https://alt.example.test/x.m4s',
    'https://alt.example.test:8444/x.m4s',
    'http://x.ports.example.test/x.m4s',
    'http://x.ports.example.test:8081/x.m4s',
  ])('refuses %s for its port, without asking DNS', async (url) => {
    const resolve = resolverOf({ 'a.bilivideo.com': ['203.119.1.1'] });
    expect(await checkMediaTarget(url, policy, resolve)).toEqual({
      ok: false,
      reason: 'port-not-allowed',
      detail:
        'The media host is allowed on its standard port only (or a port its allow-list entry names)',
    });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('treats an entry with a malformed port as matching nothing', async () => {
    const resolve = resolverOf({ 'typo.example.test': ['203.119.1.4'] });
    for (const url of ['https://typo.example.test/', 'https://typo.example.test:9999/']) {
      expect(await checkMediaTarget(url, policy, resolve)).toMatchObject({
        ok: false,
        reason: 'host-not-allowed',
      });
    }
  });

  it.each([
    ['file:///etc/passwd', 'scheme-not-allowed'],
    ['ftp://a.bilivideo.com/x', 'scheme-not-allowed'],
    ['gopher://a.bilivideo.com:70/_x', 'scheme-not-allowed'],
    ['javascript:alert(1)', 'scheme-not-allowed'],
    ['data:text/html,<script>1</script>', 'scheme-not-allowed'],
    ['//a.bilivideo.com/x', 'malformed-url'],
    ['not a url', 'malformed-url'],
    ['http://cn-sh.bilivideo.com@127.0.0.1/', 'userinfo-not-allowed'],
    ['http://user:pw@a.bilivideo.com/', 'userinfo-not-allowed'],
    ['http://user@127.0.0.1:41002/', 'userinfo-not-allowed'],
    ['http://127.0.0.1/', 'literal-ip-not-allowed'],
    ['http://[::1]/', 'literal-ip-not-allowed'],
    ['http://169.254.169.254/latest/meta-data/', 'literal-ip-not-allowed'],
    ['http://10.0.0.1/', 'literal-ip-not-allowed'],
    ['http://172.16.0.1/', 'literal-ip-not-allowed'],
    ['http://192.168.1.1/', 'literal-ip-not-allowed'],
    ['http://0.0.0.0/', 'literal-ip-not-allowed'],
    ['http://2130706433/', 'literal-ip-not-allowed'],
    ['http://0177.0.0.1/', 'literal-ip-not-allowed'],
    ['http://0x7f.1/', 'literal-ip-not-allowed'],
    ['http://[::ffff:127.0.0.1]/', 'literal-ip-not-allowed'],
    ['http://8.8.8.8/', 'literal-ip-not-allowed'],
    ['http://a.bilivideo.com.evil.test/', 'host-not-allowed'],
    ['http://bilivideo.com/', 'host-not-allowed'],
    ['http://evil.test/', 'host-not-allowed'],
    ['http://localhost/', 'host-not-allowed'],
  ])('refuses %s (%s) without asking DNS', async (url, reason) => {
    const resolve = resolverOf({
      'a.bilivideo.com.evil.test': ['203.0.113.9'],
      localhost: ['127.0.0.1'],
    });
    expect(await checkMediaTarget(url, policy, resolve)).toMatchObject({ ok: false, reason });
    expect(resolve).not.toHaveBeenCalled();
  });

  it.each([
    [['10.1.2.3']],
    [['127.0.0.1']],
    [['::1']],
    [['169.254.169.254']],
    [['::ffff:192.168.0.1']],
    [['203.119.1.1', '10.1.2.3']],
    [['2606:4700::1', 'fd00::1']],
  ])('refuses a pattern host resolving to %j', async (addresses) => {
    const resolve = resolverOf({ 'evil.bilivideo.com': addresses });
    expect(
      await checkMediaTarget('https://evil.bilivideo.com/x.m4s', policy, resolve),
    ).toMatchObject({
      ok: false,
      reason: 'address-not-public',
    });
  });

  it('reports a name that does not resolve, or resolves to nothing, as unresolvable', async () => {
    expect(
      await checkMediaTarget('https://gone.hdslb.com/x.png', policy, resolverOf({})),
    ).toMatchObject({
      ok: false,
      reason: 'unresolvable',
    });
    expect(
      await checkMediaTarget(
        'https://empty.hdslb.com/x.png',
        policy,
        resolverOf({ 'empty.hdslb.com': [] }),
      ),
    ).toMatchObject({ ok: false, reason: 'unresolvable' });
  });

  it('never puts the URL or its query in the refusal', async () => {
    const verdict = await checkMediaTarget(
      'http://10.0.0.1/x?upsig=secret',
      policy,
      resolverOf({}),
    );
    expect(JSON.stringify(verdict)).not.toContain('secret');
    expect(JSON.stringify(verdict)).not.toContain('10.0.0.1');
  });
});
