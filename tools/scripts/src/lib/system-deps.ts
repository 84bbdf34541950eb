import { accessSync, constants } from 'node:fs';

/** A Debian package the tests need beyond npm, and the file that proves it is installed. */
export interface SystemDependency {
  packageName: string;
  binary: string;
}

/**
 * What `npm test` needs from Debian: Chromium for Playwright (which never downloads a browser
 * here, architecture decision 9).
 */
export const SYSTEM_DEPENDENCIES: readonly SystemDependency[] = [
  { packageName: 'chromium', binary: '/usr/bin/chromium' },
];

/** True when `path` exists and is executable. */
export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
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
