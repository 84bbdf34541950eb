import {
  allowsHostAndPort,
  matchesAnyHostPattern,
  matchesHostPattern,
  normaliseOrigin,
  splitHostPattern,
} from './host-patterns';

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

describe('splitHostPattern', () => {
  it('takes an explicit port off an entry and flags a malformed one', () => {
    expect(splitHostPattern('media.example.com')).toEqual({
      host: 'media.example.com',
      port: null,
      valid: true,
    });
    expect(splitHostPattern(' *.example.com:8080 ')).toEqual({
      host: '*.example.com',
      port: 8080,
      valid: true,
    });
    for (const entry of ['a.example.com:', 'a.example.com:0', 'a.example.com:65536', 'a.b:x1']) {
      expect({ entry, parts: splitHostPattern(entry) }).toMatchObject({
        entry,
        parts: { port: null, valid: false },
      });
    }
  });
});

describe('allowsHostAndPort', () => {
  const allows = (url: string, patterns: string[]) => allowsHostAndPort(new URL(url), patterns);

  it('allows an entry without a port on the standard port of the scheme only', () => {
    expect(allows('https://a.bilivideo.com/x', ['*.bilivideo.com'])).toBe(true);
    expect(allows('http://a.bilivideo.com:80/x', ['*.bilivideo.com'])).toBe(true);
    expect(allows('http://a.bilivideo.com:443/x', ['*.bilivideo.com'])).toBe(false);
    expect(allows('https://a.bilivideo.com:8443/x', ['*.bilivideo.com'])).toBe(false);
  });

  it('allows exactly the port an entry names, over either scheme', () => {
    const patterns = ['media.example.com:8443', '*.example.org:8080'];
    expect(allows('https://media.example.com:8443/x', patterns)).toBe(true);
    expect(allows('http://media.example.com:8443/x', patterns)).toBe(true);
    expect(allows('https://media.example.com/x', patterns)).toBe(false);
    expect(allows('http://cdn.example.org:8080/x', patterns)).toBe(true);
    expect(allows('http://cdn.example.org:8081/x', patterns)).toBe(false);
    expect(allows('https://media.example.com:443/x', ['media.example.com:443'])).toBe(true);
  });

  it('never allows a host that matches no entry, nor one whose entry has a malformed port', () => {
    expect(allows('https://evil.test:8443/x', ['media.example.com:8443'])).toBe(false);
    expect(allows('https://media.example.com/x', ['media.example.com:https'])).toBe(false);
    expect(matchesAnyHostPattern('media.example.com', ['media.example.com:99999'])).toBe(false);
    expect(matchesAnyHostPattern('media.example.com', ['media.example.com:8443'])).toBe(true);
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
