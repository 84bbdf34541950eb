import { GatewayConfigError } from './env-readers';
import { DEFAULT_STREAM_PROXY_HOSTS, parseGatewayConfig } from './gateway-config';

describe('parseGatewayConfig', () => {
  it('defaults to port 8080 on all interfaces, an embedded upstream and a closed policy', () => {
    expect(parseGatewayConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      staticDir: undefined,
      version: '0.0.0',
      shutdownGraceMs: 10_000,
      upstream: { kind: 'embedded', offlineDemo: false, cloudDomain: undefined },
      sessionSecret: undefined,
      sessionSecretFile: `${process.cwd()}/.data/session-secret`,
      cookieSecure: 'auto',
      trustProxy: false,
      allowedOrigins: [],
      rateLimit: { windowMs: 60_000, max: 600 },
      bodyLimitBytes: 102_400,
      upstreamTimeoutMs: 15_000,
      bilibili: {
        apiUrl: 'https://api.bilibili.com',
        mediaHostPatterns: DEFAULT_STREAM_PROXY_HOSTS,
        trustedMediaOrigins: [],
        cookie: undefined,
      },
      musicSourceUrl: undefined,
      logLevel: 'info',
      metrics: { enabled: true, token: undefined },
    });
  });

  it('resolves UPSTREAM: url needs UPSTREAM_URL, auto takes it when given, sim is for npm start', () => {
    expect(
      parseGatewayConfig({ UPSTREAM: 'url', UPSTREAM_URL: 'http://ncm:3000/' }).upstream,
    ).toEqual({
      kind: 'url',
      url: 'http://ncm:3000',
      offlineDemo: false,
    });
    expect(
      parseGatewayConfig({ UPSTREAM_URL: 'http://ncm:3000', OFFLINE_DEMO: 'true' }).upstream,
    ).toEqual({
      kind: 'url',
      url: 'http://ncm:3000',
      offlineDemo: true,
    });
    expect(
      parseGatewayConfig({ UPSTREAM: 'EMBEDDED', UPSTREAM_URL: 'http://x' }).upstream.kind,
    ).toBe('embedded');
    expect(() => parseGatewayConfig({ UPSTREAM: 'url' })).toThrow(
      'UPSTREAM=url needs UPSTREAM_URL',
    );
    expect(() => parseGatewayConfig({ UPSTREAM: 'sim' })).toThrow(/npm start/);
    expect(() => parseGatewayConfig({ UPSTREAM: 'cloud' })).toThrow(
      /^UPSTREAM must be one of auto, embedded, url, sim/,
    );
  });

  it.each([
    ['UPSTREAM_URL', 'ftp://ncm', /http or https/],
    ['UPSTREAM_URL', 'http://user:pw@ncm', /credentials/],
    ['UPSTREAM_URL', 'ncm:3000/x y', /must/],
    ['SESSION_SECRET', 'short', /at least 32 characters/],
    ['TRUST_PROXY', 'true', /would believe any X-Forwarded-For/],
    ['ALLOWED_ORIGINS', 'https://app.example.org/path', /origins like/],
    ['COOKIE_SECURE', 'sometimes', /auto, always, never/],
    ['METRICS', 'perhaps', /true or false/],
  ])('rejects %s=%s with a message naming it', (name, value, message) => {
    expect(() => parseGatewayConfig({ [name]: value })).toThrow(GatewayConfigError);
    expect(() => parseGatewayConfig({ [name]: value })).toThrow(message);
    expect(() => parseGatewayConfig({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });

  it('reads lists, origins and trusted proxies', () => {
    const config = parseGatewayConfig({
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      ALLOWED_ORIGINS: 'https://a.example.org, http://localhost:4200/',
      STREAM_PROXY_HOSTS: '*.Bilivideo.com,cdn.example.org',
      STREAM_PROXY_ORIGINS: 'http://127.0.0.1:3903',
    });
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.allowedOrigins).toEqual(['https://a.example.org', 'http://localhost:4200']);
    expect(config.bilibili.mediaHostPatterns).toEqual(['*.bilivideo.com', 'cdn.example.org']);
    expect(config.bilibili.trustedMediaOrigins).toEqual(['http://127.0.0.1:3903']);
    expect(parseGatewayConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseGatewayConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('lets PORT override the port', () => {
    expect(parseGatewayConfig({ PORT: '9123' }).port).toBe(9123);
  });

  it.each(['0', '65536', 'http', '80.5', '-1'])(
    'rejects PORT=%s with a message naming it',
    (port) => {
      expect(() => parseGatewayConfig({ PORT: port })).toThrow(GatewayConfigError);
      expect(() => parseGatewayConfig({ PORT: port })).toThrow(
        /^PORT must be an integer between 1 and 65535/,
      );
    },
  );

  it('takes STATIC_DIR over the default and makes it absolute', () => {
    const config = parseGatewayConfig(
      { STATIC_DIR: 'dist/apps/web' },
      { staticDir: '/opt/cadenza/web' },
    );
    expect(config.staticDir).toBe(`${process.cwd()}/dist/apps/web`);
    expect(parseGatewayConfig({}, { staticDir: '/opt/cadenza/web' }).staticDir).toBe(
      '/opt/cadenza/web',
    );
  });
});
