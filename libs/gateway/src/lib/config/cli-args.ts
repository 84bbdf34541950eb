import { GatewayConfigError, type Env } from './env-readers';
import { parseGatewayConfig } from './gateway-config';

/** Every variable `parseGatewayConfig` reads, found by letting it read a recording environment. */
function knownVariables(): Set<string> {
  const seen = new Set<string>();
  const recorder = new Proxy<Env>(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') seen.add(name);
        return undefined;
      },
    },
  );
  parseGatewayConfig(recorder);
  return seen;
}

/**
 * Command-line options as environment variables: `--port=9000` or `--port 9000` is `PORT=9000`,
 * `--upstream-url …` is `UPSTREAM_URL`. They override the environment. An option the gateway
 * does not know, or one without a value, stops it with a message naming it.
 */
export function cliOverrides(argv: readonly string[]): Record<string, string> {
  const known = knownVariables();
  const overrides: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const match = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(arg);
    if (match === null)
      throw new GatewayConfigError(`unexpected argument "${arg}" (options look like --port=8080)`);
    const name = (match[1] ?? '').toUpperCase().replace(/-/g, '_');
    if (!known.has(name))
      throw new GatewayConfigError(`unknown option --${match[1]} (see docs/operations.md)`);
    let value = match[2];
    if (value === undefined) {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) {
        throw new GatewayConfigError(`option --${match[1]} needs a value`);
      }
      index++;
    }
    overrides[name] = value;
  }
  return overrides;
}
