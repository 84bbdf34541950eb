import { accessSync, constants } from 'node:fs';

/** A Debian package needed beyond npm, and the file that proves it is installed. */
export interface SystemDependency {
  packageName: string;
  /** A file the package installs; a program must also be executable. */
  file: string;
  program?: boolean;
}

/**
 * Debian's Chromium for Playwright, which never downloads a browser here (architecture
 * decision 9).
 */
const CHROMIUM: SystemDependency = {
  packageName: 'chromium',
  file: '/usr/bin/chromium',
  program: true,
};

/**
 * What `npm test` needs from Debian: Chromium, and Redis, which the gateway's specs start as a
 * real server (`libs/gateway/src/testing/redis-server.spec-harness.ts`) rather than faking it.
 */
export const SYSTEM_DEPENDENCIES: readonly SystemDependency[] = [
  CHROMIUM,
  { packageName: 'redis-server', file: '/usr/bin/redis-server', program: true },
];

/**
 * What `npm run screens` needs: Chromium and CJK fonts, without which Chromium draws the Chinese
 * pictures' text as boxes. No Redis: no gateway spec runs there.
 */
export const SCREENS_DEPENDENCIES: readonly SystemDependency[] = [
  CHROMIUM,
  { packageName: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
];

/** True when the dependency's file is there (and executable, for a program). */
export function isInstalled({ file, program = false }: SystemDependency): boolean {
  try {
    accessSync(file, program ? constants.X_OK : constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** How this process may install packages. */
export interface InstallContext {
  isRoot: boolean;
  hasSudo: boolean;
}

/**
 * The commands that install the missing packages, or an explanation when this process cannot.
 * `apt-get update` runs first: on a fresh machine the package lists are empty.
 */
export function planInstall(
  missing: readonly SystemDependency[],
  context: InstallContext,
): { commands: string[][] } | { error: string } {
  if (missing.length === 0) return { commands: [] };
  const names = missing.map((dependency) => dependency.packageName);
  const prefix = context.isRoot ? [] : context.hasSudo ? ['sudo', '-n'] : null;
  if (prefix === null) {
    return {
      error: `missing Debian packages: ${names.join(', ')}. Install them as root: apt-get install -y ${names.join(' ')}`,
    };
  }
  return {
    commands: [
      [...prefix, 'apt-get', 'update', '-qq'],
      [...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names],
    ],
  };
}
