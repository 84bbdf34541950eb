import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSessionSecret } from './session-secret';

describe('loadSessionSecret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'cadenza-secret-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers SESSION_SECRET and writes nothing', async () => {
    const file = join(dir, 'secret');
    await expect(
      loadSessionSecret({ sessionSecret: 'x'.repeat(32), sessionSecretFile: file }),
    ).resolves.toEqual({ secret: 'x'.repeat(32), source: 'environment' });
    expect(() => statSync(file)).toThrow();
  });

  it('generates a secret once, keeps it private, and reads it back on the next start', async () => {
    const file = join(dir, 'nested', 'secret');
    const first = await loadSessionSecret({ sessionSecret: undefined, sessionSecretFile: file });
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = await loadSessionSecret({ sessionSecret: undefined, sessionSecretFile: file });
    expect(second).toEqual({ secret: first.secret, source: 'file' });
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
  });

  it('refuses a stored secret that is too short instead of using it', async () => {
    const file = join(dir, 'secret');
    writeFileSync(file, 'short\n');
    await expect(
      loadSessionSecret({ sessionSecret: undefined, sessionSecretFile: file }),
    ).rejects.toThrow(/fewer than 32 characters/);
  });
});
