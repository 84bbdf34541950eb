import { DEFAULT_REMOTE_CONTROL, isIpAllowed, remoteControlSchema } from './remote-control';

describe('remote control', () => {
  it('is off by default, on port 31888, open to all', () => {
    expect(DEFAULT_REMOTE_CONTROL).toEqual({ enabled: false, port: 31888, allowedIps: [] });
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

  it.each([
    [{ enabled: true, port: 0, allowedIps: [] }],
    [{ enabled: true, port: 31888, allowedIps: ['10.0.0.300'] }],
    [{ enabled: 'yes', port: 31888, allowedIps: [] }],
  ])('refuses %p', (settings) => {
    expect(remoteControlSchema.safeParse(settings).success).toBe(false);
  });
});
