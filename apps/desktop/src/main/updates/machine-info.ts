import type { InstallerArch, InstallerPlatform, MachineInfo } from '@cadenza/updater';

const PLATFORMS: readonly InstallerPlatform[] = ['win32', 'darwin', 'linux'];
const ARCHES: readonly InstallerArch[] = ['x64', 'ia32', 'arm64'];

/**
 * `get-arch`: the OS and CPU as `process.platform`/`process.arch` name them, null for those
 * Cadenza builds no installer for (FreeBSD, s390x, …), which then get "no suitable package".
 */
export function machineInfo(platform: string, arch: string): MachineInfo {
  return {
    platform: PLATFORMS.find((known) => known === platform) ?? null,
    arch: ARCHES.find((known) => known === arch) ?? null,
  };
}
