import type { ReleaseAsset } from './release';
import { normalizeVersion } from './version';

/**
 * Which installer to download (spec §5: "Windows by architecture (x64 or ia32), macOS universal
 * dmg, Linux x64 AppImage or deb. Release assets are preferred, with built-in pattern fallbacks").
 *
 * Asset names are read case-insensitively. The architecture is a token of the name, delimited by
 * `-`, `_`, `.` or a space (GitHub turns spaces into dots):
 * - x64: `x64`, `x86_64`, `x86-64`, `amd64`, `win64`;
 * - ia32: `ia32`, `x86` (not followed by `_64`/`-64`), `i386`, `i686`;
 * - arm64: `arm64`, `aarch64`;  universal: `universal`;
 * - none of these: "unmarked". electron-builder leaves the arch out for x64 (`App-1.2.3.dmg`,
 *   `App-1.2.3.AppImage`) and for its NSIS installer (`App Setup 1.2.3.exe`), which holds every
 *   arch it was built for.
 *
 * Rules, first match wins (asset order breaks ties; on Windows a `setup`/`installer` name beats
 * another `.exe` of the same arch; `portable` and `uninstall` executables are never picked):
 * - Windows (`.exe`): x64 → x64, unmarked. ia32 → ia32, then unmarked only when the release has
 *   no x64-marked `.exe` (a release split by arch without an ia32 build has nothing for ia32).
 *   arm64 → arm64, else as x64: Windows 11 on ARM runs x64 installers under emulation.
 * - macOS (`.dmg`): universal first, then the native arch; arm64 also takes x64/unmarked
 *   (Rosetta), x64 never takes arm64.
 * - Linux: `.AppImage` before `.deb`; x64 → x64, unmarked. arm64 and ia32 take only their own
 *   arch (no emulation).
 * - Otherwise a URL built from the reference product's names (A482 `UpdateModal.vue`):
 *   `https://github.com/<repo>/releases/download/v<version>/<Product>-<version><suffix>` with
 *   suffix `-win-x64.exe` (x64, arm64), `-win-ia32.exe`, `-mac-universal.dmg`,
 *   `-linux-x64.AppImage`, `-linux-arm64.AppImage`; Linux ia32 has none. The reference built the
 *   macOS URL without the `/` before the file name; this one has it. Without `naming`, or with a
 *   version that does not parse, there is no fallback: `{ kind: 'none' }` (the UI then says
 *   "No suitable installation package found" and opens the releases page).
 *
 * The reference required `x64` in a Linux name, which misses its own later `-linux-x86_64`
 * AppImages, and took the first `mac` asset whatever its arch; both are fixed here.
 */

/** The OS, as `process.platform` names it. */
export type InstallerPlatform = 'win32' | 'darwin' | 'linux';
/** The CPU, as `process.arch` names it (desktop `get-arch`). */
export type InstallerArch = 'x64' | 'ia32' | 'arm64';

/** Where the pattern fallback points: the GitHub repo and the product part of file names. */
export interface InstallerNaming {
  /** `owner/name`. */
  repo: string;
  /** The leading part of artifact names (`AlgerMusicPlayer`). */
  productName: string;
}

/**
 * Cadenza's own releases, published from `apps/desktop/electron-builder.yml` (artifact names
 * `Cadenza-<version>-<os>-<arch>`): where the desktop app updates from and the web offers it.
 * Never another product's repository: its newer version would be offered as this one's.
 */
export const CADENZA_INSTALLER_NAMING: InstallerNaming = {
  repo: 'cadenza-player/cadenza',
  productName: 'Cadenza',
};

/** The reference product's naming (contract §2 row X4). */
export const REFERENCE_INSTALLER_NAMING: InstallerNaming = {
  repo: 'algerkong/AlgerMusicPlayer',
  productName: 'AlgerMusicPlayer',
};

/** What {@link chooseInstaller} needs. */
export interface ChooseInstallerInput {
  platform: InstallerPlatform;
  arch: InstallerArch;
  assets: readonly ReleaseAsset[];
  /** The release version (`4.9.0` or `v4.9.0`), for the pattern fallback. */
  version: string;
  /** Enables the pattern fallback. */
  naming?: InstallerNaming;
}

/** The installer to download. */
export type InstallerChoice =
  | { kind: 'asset'; url: string; fileName: string; asset: ReleaseAsset }
  | { kind: 'pattern'; url: string; fileName: string }
  | { kind: 'none' };

type NameArch = 'x64' | 'ia32' | 'arm64' | 'universal' | 'unmarked';
type Extension = '.exe' | '.dmg' | '.appimage' | '.deb';

const TOKEN_END = '(?=[-_. ]|$)';
const TOKEN_START = '(?:^|[-_. ])';
const ARCH_PATTERNS: readonly (readonly [Exclude<NameArch, 'unmarked'>, RegExp])[] = [
  ['arm64', new RegExp(`${TOKEN_START}(?:arm64|aarch64)${TOKEN_END}`)],
  ['universal', new RegExp(`${TOKEN_START}universal${TOKEN_END}`)],
  ['x64', new RegExp(`${TOKEN_START}(?:x64|x86[-_]64|amd64|win64)${TOKEN_END}`)],
  ['ia32', new RegExp(`${TOKEN_START}(?:ia32|x86(?![-_]64)|i386|i686)${TOKEN_END}`)],
];
const NEVER_PICKED = new RegExp(`${TOKEN_START}(?:portable|uninstall(?:er)?)${TOKEN_END}`);
const SETUP_NAME = new RegExp(`${TOKEN_START}(?:setup|installer)${TOKEN_END}`);

/** The architecture an asset name is marked with (see the module comment). */
export function archOfAssetName(name: string): NameArch {
  const lower = name.toLowerCase();
  for (const [arch, pattern] of ARCH_PATTERNS) {
    if (pattern.test(lower)) return arch;
  }
  return 'unmarked';
}

function candidates(assets: readonly ReleaseAsset[], extension: Extension): ReleaseAsset[] {
  return assets.filter((asset) => {
    const lower = asset.name.toLowerCase();
    return lower.endsWith(extension) && !NEVER_PICKED.test(lower);
  });
}

/** The first asset of the first wanted arch; `.exe` setups before other executables. */
function pickByArch(
  pool: readonly ReleaseAsset[],
  wanted: readonly NameArch[],
): ReleaseAsset | undefined {
  for (const arch of wanted) {
    const matching = pool.filter((asset) => archOfAssetName(asset.name) === arch);
    const setup = matching.find((asset) => SETUP_NAME.test(asset.name.toLowerCase()));
    const chosen = setup ?? matching[0];
    if (chosen) return chosen;
  }
  return undefined;
}

function windowsArchOrder(arch: InstallerArch, exes: readonly ReleaseAsset[]): NameArch[] {
  if (arch === 'arm64') return ['arm64', 'x64', 'unmarked'];
  if (arch === 'x64') return ['x64', 'unmarked'];
  const splitByArch = exes.some((asset) => archOfAssetName(asset.name) === 'x64');
  return splitByArch ? ['ia32'] : ['ia32', 'unmarked'];
}

function pickAsset(input: ChooseInstallerInput): ReleaseAsset | undefined {
  const { platform, arch, assets } = input;
  switch (platform) {
    case 'win32': {
      const exes = candidates(assets, '.exe');
      return pickByArch(exes, windowsArchOrder(arch, exes));
    }
    case 'darwin': {
      const order: NameArch[] =
        arch === 'arm64'
          ? ['universal', 'arm64', 'x64', 'unmarked']
          : ['universal', 'x64', 'unmarked'];
      return pickByArch(candidates(assets, '.dmg'), order);
    }
    case 'linux': {
      const order: NameArch[] = arch === 'x64' ? ['x64', 'unmarked'] : [arch];
      return (
        pickByArch(candidates(assets, '.appimage'), order) ??
        pickByArch(candidates(assets, '.deb'), order)
      );
    }
  }
}

function patternSuffix(platform: InstallerPlatform, arch: InstallerArch): string | null {
  switch (platform) {
    case 'win32':
      return arch === 'ia32' ? '-win-ia32.exe' : '-win-x64.exe';
    case 'darwin':
      return '-mac-universal.dmg';
    case 'linux':
      if (arch === 'ia32') return null;
      return arch === 'arm64' ? '-linux-arm64.AppImage' : '-linux-x64.AppImage';
  }
}

/** The download URL the reference product's names give for a platform, or null. */
export function patternInstallerUrl(
  naming: InstallerNaming,
  version: string,
  platform: InstallerPlatform,
  arch: InstallerArch,
): { url: string; fileName: string } | null {
  const normalized = normalizeVersion(version);
  const suffix = patternSuffix(platform, arch);
  if (normalized === null || suffix === null) return null;
  const fileName = `${naming.productName}-${normalized}${suffix}`;
  const url = `https://github.com/${naming.repo}/releases/download/v${encodeURIComponent(
    normalized,
  )}/${encodeURIComponent(fileName)}`;
  return { url, fileName };
}

/** Picks the installer for this machine: a release asset, else the pattern URL, else none. */
export function chooseInstaller(input: ChooseInstallerInput): InstallerChoice {
  const asset = pickAsset(input);
  if (asset) return { kind: 'asset', url: asset.url, fileName: asset.name, asset };
  const pattern = input.naming
    ? patternInstallerUrl(input.naming, input.version, input.platform, input.arch)
    : null;
  return pattern ? { kind: 'pattern', ...pattern } : { kind: 'none' };
}
