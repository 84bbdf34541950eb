import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FFMPEG_INSTALL_HINT, findFfmpeg, installerBinary } from './ffmpeg-path';

describe('findFfmpeg', () => {
  let root: string;
  let binDir: string;
  let onPath: string;
  let packaged: string;
  const noInstaller = { installerBinary: () => undefined };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ffmpeg-path-'));
    binDir = join(root, 'bin');
    mkdirSync(binDir);
    onPath = join(binDir, 'ffmpeg');
    packaged = join(root, 'packaged-ffmpeg');
    for (const file of [onPath, packaged]) {
      writeFileSync(file, '#!/bin/sh\n');
      chmodSync(file, 0o755);
    }
    writeFileSync(join(root, 'not-executable'), '');
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prefers FFMPEG_PATH', () => {
    expect(findFfmpeg({ FFMPEG_PATH: onPath, PATH: '' }, { installerBinary: () => packaged })).toBe(
      onPath,
    );
  });

  it('looks a bare FFMPEG_PATH command up on PATH', () => {
    expect(findFfmpeg({ FFMPEG_PATH: 'ffmpeg', PATH: binDir }, noInstaller)).toBe(onPath);
  });

  it('refuses an FFMPEG_PATH that is not executable instead of falling back', () => {
    const env = { FFMPEG_PATH: join(root, 'not-executable'), PATH: binDir };
    expect(() => findFfmpeg(env, noInstaller)).toThrow(
      /FFMPEG_PATH=.*not-executable is not an executable file/,
    );
    expect(() =>
      findFfmpeg({ FFMPEG_PATH: join(root, 'missing'), PATH: binDir }, noInstaller),
    ).toThrow(/not an executable file/);
  });

  it('uses the npm-packaged binary next, when it is executable', () => {
    expect(findFfmpeg({ PATH: binDir }, { installerBinary: () => packaged })).toBe(packaged);
    const broken = { installerBinary: () => join(root, 'not-executable') };
    expect(findFfmpeg({ PATH: binDir }, broken)).toBe(onPath);
  });

  it('falls back to an ffmpeg on PATH, skipping directories without one', () => {
    expect(
      findFfmpeg({ PATH: ['', join(root, 'nowhere'), root, binDir].join(':') }, noInstaller),
    ).toBe(onPath);
  });

  it('says what to install when there is no ffmpeg at all', () => {
    expect(() => findFfmpeg({ PATH: join(root, 'nowhere') }, noInstaller)).toThrow(
      FFMPEG_INSTALL_HINT,
    );
    expect(() => findFfmpeg({}, noInstaller)).toThrow(
      "ffmpeg not found: install the optional npm dependency @ffmpeg-installer/linux-x64 (linux x64) or Debian's ffmpeg, or set FFMPEG_PATH",
    );
  });

  it('finds the @ffmpeg-installer/linux-x64 binary by default when the package is installed', () => {
    const binary = installerBinary();
    if (binary === undefined) return; // the optional dependency is absent on this platform
    expect(binary).toMatch(/@ffmpeg-installer[/\\]linux-x64[/\\]ffmpeg$/);
    expect(findFfmpeg({ PATH: '' })).toBe(binary);
  });
});
