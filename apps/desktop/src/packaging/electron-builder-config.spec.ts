import { planUpdateDownload, type InstallerArch, type InstallerPlatform } from '@cadenza/updater';
import type { Configuration, TargetConfiguration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { expandMacro } from 'app-builder-lib/out/util/macroExpander';
import { Arch, DebugLogger, getArtifactArchName, log } from 'builder-util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `apps/desktop/electron-builder.yml` read and validated by electron-builder's own code (its
 * config loader and `validateConfiguration`, which checks the file against the JSON schema it
 * ships in app-builder-lib): packaging itself downloads Electron from GitHub, which the build
 * machines cannot reach.
 */
const workspaceRoot = resolve(__dirname, '../../../..');
const CONFIG_PATH = 'apps/desktop/electron-builder.yml';

function load(path = CONFIG_PATH, root = workspaceRoot): Promise<Configuration> {
  return getConfig(root, path, null);
}

/** The file patterns, as electron-builder merges them (`[{ filter: [...] }]`). */
function filePatterns(config: Configuration): string[] {
  const entries = Array.isArray(config.files) ? config.files : [config.files];
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    const filter = entry?.filter;
    return Array.isArray(filter) ? filter : filter ? [filter] : [];
  });
}

function targets(config: Configuration, platform: 'win' | 'mac' | 'linux'): TargetConfiguration[] {
  const target = config[platform]?.target;
  return (Array.isArray(target) ? target : [target]).filter(
    (entry): entry is TargetConfiguration => typeof entry === 'object' && entry !== null,
  );
}

/** The file name electron-builder gives an artifact (its own macro expansion and arch names). */
function artifactName(pattern: string | null | undefined, arch: Arch, ext: string): string {
  if (!pattern) throw new Error(`no artifactName for .${ext}`);
  const appInfo = { productName: 'Cadenza', sanitizedProductName: 'Cadenza', version: '2.0.0' };
  return expandMacro(pattern, getArtifactArchName(arch, ext), appInfo as never, { ext });
}

describe('electron-builder.yml', () => {
  let config: Configuration;
  beforeAll(async () => {
    // "loaded configuration" lines of electron-builder's logger are not this test's output.
    jest.spyOn(log, 'info').mockImplementation(() => undefined);
    config = await load();
  });

  it('passes electron-builder’s own validation', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app and packs the desktop bundles and the tray icons only', () => {
    expect(config).toMatchObject({
      appId: 'app.cadenza.desktop',
      productName: 'Cadenza',
      extraMetadata: { main: 'dist/apps/desktop/main/main.js' },
    });
    expect(filePatterns(config)).toEqual([
      'package.json',
      'dist/apps/desktop/main/**/*',
      'dist/apps/desktop/preload/**/*',
      'dist/apps/desktop/renderer/**/*',
      'dist/apps/desktop/assets/**/*',
      '!**/*.map',
    ]);
  });

  it('builds the targets the spec requires', () => {
    expect(targets(config, 'win')).toEqual([{ target: 'nsis', arch: ['x64', 'ia32'] }]);
    expect(config.nsis?.buildUniversalInstaller).toBe(false);
    expect(targets(config, 'mac')).toEqual([{ target: 'dmg', arch: ['universal'] }]);
    expect(targets(config, 'linux')).toEqual([
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ]);
  });

  it('names its artifacts so the update flow picks the right one for each machine', () => {
    const names = [
      artifactName(config.nsis?.artifactName, Arch.x64, 'exe'),
      artifactName(config.nsis?.artifactName, Arch.ia32, 'exe'),
      artifactName(config.dmg?.artifactName, Arch.universal, 'dmg'),
      artifactName(config.appImage?.artifactName, Arch.x64, 'AppImage'),
      artifactName(config.deb?.artifactName, Arch.x64, 'deb'),
    ];
    expect(names).toEqual([
      'Cadenza-2.0.0-win-x64.exe',
      'Cadenza-2.0.0-win-ia32.exe',
      'Cadenza-2.0.0-mac-universal.dmg',
      'Cadenza-2.0.0-linux-x86_64.AppImage',
      'Cadenza-2.0.0-linux-amd64.deb',
    ]);
    const release = {
      tagName: 'v2.0.0',
      version: '2.0.0',
      name: null,
      body: '',
      htmlUrl: 'https://github.com/acme/cadenza/releases/tag/v2.0.0',
      publishedAt: null,
      assets: names.map((name) => ({
        name,
        url: `https://github.com/d/${name}`,
        size: 1,
        sha256: null,
      })),
      source: 'github' as const,
    };
    const pick = (platform: InstallerPlatform, arch: InstallerArch) => {
      const plan = planUpdateDownload({ release, machine: { platform, arch }, naming: null });
      return plan.kind === 'download' ? plan.fileName : plan.kind;
    };
    expect([
      pick('win32', 'x64'),
      pick('win32', 'ia32'),
      pick('win32', 'arm64'),
      pick('darwin', 'x64'),
      pick('darwin', 'arm64'),
      pick('linux', 'x64'),
      pick('linux', 'arm64'),
    ]).toEqual([
      'Cadenza-2.0.0-win-x64.exe',
      'Cadenza-2.0.0-win-ia32.exe',
      'Cadenza-2.0.0-win-x64.exe',
      'Cadenza-2.0.0-mac-universal.dmg',
      'Cadenza-2.0.0-mac-universal.dmg',
      'Cadenza-2.0.0-linux-x86_64.AppImage',
      'no-package',
    ]);
  });

  it.each<[string, string]>([
    ['an unknown option', 'win:\n  targets: nsis\n'],
    ['a value of the wrong type', 'nsis:\n  oneClick: sometimes\n'],
    ['an unknown target option', 'dmg:\n  universal: true\n'],
  ])('the validation fails on %s (it is not a no-op)', async (_label, yaml) => {
    const dir = mkdtempSync(join(tmpdir(), 'cadenza-builder-'));
    try {
      writeFileSync(join(dir, 'package.json'), '{"name":"x","version":"1.0.0"}');
      writeFileSync(join(dir, 'electron-builder.yml'), `appId: app.x\n${yaml}`);
      const broken = await load('electron-builder.yml', dir);
      await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(
        /Invalid configuration object/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
