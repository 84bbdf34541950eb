import { cliOverrides } from './cli-args';
import { GatewayConfigError } from './env-readers';
import { parseGatewayConfig } from './gateway-config';

describe('cliOverrides', () => {
  it('maps --kebab-case options to the environment names, both spellings', () => {
    expect(
      cliOverrides(['--port=9000', '--upstream', 'url', '--upstream-url=http://ncm:3000']),
    ).toEqual({
      PORT: '9000',
      UPSTREAM: 'url',
      UPSTREAM_URL: 'http://ncm:3000',
    });
  });

  it('overrides the environment when merged after it', () => {
    const config = parseGatewayConfig({ PORT: '8080', ...cliOverrides(['--port', '9001']) });
    expect(config.port).toBe(9001);
  });

  it.each([
    [['--colour=blue'], 'unknown option --colour'],
    [['--port'], 'option --port needs a value'],
    [['--port', '--host=x'], 'option --port needs a value'],
    [['9000'], 'unexpected argument "9000"'],
  ])('refuses %j with a message naming it', (argv, message) => {
    expect(() => cliOverrides(argv)).toThrow(GatewayConfigError);
    expect(() => cliOverrides(argv)).toThrow(message);
  });

  it('knows every variable the configuration reads', () => {
    for (const name of [
      'session-secret',
      'trust-proxy',
      'stream-proxy-origins',
      'ncm-cloud-domain',
      'metrics-token',
    ]) {
      expect(() => cliOverrides([`--${name}=x`])).not.toThrow(/unknown option/);
    }
  });
});
