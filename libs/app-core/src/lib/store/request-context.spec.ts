import { DEFAULT_SETTINGS } from '@cadenza/settings';
import { requestContextFor } from './request-context';

const enabled = {
  proxyConfig: { enable: true, protocol: 'http', host: '10.0.0.2', port: 8080 },
  enableRealIP: true,
  realIP: '116.25.146.177',
} as const;

describe('requestContextFor', () => {
  it('web: the platform device, and never a token, proxy or realIP', () => {
    expect(requestContextFor({ kind: 'web' }, enabled)).toEqual({
      platform: 'web',
      device: 'web',
      token: null,
      proxy: null,
      realIP: null,
    });
    expect(requestContextFor({ kind: 'web', requestDevice: () => 'mobile' }, enabled).device).toBe(
      'mobile',
    );
  });

  it('desktop: device pc, proxy and realIP when enabled', () => {
    expect(requestContextFor({ kind: 'desktop' }, enabled)).toEqual({
      platform: 'desktop',
      device: 'pc',
      token: null,
      proxy: 'http://10.0.0.2:8080',
      realIP: '116.25.146.177',
    });
  });

  it('desktop carries the session token; the web never does', () => {
    expect(requestContextFor({ kind: 'desktop' }, DEFAULT_SETTINGS, 'MUSIC_U=abc').token).toBe(
      'MUSIC_U=abc',
    );
    expect(requestContextFor({ kind: 'web' }, DEFAULT_SETTINGS, 'MUSIC_U=abc').token).toBeNull();
  });

  it.each([
    ['the defaults (both off)', DEFAULT_SETTINGS],
    [
      'a socks proxy and an empty realIP',
      {
        proxyConfig: { ...enabled.proxyConfig, protocol: 'socks5' },
        enableRealIP: true,
        realIP: '',
      },
    ],
  ] as const)('desktop: no proxy or realIP with %s', (_name, settings) => {
    expect(requestContextFor({ kind: 'desktop' }, settings)).toMatchObject({
      proxy: null,
      realIP: null,
    });
  });
});
