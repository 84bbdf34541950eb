import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineInfo } from './machine-info';
import { assertLoopbackOrigin, isAllowedDownloadUrl } from './release-source';
import { spawnDetached } from './spawn-detached';
import { createUpdateInstaller } from './update-installer';

describe('createUpdateInstaller', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cadenza-install-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function installer(platform: string, openFailure = '') {
    const calls = { spawned: [] as string[], opened: [] as string[], quits: 0 };
    const subject = createUpdateInstaller({
      platform,
      verify: async (filePath) =>
        typeof filePath === 'string' && filePath.startsWith(dir) ? filePath : null,
      openPath: async (path) => {
        calls.opened.push(path);
        return openFailure;
      },
      spawnDetached: async (file) => {
        calls.spawned.push(file);
      },
      quit: () => {
        calls.quits += 1;
      },
    });
    return { subject, calls };
  }

  function file(name: string): string {
    const path = join(dir, name);
    writeFileSync(path, 'installer', { mode: 0o644 });
    return path;
  }

  it.each<[string, string, 'spawned' | 'opened']>([
    ['win32', 'Cadenza-2.0.0-win-ia32.exe', 'spawned'],
    ['darwin', 'Cadenza-2.0.0-mac-universal.dmg', 'opened'],
    ['linux', 'Cadenza-2.0.0-linux-x64.AppImage', 'spawned'],
    ['linux', 'Cadenza-2.0.0-linux-x64.deb', 'opened'],
  ])('on %s runs %s (%s) and quits', async (platform, name, how) => {
    const { subject, calls } = installer(platform);
    const path = file(name);
    await subject.install(path);
    expect(calls[how]).toEqual([path]);
    expect(calls.quits).toBe(1);
    if (name.endsWith('.AppImage')) expect(statSync(path).mode & 0o777).toBe(0o755);
  });

  it.each<[string, string]>([
    ['linux', 'Cadenza-2.0.0-win-x64.exe'],
    ['win32', 'Cadenza-2.0.0-mac-universal.dmg'],
    ['darwin', 'notes.txt'],
    ['freebsd', 'Cadenza-2.0.0-linux-x64.AppImage'],
  ])('on %s refuses to run %s and stays open', async (platform, name) => {
    const { subject, calls } = installer(platform);
    await expect(subject.install(file(name))).rejects.toThrow(/cannot be installed/);
    expect(calls).toEqual({ spawned: [], opened: [], quits: 0 });
  });

  it('stays open when the system cannot open the installer', async () => {
    const { subject, calls } = installer('darwin', 'no application');
    await expect(subject.install(file('a.dmg'))).rejects.toThrow(/no application/);
    expect(calls.quits).toBe(0);
  });

  it('refuses a file the verification does not know', async () => {
    const { subject, calls } = installer('linux');
    await expect(subject.install('/usr/bin/env')).rejects.toThrow(/did not download/);
    expect(calls).toEqual({ spawned: [], opened: [], quits: 0 });
  });
});

describe('spawnDetached', () => {
  it('starts a program that writes its mark, without waiting for it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cadenza-spawn-'));
    const mark = join(dir, 'mark');
    await spawnDetached(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(mark)}, 'ran')`,
    ]);
    for (let tries = 0; tries < 100 && !existsSync(mark); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(readFileSync(mark, 'utf8')).toBe('ran');
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects for a program that does not exist', async () => {
    await expect(spawnDetached('/nonexistent/installer.exe')).rejects.toThrow(/ENOENT/);
  });
});

describe('machineInfo', () => {
  it.each<[string, string, ReturnType<typeof machineInfo>]>([
    ['win32', 'x64', { platform: 'win32', arch: 'x64' }],
    ['win32', 'ia32', { platform: 'win32', arch: 'ia32' }],
    ['darwin', 'arm64', { platform: 'darwin', arch: 'arm64' }],
    ['linux', 's390x', { platform: 'linux', arch: null }],
    ['freebsd', 'x64', { platform: null, arch: 'x64' }],
  ])('%s/%s → %j', (platform, arch, expected) => {
    expect(machineInfo(platform, arch)).toEqual(expected);
  });
});

describe('release source rules', () => {
  it.each(['http://127.0.0.1:4343', 'http://localhost:8080', 'http://[::1]:9000'])(
    'trusts the loopback origin %s',
    (origin) => {
      expect(() => assertLoopbackOrigin(origin)).not.toThrow();
    },
  );

  it.each(['https://127.0.0.1:4343', 'http://10.0.0.2:80', 'http://127.0.0.1:4343/path', 'nope'])(
    'refuses to trust %s',
    (origin) => {
      expect(() => assertLoopbackOrigin(origin)).toThrow(/loopback/);
    },
  );

  it('allows https and the trusted origin, never credentials', () => {
    const source = { repo: 'a/b', naming: null, trustedHttpOrigin: 'http://127.0.0.1:5000' };
    expect(isAllowedDownloadUrl('https://github.com/a/b/x.exe', source)).toBe(true);
    expect(isAllowedDownloadUrl('http://127.0.0.1:5000/x.exe', source)).toBe(true);
    expect(isAllowedDownloadUrl('http://127.0.0.1:5001/x.exe', source)).toBe(false);
    expect(isAllowedDownloadUrl('http://github.com/a/b/x.exe', source)).toBe(false);
    expect(isAllowedDownloadUrl('https://me:pw@github.com/x.exe', source)).toBe(false);
  });
});
