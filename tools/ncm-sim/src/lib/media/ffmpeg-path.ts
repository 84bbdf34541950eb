import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';

/** What to do when no ffmpeg can be found; part of the error {@link findFfmpeg} throws. */
export const FFMPEG_INSTALL_HINT =
  "install the optional npm dependency @ffmpeg-installer/linux-x64 (linux x64) or Debian's ffmpeg, or set FFMPEG_PATH";

/** Seams for tests: where the npm-packaged binary lives (undefined when the package does not resolve). */
export interface FfmpegLookup {
  /** Path of the `@ffmpeg-installer/linux-x64` binary, or undefined when the package is not installed. */
  installerBinary?: () => string | undefined;
}

/**
 * Locates an ffmpeg binary. Looked up on every call (nothing happens at import time), in this order:
 * 1. `env.FFMPEG_PATH` when set (a path, or a bare command name looked up on `env.PATH`); it must be
 *    an executable file, or this throws rather than silently using another ffmpeg;
 * 2. the binary of the optional npm dependency `@ffmpeg-installer/linux-x64`, when it resolves and is
 *    executable;
 * 3. an `ffmpeg` found on `env.PATH`.
 *
 * @throws Error naming what to install when none is found.
 */
export function findFfmpeg(
  env: NodeJS.ProcessEnv = process.env,
  lookup: FfmpegLookup = {},
): string {
  const override = env['FFMPEG_PATH'];
  if (override !== undefined && override !== '') {
    const resolved = isBareCommand(override) ? findOnPath(override, env) : override;
    if (resolved !== undefined && isExecutableFile(resolved)) return resolved;
    throw new Error(`FFMPEG_PATH=${override} is not an executable file; fix it or unset it`);
  }
  const packaged = (lookup.installerBinary ?? installerBinary)();
  if (packaged !== undefined && isExecutableFile(packaged)) return packaged;
  const onPath = findOnPath('ffmpeg', env);
  if (onPath !== undefined) return onPath;
  throw new Error(`ffmpeg not found: ${FFMPEG_INSTALL_HINT}`);
}

/** The binary path of `@ffmpeg-installer/linux-x64`, or undefined when the package does not resolve. */
export function installerBinary(): string | undefined {
  try {
    return join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
  } catch {
    return undefined;
  }
}

function isBareCommand(value: string): boolean {
  return !isAbsolute(value) && !value.includes('/') && !value.includes('\\');
}

function findOnPath(command: string, env: NodeJS.ProcessEnv): string | undefined {
  const names = process.platform === 'win32' ? [`${command}.exe`, command] : [command];
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
