import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UPSTREAM_CHOICES } from './gateway-config';

// Operators configure the gateway from docs/operations.md, the Dockerfile and the compose
// example, none of which the compiler sees. This spec reads the configuration code as text and
// holds those files to it, so a variable added, renamed or dropped in one place fails here.

/** The workspace root: this file lives in libs/gateway/src/lib/config. */
const ROOT = resolve(__dirname, '../../../../..');

/**
 * Documented in the configuration table but read by the workspace scripts, not the gateway:
 * the simulator behind `npm start`'s offline demo. Each must really be read under
 * {@link SCRIPT_SOURCE_DIRS}, so this list cannot become a hiding place for stale rows.
 */
const READ_BY_SCRIPTS_ONLY = ['SIM_PORT', 'NCM_SIM_MEDIA_DIR'] as const;
const SCRIPT_SOURCE_DIRS = ['tools/scripts/src', 'tools/ncm-sim/src'];

/** Runtime-stage ENV of the Dockerfile that Node itself reads, not the gateway. */
const NODE_RUNTIME_ENV = ['NODE_ENV'];

const NAME = '[A-Z][A-Z0-9_]*';

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Non-spec TypeScript sources under `dir` (relative to the root), recursively. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => read(join(dir, file)));
}

/** One reader call, e.g. `readInteger(env, 'PORT', 8080, 1, 65535)`: the name and the rest. */
interface ReaderCall {
  reader: string;
  name: string;
  args: string[];
}

/** Splits the arguments after the name at top-level commas (ignoring those in `[…]`/`(…)`). */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (depth < 0) break;
    if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') args.push(current.trim());
  return args;
}

/** For every match of `pattern` (a global regex) in `text`, the first capture group that took part. */
function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) =>
    match.slice(1).filter(isString).slice(0, 1),
  );
}

function isString(value: string | undefined): value is string {
  return value !== undefined;
}

/** Every `readX(env, 'NAME', …)` call in `source`, in source order. */
function readerCalls(source: string): ReaderCall[] {
  const pattern = new RegExp(`\\b(read[A-Z]\\w*)\\(\\s*env\\s*,\\s*['"\`](${NAME})['"\`]`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) => {
    const [whole, reader, name] = match;
    if (reader === undefined || name === undefined) return [];
    const after = source.slice((match.index ?? 0) + whole.length).replace(/^\s*,?/, '');
    return [{ reader, name, args: splitArgs(after) }];
  });
}

/** Every variable name `source` reads: through the readers, or as `env['X']` / `env.X`. */
function variablesRead(source: string): Set<string> {
  const names = new Set(readerCalls(source).map((call) => call.name));
  const direct = new RegExp(`\\benv(?:\\[\\s*['"\`](${NAME})['"\`]\\s*\\]|\\.(${NAME})\\b)`, 'g');
  for (const name of captures(source, direct)) names.add(name);
  return names;
}

/**
 * The literal default of a reader call as the docs should show it (`8080`, `auto`, `true`),
 * or undefined when it is computed or a constant list documented by hand.
 */
function literalDefault(call: ReaderCall): string | undefined {
  const position: Record<string, number> = {
    readInteger: 0,
    readBoolean: 0,
    readString: 0,
    readHttpUrl: 0,
    readChoice: 1,
  };
  const index = position[call.reader];
  const text = index === undefined ? undefined : call.args[index];
  if (text === undefined) return undefined;
  if (/^\d[\d_]*$/.test(text)) return text.replace(/_/g, '');
  if (/^(true|false)$/.test(text)) return text;
  return /^'[^']*'$/.test(text) ? text.slice(1, -1) : undefined;
}

/** A row of the configuration tables: the variable and its default and meaning cells. */
interface DocumentedVariable {
  name: string;
  defaultCell: string;
  meaningCell: string;
}

/**
 * The rows of every table in the `heading` section (`## Configuration` by default) whose first
 * cell is `` `NAME` ``; the section ends at the next heading of the same or a higher level.
 */
function documentedVariables(markdown: string, heading = '## Configuration'): DocumentedVariable[] {
  const start = markdown.search(new RegExp(`^${heading}\\s*$`, 'm'));
  if (start < 0) return [];
  const level = heading.split(' ')[0] ?? '##';
  const rest = markdown.slice(start + heading.length);
  const end = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  const section = end < 0 ? rest : rest.slice(0, end);
  const rows: DocumentedVariable[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const name = new RegExp(`^\`(${NAME})\`$`).exec(cells[1] ?? '')?.[1];
    if (line.startsWith('|') && name !== undefined) {
      rows.push({ name, defaultCell: cells[2] ?? '', meaningCell: cells[3] ?? '' });
    }
  }
  return rows;
}

/** What is wrong between the variables the code reads and the documented ones (empty: nothing). */
function configDocsProblems(
  read: ReadonlySet<string>,
  documented: readonly DocumentedVariable[],
  readElsewhere: readonly string[],
): string[] {
  const names = documented.map((row) => row.name);
  const problems: string[] = [];
  for (const name of [...read].sort()) {
    if (!names.includes(name)) problems.push(`${name} is read by the gateway but not documented`);
  }
  for (const name of names) {
    if (!read.has(name) && !readElsewhere.includes(name)) {
      problems.push(`${name} is documented but the gateway does not read it`);
    }
  }
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index))) {
    problems.push(`${name} is documented twice`);
  }
  return problems;
}

/** ENV names set in the Dockerfile's last stage (the image that runs). */
function runtimeEnvNames(dockerfile: string): string[] {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  const stages = joined.split(/^FROM\s/im);
  const last = stages[stages.length - 1] ?? '';
  const names: string[] = [];
  for (const line of last.split('\n')) {
    const body = /^\s*ENV\s+(.*)$/i.exec(line)?.[1];
    if (body === undefined) continue;
    const assigned = captures(body, /(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g);
    // `ENV NAME value` (the legacy form) sets one variable and has no `=` after the name.
    names.push(...(assigned.length > 0 ? assigned : body.split(/\s+/).slice(0, 1)));
  }
  return names;
}

const gatewayRead = new Set(
  sourcesUnder('libs/gateway/src/lib/config').flatMap((source) => [...variablesRead(source)]),
);
const calls = sourcesUnder('libs/gateway/src/lib/config').flatMap(readerCalls);
const operations = read('docs/operations.md');
const documented = documentedVariables(operations);
const rowOf = (name: string) => documented.find((row) => row.name === name);

describe('docs/operations.md and the configuration code', () => {
  it('finds the variables the deployment scripts depend on (the scan itself works)', () => {
    for (const name of ['PORT', 'UPSTREAM', 'UPSTREAM_URL', 'SESSION_SECRET', 'TRUST_PROXY']) {
      expect(gatewayRead).toContain(name);
    }
    expect(documented.length).toBeGreaterThanOrEqual(gatewayRead.size);
  });

  it('documents every variable the gateway reads, and only those', () => {
    expect(configDocsProblems(gatewayRead, documented, READ_BY_SCRIPTS_ONLY)).toEqual([]);
  });

  it("lists every variable with its default in the README's gateway settings too", () => {
    const readme = documentedVariables(read('README.md'), '### Gateway settings');
    expect(configDocsProblems(gatewayRead, readme, [])).toEqual([]);
    for (const row of readme) expect(row.defaultCell).not.toBe('');
  });

  it('reports a variable missing from the docs, and one documented but never read', () => {
    // Built from the code, not the real docs, so this proves the check fails whatever docs say.
    const complete = [...gatewayRead].map((name) => ({ name, defaultCell: '', meaningCell: '' }));
    const withoutPort = complete.filter((row) => row.name !== 'PORT');
    const withStale = [...complete, { name: 'PORTT', defaultCell: '', meaningCell: '' }];
    expect(configDocsProblems(gatewayRead, withoutPort, READ_BY_SCRIPTS_ONLY)).toEqual([
      'PORT is read by the gateway but not documented',
    ]);
    expect(configDocsProblems(gatewayRead, withStale, READ_BY_SCRIPTS_ONLY)).toEqual([
      'PORTT is documented but the gateway does not read it',
    ]);
  });

  it.each(READ_BY_SCRIPTS_ONLY)('%s, documented for npm start, is read by the scripts', (name) => {
    const scripts = SCRIPT_SOURCE_DIRS.flatMap(sourcesUnder);
    expect(scripts.some((source) => variablesRead(source).has(name))).toBe(true);
    expect(rowOf(name)).toBeDefined();
  });

  it('shows each literal default the code applies in the default column', () => {
    const firstCalls = calls.filter(
      (call, index) => calls.findIndex((other) => other.name === call.name) === index,
    );
    const wrong = firstCalls.flatMap((call) => {
      const expected = literalDefault(call);
      const cell = rowOf(call.name)?.defaultCell ?? '';
      return expected === undefined || cell.includes(`\`${expected}\``)
        ? []
        : [`${call.name}: default \`${expected}\` not in "${cell}"`];
    });
    expect(wrong).toEqual([]);
    expect(firstCalls.filter((call) => literalDefault(call) !== undefined).length).toBeGreaterThan(
      10,
    );
  });

  it('explains every UPSTREAM choice', () => {
    const upstreamDocs = operations.slice(operations.indexOf('### Choosing the upstream'));
    for (const choice of UPSTREAM_CHOICES) {
      expect(upstreamDocs).toContain(`| \`${choice}\``);
    }
    expect(rowOf('UPSTREAM')?.meaningCell).toMatch(/`auto`, `embedded`, `url` or `sim`/);
  });

  it('lists every Prometheus metric the gateway registers', () => {
    const metrics = read('libs/gateway/src/lib/observability/metrics.ts');
    const names = captures(metrics, /name:\s*'(cadenza_\w+)'/g);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !operations.includes(`| \`${name}\``))).toEqual([]);
  });
});

describe('the Dockerfile and the compose example', () => {
  it('sets only variables the gateway (or Node) reads in the runtime image', () => {
    const names = runtimeEnvNames(read('Dockerfile'));
    expect(names).toContain('SESSION_SECRET_FILE');
    expect(
      names.filter((name) => !gatewayRead.has(name) && !NODE_RUNTIME_ENV.includes(name)),
    ).toEqual([]);
  });

  it('reads the last stage only, in both ENV forms', () => {
    const dockerfile =
      'FROM a AS build\nENV CI=true\nFROM b\nENV PORT=1 \\\n  HOST=x\nENV LOG_LEVEL info\n';
    expect(runtimeEnvNames(dockerfile)).toEqual(['PORT', 'HOST', 'LOG_LEVEL']);
  });

  it('gives the gateways only known variables, and the proxy only what its Caddyfile reads', () => {
    const caddyfile = read('deploy/Caddyfile');
    const keys = captures(read('deploy/compose.yaml'), new RegExp(`^\\s+(${NAME}):`, 'gm'));
    expect(keys).toContain('SESSION_SECRET');
    expect(keys.filter((key) => !gatewayRead.has(key) && !caddyfile.includes(`{$${key}`))).toEqual(
      [],
    );
  });
});
