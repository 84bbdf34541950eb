import { GatewayConfigError, parseGatewayConfig } from './config';

describe('parseGatewayConfig', () => {
  it('defaults to port 8080 on all interfaces', () => {
    expect(parseGatewayConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      staticDir: undefined,
      version: '0.0.0',
      shutdownGraceMs: 10_000,
    });
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
