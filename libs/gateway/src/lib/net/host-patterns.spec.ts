import { matchesAnyHostPattern, matchesHostPattern, normaliseOrigin } from './host-patterns';

describe('matchesHostPattern', () => {
  it('matches sub-domains of a `*.` pattern at any depth, but not the bare domain', () => {
    expect(matchesHostPattern('cn-sh-ct-01-01.bilivideo.com', '*.bilivideo.com')).toBe(true);
    expect(matchesHostPattern('a.b.bilivideo.com', '*.bilivideo.com')).toBe(true);
    expect(matchesHostPattern('bilivideo.com', '*.bilivideo.com')).toBe(false);
    expect(matchesHostPattern('evilbilivideo.com', '*.bilivideo.com')).toBe(false);
    expect(matchesHostPattern('a.bilivideo.com.evil.test', '*.bilivideo.com')).toBe(false);
  });

  it('matches a prefix wildcard on the first label only', () => {
    expect(matchesHostPattern('upos-hz-mirrorakam.akamaized.net', 'upos-*.akamaized.net')).toBe(
      true,
    );
    expect(matchesHostPattern('upos-.akamaized.net', 'upos-*.akamaized.net')).toBe(false);
    expect(matchesHostPattern('evil-upos-x.akamaized.net', 'upos-*.akamaized.net')).toBe(false);
    expect(matchesHostPattern('upos-x.evil.akamaized.net', 'upos-*.akamaized.net')).toBe(false);
    expect(matchesHostPattern('x.upos-x.akamaized.net', 'upos-*.akamaized.net')).toBe(false);
    expect(matchesHostPattern('upos-x.akamaized.net.evil.test', 'upos-*.akamaized.net')).toBe(
      false,
    );
  });

  it('matches other patterns exactly and ignores case and one root dot', () => {
    expect(matchesHostPattern('I0.HDSLB.com', 'i0.hdslb.com')).toBe(true);
    expect(matchesHostPattern('i0.hdslb.com.', 'i0.hdslb.com')).toBe(true);
    expect(matchesHostPattern('A.BiliVideo.COM', '*.BILIVIDEO.com')).toBe(true);
    expect(matchesHostPattern('i1.hdslb.com', 'i0.hdslb.com')).toBe(false);
    expect(matchesHostPattern('x.i0.hdslb.com', 'i0.hdslb.com')).toBe(false);
  });

  it('never matches an unsupported wildcard or an empty pattern', () => {
    expect(matchesHostPattern('a.evil.test', 'a.*.test')).toBe(false);
    expect(matchesHostPattern('anything', '*')).toBe(false);
    expect(matchesHostPattern('anything', '')).toBe(false);
  });

  it('matches any of a list', () => {
    const patterns = ['*.bilivideo.com', 'upos-*.akamaized.net'];
    expect(matchesAnyHostPattern('upos-sz.akamaized.net', patterns)).toBe(true);
    expect(matchesAnyHostPattern('example.com', patterns)).toBe(false);
    expect(matchesAnyHostPattern('example.com', [])).toBe(false);
  });
});

describe('normaliseOrigin', () => {
  it('serialises http(s) origins the way URL.origin does', () => {
    expect(normaliseOrigin('HTTP://127.0.0.1:80/')).toBe('http://127.0.0.1');
    expect(normaliseOrigin('http://127.0.0.1:41002/some/path')).toBe('http://127.0.0.1:41002');
    expect(normaliseOrigin('file:///etc/passwd')).toBeUndefined();
    expect(normaliseOrigin('not a url')).toBeUndefined();
  });
});
