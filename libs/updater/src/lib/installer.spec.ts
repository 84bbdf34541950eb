import {
  REFERENCE_INSTALLER_NAMING,
  archOfAssetName,
  chooseInstaller,
  patternInstallerUrl,
  type InstallerArch,
  type InstallerPlatform,
} from './installer';
import type { ReleaseAsset } from './release';

function assets(names: readonly string[]): ReleaseAsset[] {
  return names.map((name) => ({
    name,
    url: `https://github.com/owner/repo/releases/download/v0/${encodeURIComponent(name)}`,
    size: 1024,
    sha256: null,
  }));
}

/**
 * Release asset lists in the naming styles real projects publish. Where a project's exact list is
 * not known, the names follow that project's (or tool's) documented `artifactName` pattern.
 */
const RELEASES = {
  /** Reference product 4.8.x: its `UpdateModal.vue` names; `.blockmap`/`latest*.yml` beside. */
  alger482: [
    'AlgerMusicPlayer-4.8.2-mac-arm64.dmg',
    'AlgerMusicPlayer-4.8.2-mac-arm64.dmg.blockmap',
    'AlgerMusicPlayer-4.8.2-mac-x64.dmg',
    'AlgerMusicPlayer-4.8.2-mac-universal.dmg',
    'AlgerMusicPlayer-4.8.2-win-x64.exe',
    'AlgerMusicPlayer-4.8.2-win-x64.exe.blockmap',
    'AlgerMusicPlayer-4.8.2-win-ia32.exe',
    'AlgerMusicPlayer-4.8.2-linux-x64.deb',
    'AlgerMusicPlayer-4.8.2-linux-x64.AppImage',
    'latest.yml',
    'latest-mac.yml',
    'latest-linux.yml',
  ],
  /** Reference product 5.0: Linux names as pinned by NixOS packages (`x86_64`, `arm64`). */
  alger500: [
    'AlgerMusicPlayer-5.0.0-linux-amd64.deb',
    'AlgerMusicPlayer-5.0.0-linux-arm64.deb',
    'AlgerMusicPlayer-5.0.0-linux-x86_64.AppImage',
    'AlgerMusicPlayer-5.0.0-linux-arm64.AppImage',
    'AlgerMusicPlayer-5.0.0-mac-arm64.dmg',
    'AlgerMusicPlayer-5.0.0-mac-x64.dmg',
    'AlgerMusicPlayer-5.0.0-win-x64.exe',
  ],
  /** electron-builder defaults (spaces become dots on GitHub); one multi-arch NSIS installer. */
  builderDefaults: [
    'App.1.2.3.exe',
    'App.Setup.1.2.3.exe',
    'App.Setup.1.2.3.exe.blockmap',
    'App-1.2.3-arm64.dmg',
    'App-1.2.3.dmg',
    'App-1.2.3-mac.zip',
    'App-1.2.3-arm64-mac.zip',
    'App-1.2.3.AppImage',
    'App-1.2.3-arm64.AppImage',
    'app_1.2.3_amd64.deb',
    'app_1.2.3_arm64.deb',
    'app-1.2.3.x86_64.rpm',
    'latest.yml',
  ],
  /** electron-builder, one installer per arch (`${productName}-${version}-${arch}`). */
  builderPerArch: [
    'App-1.2.3-ia32.exe',
    'App-1.2.3-x64.exe',
    'App-1.2.3-arm64.exe',
    'App-Setup-1.2.3-portable.exe',
    'App-1.2.3-arm64.dmg',
    'App-1.2.3.dmg',
    'App-1.2.3-universal.dmg',
    'app_1.2.3_amd64.deb',
  ],
  /** YesPlayMusic 0.4.8 (names from its README and Homebrew/Nix packages). */
  yesPlayMusic: [
    'YesPlayMusic-0.4.8.AppImage',
    'YesPlayMusic-mac-0.4.8-arm64.dmg',
    'YesPlayMusic-mac-0.4.8-x64.dmg',
    'YesPlayMusic.Setup.0.4.8.exe',
    'yesplaymusic_0.4.8_amd64.deb',
    'yesplaymusic_0.4.8_arm64.deb',
  ],
  /** windows95 3.1.1 (`-setup-<arch>.exe`, zips named `win32-ia32`). */
  windows95: [
    'windows95-win32-ia32-3.1.1.zip',
    'windows95-3.1.1-setup-ia32.exe',
    'windows95-3.1.1-setup-x64.exe',
    'windows95-3.1.1-setup-arm64.exe',
    'windows95-darwin-arm64-3.1.1.zip',
  ],
  /** An ia32-only electron-builder NSIS build ("Flow Setup 6.0.11-ia32.exe"). */
  ia32Only: ['Flow.Setup.6.0.11-ia32.exe'],
  /** Tauri v2 bundler defaults (claude-code-config-manager 1.4.0). */
  tauri: [
    'claude-code-config-manager_1.4.0_x64_zh-CN.msi',
    'claude-code-config-manager_1.4.0_x64-setup.exe',
    'claude-code-config-manager_1.4.0_amd64.deb',
    'claude-code-config-manager_1.4.0_amd64.AppImage',
    'claude-code-config-manager_1.4.0_aarch64.dmg',
    'latest.json',
  ],
  /** ALCOM 0.1.9 (vrc-get GUI): a universal dmg only. */
  alcom: ['ALCOM-0.1.9-universal.dmg', 'ALCOM-0.1.9-universal.dmg.sig'],
  /** Nothing installable: a portable exe, an uninstaller, archives and update metadata. */
  noInstallers: [
    'App-1.2.3-portable.exe',
    'App-Uninstaller.exe',
    'App-1.2.3-win.zip',
    'App-1.2.3-mac.zip',
    'App-1.2.3.tar.gz',
    'latest.yml',
  ],
} satisfies Record<string, readonly string[]>;

type Release = keyof typeof RELEASES;

/** [release, platform, arch, expected file name, or null for "no asset"]. */
const CHOICES: readonly [Release, InstallerPlatform, InstallerArch, string | null][] = [
  ['alger482', 'win32', 'x64', 'AlgerMusicPlayer-4.8.2-win-x64.exe'],
  ['alger482', 'win32', 'ia32', 'AlgerMusicPlayer-4.8.2-win-ia32.exe'],
  ['alger482', 'win32', 'arm64', 'AlgerMusicPlayer-4.8.2-win-x64.exe'],
  ['alger482', 'darwin', 'arm64', 'AlgerMusicPlayer-4.8.2-mac-universal.dmg'],
  ['alger482', 'darwin', 'x64', 'AlgerMusicPlayer-4.8.2-mac-universal.dmg'],
  ['alger482', 'linux', 'x64', 'AlgerMusicPlayer-4.8.2-linux-x64.AppImage'],
  ['alger482', 'linux', 'arm64', null],
  ['alger482', 'linux', 'ia32', null],
  ['alger500', 'linux', 'x64', 'AlgerMusicPlayer-5.0.0-linux-x86_64.AppImage'],
  ['alger500', 'linux', 'arm64', 'AlgerMusicPlayer-5.0.0-linux-arm64.AppImage'],
  ['alger500', 'darwin', 'arm64', 'AlgerMusicPlayer-5.0.0-mac-arm64.dmg'],
  ['alger500', 'darwin', 'x64', 'AlgerMusicPlayer-5.0.0-mac-x64.dmg'],
  ['alger500', 'win32', 'x64', 'AlgerMusicPlayer-5.0.0-win-x64.exe'],
  ['alger500', 'win32', 'arm64', 'AlgerMusicPlayer-5.0.0-win-x64.exe'],
  ['alger500', 'win32', 'ia32', null],
  ['builderDefaults', 'win32', 'x64', 'App.Setup.1.2.3.exe'],
  ['builderDefaults', 'win32', 'ia32', 'App.Setup.1.2.3.exe'],
  ['builderDefaults', 'win32', 'arm64', 'App.Setup.1.2.3.exe'],
  ['builderDefaults', 'darwin', 'x64', 'App-1.2.3.dmg'],
  ['builderDefaults', 'darwin', 'arm64', 'App-1.2.3-arm64.dmg'],
  ['builderDefaults', 'linux', 'x64', 'App-1.2.3.AppImage'],
  ['builderDefaults', 'linux', 'arm64', 'App-1.2.3-arm64.AppImage'],
  ['builderDefaults', 'linux', 'ia32', null],
  ['builderPerArch', 'win32', 'x64', 'App-1.2.3-x64.exe'],
  ['builderPerArch', 'win32', 'ia32', 'App-1.2.3-ia32.exe'],
  ['builderPerArch', 'win32', 'arm64', 'App-1.2.3-arm64.exe'],
  ['builderPerArch', 'darwin', 'x64', 'App-1.2.3-universal.dmg'],
  ['builderPerArch', 'darwin', 'arm64', 'App-1.2.3-universal.dmg'],
  ['builderPerArch', 'linux', 'x64', 'app_1.2.3_amd64.deb'],
  ['builderPerArch', 'linux', 'arm64', null],
  ['yesPlayMusic', 'win32', 'x64', 'YesPlayMusic.Setup.0.4.8.exe'],
  ['yesPlayMusic', 'darwin', 'x64', 'YesPlayMusic-mac-0.4.8-x64.dmg'],
  ['yesPlayMusic', 'darwin', 'arm64', 'YesPlayMusic-mac-0.4.8-arm64.dmg'],
  ['yesPlayMusic', 'linux', 'x64', 'YesPlayMusic-0.4.8.AppImage'],
  ['yesPlayMusic', 'linux', 'arm64', 'yesplaymusic_0.4.8_arm64.deb'],
  ['windows95', 'win32', 'x64', 'windows95-3.1.1-setup-x64.exe'],
  ['windows95', 'win32', 'ia32', 'windows95-3.1.1-setup-ia32.exe'],
  ['windows95', 'win32', 'arm64', 'windows95-3.1.1-setup-arm64.exe'],
  ['windows95', 'darwin', 'arm64', null],
  ['ia32Only', 'win32', 'ia32', 'Flow.Setup.6.0.11-ia32.exe'],
  ['ia32Only', 'win32', 'x64', null],
  ['tauri', 'win32', 'x64', 'claude-code-config-manager_1.4.0_x64-setup.exe'],
  ['tauri', 'win32', 'ia32', null],
  ['tauri', 'darwin', 'arm64', 'claude-code-config-manager_1.4.0_aarch64.dmg'],
  ['tauri', 'darwin', 'x64', null],
  ['tauri', 'linux', 'x64', 'claude-code-config-manager_1.4.0_amd64.AppImage'],
  ['alcom', 'darwin', 'x64', 'ALCOM-0.1.9-universal.dmg'],
  ['alcom', 'darwin', 'arm64', 'ALCOM-0.1.9-universal.dmg'],
  ['alcom', 'win32', 'x64', null],
  ['noInstallers', 'win32', 'x64', null],
  ['noInstallers', 'darwin', 'arm64', null],
  ['noInstallers', 'linux', 'x64', null],
];

describe('chooseInstaller: release assets', () => {
  it.each(CHOICES)('%s on %s/%s → %s', (release, platform, arch, expected) => {
    const list = assets(RELEASES[release]);
    const choice = chooseInstaller({ platform, arch, assets: list, version: '1.2.3' });
    if (expected === null) {
      expect(choice).toEqual({ kind: 'none' });
      return;
    }
    const asset = list.find((candidate) => candidate.name === expected);
    expect(choice).toEqual({ kind: 'asset', url: asset?.url, fileName: expected, asset });
  });

  it('reads names case-insensitively', () => {
    const choice = chooseInstaller({
      platform: 'linux',
      arch: 'x64',
      assets: assets(['APP-1.2.3-X86_64.APPIMAGE']),
      version: '1.2.3',
    });
    expect(choice).toMatchObject({ kind: 'asset', fileName: 'APP-1.2.3-X86_64.APPIMAGE' });
  });

  it('keeps asset order between equal candidates', () => {
    const choice = chooseInstaller({
      platform: 'win32',
      arch: 'x64',
      assets: assets(['App-Setup-1.2.3-x64.exe', 'App-Installer-1.2.3-x64.exe']),
      version: '1.2.3',
    });
    expect(choice).toMatchObject({ fileName: 'App-Setup-1.2.3-x64.exe' });
  });
});

const V = 'https://github.com/algerkong/AlgerMusicPlayer/releases/download/v4.9.0';

describe('chooseInstaller: pattern fallback (reference naming)', () => {
  it.each<[InstallerPlatform, InstallerArch, string | null]>([
    ['win32', 'x64', `${V}/AlgerMusicPlayer-4.9.0-win-x64.exe`],
    ['win32', 'arm64', `${V}/AlgerMusicPlayer-4.9.0-win-x64.exe`],
    ['win32', 'ia32', `${V}/AlgerMusicPlayer-4.9.0-win-ia32.exe`],
    ['darwin', 'x64', `${V}/AlgerMusicPlayer-4.9.0-mac-universal.dmg`],
    ['darwin', 'arm64', `${V}/AlgerMusicPlayer-4.9.0-mac-universal.dmg`],
    ['linux', 'x64', `${V}/AlgerMusicPlayer-4.9.0-linux-x64.AppImage`],
    ['linux', 'arm64', `${V}/AlgerMusicPlayer-4.9.0-linux-arm64.AppImage`],
    ['linux', 'ia32', null],
  ])('no assets, %s/%s → %s', (platform, arch, url) => {
    const choice = chooseInstaller({
      platform,
      arch,
      assets: [],
      version: 'v4.9.0',
      naming: REFERENCE_INSTALLER_NAMING,
    });
    expect(choice).toEqual(
      url === null ? { kind: 'none' } : { kind: 'pattern', url, fileName: url.split('/').pop() },
    );
  });

  it('prefers a matching asset over the pattern', () => {
    const choice = chooseInstaller({
      platform: 'linux',
      arch: 'x64',
      assets: assets(RELEASES.alger500),
      version: '5.0.0',
      naming: REFERENCE_INSTALLER_NAMING,
    });
    expect(choice.kind).toBe('asset');
  });

  it('falls back to the pattern when the assets have nothing for this machine', () => {
    const choice = chooseInstaller({
      platform: 'win32',
      arch: 'ia32',
      assets: assets(RELEASES.alger500),
      version: '5.0.0',
      naming: REFERENCE_INSTALLER_NAMING,
    });
    expect(choice).toEqual({
      kind: 'pattern',
      url: 'https://github.com/algerkong/AlgerMusicPlayer/releases/download/v5.0.0/AlgerMusicPlayer-5.0.0-win-ia32.exe',
      fileName: 'AlgerMusicPlayer-5.0.0-win-ia32.exe',
    });
  });

  it.each(['latest', '', 'v'])('has no pattern for the version %j', (version) => {
    expect(
      chooseInstaller({
        platform: 'win32',
        arch: 'x64',
        assets: [],
        version,
        naming: REFERENCE_INSTALLER_NAMING,
      }),
    ).toEqual({ kind: 'none' });
  });

  it('builds pre-release and custom-product URLs', () => {
    expect(
      patternInstallerUrl(
        { repo: 'acme/cadenza', productName: 'Cadenza' },
        '1.0.0-beta.2',
        'darwin',
        'arm64',
      ),
    ).toEqual({
      url: 'https://github.com/acme/cadenza/releases/download/v1.0.0-beta.2/Cadenza-1.0.0-beta.2-mac-universal.dmg',
      fileName: 'Cadenza-1.0.0-beta.2-mac-universal.dmg',
    });
  });
});

describe('archOfAssetName', () => {
  it.each<[string, ReturnType<typeof archOfAssetName>]>([
    ['AlgerMusicPlayer-4.8.2-win-x64.exe', 'x64'],
    ['AlgerMusicPlayer-5.0.0-linux-x86_64.AppImage', 'x64'],
    ['app-1.2.3.x86-64.AppImage', 'x64'],
    ['app_1.2.3_amd64.deb', 'x64'],
    ['App-1.2.3-win64.exe', 'x64'],
    ['claude-code-config-manager_1.4.0_x64-setup.exe', 'x64'],
    ['AlgerMusicPlayer-4.8.2-win-ia32.exe', 'ia32'],
    ['App-1.2.3-x86.exe', 'ia32'],
    ['App-1.2.3-i386.AppImage', 'ia32'],
    ['app_1.2.3_i686.deb', 'ia32'],
    ['Flow Setup 6.0.11-ia32.exe', 'ia32'],
    ['App-1.2.3-arm64.dmg', 'arm64'],
    ['claude-code-config-manager_1.4.0_aarch64.dmg', 'arm64'],
    ['windows95-darwin-arm64-3.1.1.zip', 'arm64'],
    ['AlgerMusicPlayer-4.8.2-mac-universal.dmg', 'universal'],
    ['App.Setup.1.2.3.exe', 'unmarked'],
    ['App-1.2.3.dmg', 'unmarked'],
    ['YesPlayMusic-0.4.8.AppImage', 'unmarked'],
    ['Armory-1.2.3.exe', 'unmarked'],
    ['Maximum-x640.exe', 'unmarked'],
    ['Flux86-1.2.3.exe', 'unmarked'],
    ['windows95-win32-ia32-3.1.1.zip', 'ia32'],
  ])('%s → %s', (name, arch) => {
    expect(archOfAssetName(name)).toBe(arch);
  });
});
