import { isIpAddress, normalizeIp, parseIPv4, parseIPv6 } from './ip-address';

describe('IP addresses', () => {
  it.each([
    ['0.0.0.0', true],
    ['127.0.0.1', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.-4', false],
    ['a.b.c.d', false],
    ['', false],
  ])('IPv4 %p is valid: %p', (text, ok) => {
    expect(parseIPv4(text) !== null).toBe(ok);
  });

  it.each([
    ['::', true],
    ['::1', true],
    ['2001:db8::1', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['fe80::1:2:3:4', true],
    ['::ffff:192.168.1.1', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1::1.2.3.4', true],
    ['1:2:3:4:5:6:7::', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1::2::3', false],
    [':1:2:3:4:5:6:7', false],
    ['12345::1', false],
    ['g::1', false],
    ['fe80::1%eth0', false],
    ['::ffff:300.1.1.1', false],
    ['1:2:3:4:5:6:7:1.2.3.4', false],
    ['1.2.3.4', false],
  ])('IPv6 %p is valid: %p', (text, ok) => {
    expect(parseIPv6(text) !== null).toBe(ok);
  });

  it.each([
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['::ffff:a00:1', '10.0.0.1'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', '0:0:0:0:0:0:0:1'],
    ['2001:DB8::', '2001:db8:0:0:0:0:0:0'],
    ['not an ip', null],
  ])('normalizes %p to %p', (text, normal) => {
    expect(normalizeIp(text)).toBe(normal);
  });

  it('tells addresses from other text', () => {
    expect(isIpAddress('192.168.0.1')).toBe(true);
    expect(isIpAddress('::1')).toBe(true);
    expect(isIpAddress('localhost')).toBe(false);
  });
});
