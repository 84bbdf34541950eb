import {
  validateDownloadPath,
  validateLoggedIn,
  validateMusicSources,
  validateNumberRange,
  validatePlaylistName,
  validatePort,
  validateProxy,
  validateRealIp,
  validateRequired,
  validateSelection,
  validateUserId,
} from './validate-fields';

describe('validatePort (spec §5: 1 to 65535)', () => {
  it.each([
    [1, 1],
    [65535, 65535],
    [30488, 30488],
    ['7890', 7890],
    [' 8080 ', 8080],
  ])('accepts %p as %p', (input, port) => {
    expect(validatePort(input)).toEqual({ ok: true, value: port });
  });

  it.each([[0], [65536], [-1], [80.5], ['80.5'], ['80a'], [''], [null], [undefined], [Number.NaN]])(
    'refuses %p with validation.port',
    (input) => {
      expect(validatePort(input)).toEqual({ ok: false, message: { key: 'validation.port' } });
    },
  );
});

describe('validateProxy', () => {
  it('gives the cleaned proxy', () => {
    expect(validateProxy({ protocol: 'socks5', host: ' 10.0.0.2 ', port: '1080' })).toEqual({
      ok: true,
      value: { protocol: 'socks5', host: '10.0.0.2', port: 1080 },
    });
  });

  it('needs a protocol, a host and a port, and says "check your input" for the form', () => {
    expect(validateProxy({ protocol: '', host: '', port: 0 })).toEqual({
      ok: false,
      message: { key: 'validation.generic' },
      fields: {
        protocol: { key: 'validation.proxyProtocol' },
        host: { key: 'validation.proxyHost' },
        port: { key: 'validation.port' },
      },
    });
  });

  it.each([
    [{ protocol: 'ftp', host: 'h', port: 1 }, 'protocol', 'validation.proxyProtocol'],
    [{ host: 'h', port: 1 }, 'protocol', 'validation.proxyProtocol'],
    [{ protocol: 'http', host: 'a b', port: 1 }, 'host', 'validation.proxyHost'],
    [{ protocol: 'http', host: 42, port: 1 }, 'host', 'validation.proxyHost'],
    [{ protocol: 'https', host: 'h', port: 70000 }, 'port', 'validation.port'],
  ])('%p fails on %s with %s', (input, field, key) => {
    const result = validateProxy(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual({ [field]: { key } });
  });
});

describe('validateRealIp', () => {
  it.each([['1.2.3.4'], [' 2001:db8::1 '], ['::ffff:1.2.3.4']])('accepts %p', (ip) => {
    expect(validateRealIp(ip)).toEqual({ ok: true, value: ip.trim() });
  });

  it.each([[''], ['1.2.3'], ['example.com'], [null], ['1.2.3.4:80']])('refuses %p', (ip) => {
    expect(validateRealIp(ip)).toEqual({ ok: false, message: { key: 'validation.realIp' } });
  });
});

describe('validateNumberRange', () => {
  const range = { min: 0.5, max: 3 };

  it.each([
    [0.5, 0.5],
    [3, 3],
    ['1.25', 1.25],
  ])('accepts %p', (input, value) => {
    expect(validateNumberRange(input, range)).toEqual({ ok: true, value });
  });

  it.each([[0.4], [3.1], [''], ['abc'], [null], [Number.POSITIVE_INFINITY]])(
    'refuses %p with the bounds as params',
    (input) => {
      expect(validateNumberRange(input, range)).toEqual({
        ok: false,
        message: { key: 'validation.numberRange', params: { min: 0.5, max: 3 } },
      });
    },
  );
});

describe('validateRequired', () => {
  it.each([['x'], [0], [false], [['a']], [{}]])('accepts %p', (value) => {
    expect(validateRequired(value)).toEqual({ ok: true, value });
  });

  it.each([[null], [undefined], [''], ['   '], [[]]])('refuses %p', (value) => {
    expect(validateRequired(value)).toEqual({ ok: false, message: { key: 'validation.required' } });
  });
});

describe('validateMusicSources (at least one)', () => {
  it('keeps known sources once, in the canonical order', () => {
    expect(validateMusicSources(['bilibili', 'migu', 'qq', 'migu'])).toEqual({
      ok: true,
      value: ['migu', 'bilibili'],
    });
    expect(validateMusicSources(['gdmusic'])).toEqual({ ok: true, value: ['gdmusic'] });
  });

  it.each([[[]], [['qq']], [null], ['migu']])('refuses %p', (value) => {
    expect(validateMusicSources(value)).toEqual({
      ok: false,
      message: { key: 'validation.musicSources' },
    });
  });
});

describe('single-message validators', () => {
  it('trims a playlist name and requires it', () => {
    expect(validatePlaylistName('  Road trip ')).toEqual({ ok: true, value: 'Road trip' });
    expect(validatePlaylistName('   ')).toEqual({
      ok: false,
      message: { key: 'validation.playlistName' },
    });
    expect(validatePlaylistName(undefined).ok).toBe(false);
  });

  it('requires a download path', () => {
    expect(validateDownloadPath('/music')).toEqual({ ok: true, value: '/music' });
    expect(validateDownloadPath('')).toEqual({
      ok: false,
      message: { key: 'validation.downloadPath' },
    });
  });

  it('requires selected songs for batch actions', () => {
    expect(validateSelection([1, 2])).toEqual({ ok: true, value: [1, 2] });
    expect(validateSelection([])).toEqual({
      ok: false,
      message: { key: 'validation.selectSongsFirst' },
    });
    expect(validateSelection(null).ok).toBe(false);
  });

  it('requires a logged-in user', () => {
    expect(validateLoggedIn({ userId: 1 })).toEqual({ ok: true, value: { userId: 1 } });
    expect(validateLoggedIn(null)).toEqual({
      ok: false,
      message: { key: 'validation.loginFirst' },
    });
  });

  it.each([
    [1, 1],
    ['32953014', 32953014],
  ])('accepts user id %p', (input, id) => {
    expect(validateUserId(input)).toEqual({ ok: true, value: id });
  });

  it.each([[0], [-5], [1.5], ['abc'], [''], ['9007199254740993'], [null]])(
    'refuses user id %p',
    (input) => {
      expect(validateUserId(input)).toEqual({
        ok: false,
        message: { key: 'validation.invalidUserId' },
      });
    },
  );
});
