import { REFERENCE_INSTALLER_NAMING } from './installer';
import type { ReleaseAsset, ReleaseInfo } from './release';
import { planUpdateDownload, type MachineInfo } from './update-download';

const BASE = 'https://github.com/acme/cadenza/releases/download/v2.0.0';

function release(names: readonly string[]): ReleaseInfo {
  const assets: ReleaseAsset[] = names.map((name) => ({
    name,
    url: `${BASE}/${name}`,
    size: 10,
    sha256: null,
  }));
  return {
    tagName: 'v2.0.0',
    version: '2.0.0',
    name: null,
    body: '',
    htmlUrl: 'https://github.com/acme/cadenza/releases/tag/v2.0.0',
    publishedAt: null,
    assets,
    source: 'github',
  };
}

const CADENZA_ASSETS = [
  'Cadenza-2.0.0-win-x64.exe',
  'Cadenza-2.0.0-win-ia32.exe',
  'Cadenza-2.0.0-mac-universal.dmg',
  'Cadenza-2.0.0-linux-x86_64.AppImage',
  'Cadenza-2.0.0-linux-amd64.deb',
];

describe('planUpdateDownload', () => {
  it.each<[MachineInfo, string]>([
    [{ platform: 'win32', arch: 'x64' }, 'Cadenza-2.0.0-win-x64.exe'],
    [{ platform: 'win32', arch: 'ia32' }, 'Cadenza-2.0.0-win-ia32.exe'],
    [{ platform: 'darwin', arch: 'arm64' }, 'Cadenza-2.0.0-mac-universal.dmg'],
    [{ platform: 'linux', arch: 'x64' }, 'Cadenza-2.0.0-linux-x86_64.AppImage'],
  ])('downloads the asset for %j', (machine, fileName) => {
    expect(planUpdateDownload({ release: release(CADENZA_ASSETS), machine, naming: null })).toEqual(
      { kind: 'download', url: `${BASE}/${fileName}`, fileName },
    );
  });

  it.each<MachineInfo>([
    { platform: 'linux', arch: 'arm64' },
    { platform: null, arch: 'x64' },
    { platform: 'win32', arch: null },
  ])('has no package for %j', (machine) => {
    expect(planUpdateDownload({ release: release(CADENZA_ASSETS), machine, naming: null })).toEqual(
      { kind: 'no-package' },
    );
  });

  it('has no download URL when the release has no assets and no pattern', () => {
    expect(
      planUpdateDownload({
        release: release([]),
        machine: { platform: 'linux', arch: 'x64' },
        naming: null,
      }),
    ).toEqual({ kind: 'no-download-url' });
  });

  it('falls back to the naming pattern when the release lists nothing', () => {
    expect(
      planUpdateDownload({
        release: release([]),
        machine: { platform: 'win32', arch: 'ia32' },
        naming: REFERENCE_INSTALLER_NAMING,
      }),
    ).toMatchObject({ kind: 'download', fileName: 'AlgerMusicPlayer-2.0.0-win-ia32.exe' });
  });
});
