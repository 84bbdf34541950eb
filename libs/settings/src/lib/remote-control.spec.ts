import {
  isIpAllowed,
  normalizeOrigin,
  remoteControlSchema,
  validateOrigin,
} from './remote-control';
import { DEFAULT_REMOTE_CONTROL } from './settings-defaults';

describe('remote control', () => {
  it('is off by default, on port 31888, open to all IPs, loopback only, no browser origin', () => {
    expect(DEFAULT_REMOTE_CONTROL).toEqual({
      enabled: false,
      port: 31888,
      allowedIps: [],
      lanAccess: false,
      allowedOrigins: [],
    });
    expect(remoteControlSchema.safeParse(DEFAULT_REMOTE_CONTROL).success).toBe(true);
  });

  it.each([
    ['192.168.1.20', [], true],
    ['anything', [], true],
    ['192.168.1.20', ['192.168.1.20'], true],
    ['::ffff:192.168.1.20', ['192.168.1.20'], true],
    ['192.168.1.20', ['::ffff:192.168.1.20'], true],
    ['::1', ['0:0:0:0:0:0:0:1'], true],
    ['192.168.1.21', ['192.168.1.20'], false],
    ['not an ip', ['192.168.1.20'], false],
  ])('%p with allow list %p is allowed: %p', (ip, allowed, ok) => {
    expect(isIpAllowed(ip, allowed)).toBe(ok);
  });

  const valid = { ...DEFAULT_REMOTE_CONTROL, enabled: true };
  it.each([
    [{ ...valid, port: 0 }],
    [{ ...valid, allowedIps: ['10.0.0.300'] }],
    [{ ...valid, enabled: 'yes' }],
    [{ ...valid, lanAccess: 'no' }],
    [{ ...valid, allowedOrigins: ['https://example.com/path'] }],
    [{ ...valid, allowedOrigins: ['HTTPS://Example.com'] }],
    [{ enabled: true, port: 31888, allowedIps: [] }],
  ])('refuses %p', (settings) => {
    expect(remoteControlSchema.safeParse(settings).success).toBe(false);
  });

  it('accepts canonical origins', () => {
    const settings = { ...valid, allowedOrigins: ['https://example.com', 'http://127.0.0.1:8080'] };
    expect(remoteControlSchema.safeParse(settings).success).toBe(true);
  });
});

describe('origins', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    [' https://Example.COM/ ', 'https://example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('%p is the origin %p', (text, origin) => {
    expect(normalizeOrigin(text)).toBe(origin);
    expect(validateOrigin(text)).toEqual({ ok: true, value: origin });
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'https://example.com/app',
    'https://example.com/?x=1',
    'https://example.com/#top',
    'https://user:pw@example.com',
    'null',
    '',
  ])('%p is not an origin', (text) => {
    expect(normalizeOrigin(text)).toBeNull();
    expect(validateOrigin(text)).toEqual({ ok: false, message: { key: 'validation.origin' } });
  });

  it('refuses what is not text', () => {
    expect(validateOrigin(42).ok).toBe(false);
  });
});
