import { isPublicUnicastAddress, literalIpOf } from './ip-address-policy';

describe('isPublicUnicastAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::',
    '255.255.255.255',
    '100.64.0.1',
    '224.0.0.1',
    'ff02::1',
    '240.0.0.1',
    '192.0.2.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    'not-an-address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '203.119.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicUnicastAddress(address)).toBe(true);
    },
  );
});

describe('literalIpOf', () => {
  it('recognises IPv4 and bracketed IPv6 hosts, and nothing else', () => {
    expect(literalIpOf('127.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(literalIpOf('[::1]')).toEqual({ address: '::1', family: 6 });
    expect(literalIpOf('[::ffff:7f00:1]')).toEqual({ address: '::ffff:7f00:1', family: 6 });
    expect(literalIpOf('cn-sh.bilivideo.com')).toBeUndefined();
    expect(literalIpOf('localhost')).toBeUndefined();
  });
});
