import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFfmpeg } from './ffmpeg-path';
import { runFfmpegAtomic } from './ffmpeg-run';

const TIMEOUT = 20_000;

describe('runFfmpegAtomic', () => {
  const ffmpegPath = findFfmpeg();
  let dir: string;
  const sineToWav = (partFile: string) => [
    '-f',
    'lavfi',
    '-i',
    'sine=duration=0.1',
    '-f',
    'wav',
    partFile,
  ];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ffmpeg-run-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'writes through a .part file into place, creating the directory and replacing a stale .part',
    async () => {
      const outFile = join(dir, 'nested', 'a.wav');
      await runFfmpegAtomic({ ffmpegPath, outFile, args: sineToWav });
      writeFileSync(`${outFile}.part`, 'stale');
      await runFfmpegAtomic({ ffmpegPath, outFile, args: sineToWav });
      expect(readFileSync(outFile).subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(existsSync(`${outFile}.part`)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'rejects with the stderr tail and leaves an existing file untouched when ffmpeg fails',
    async () => {
      const outFile = join(dir, 'keep.wav');
      writeFileSync(outFile, 'previous');
      const failing = runFfmpegAtomic({
        ffmpegPath,
        outFile,
        args: (partFile) => [
          '-f',
          'lavfi',
          '-i',
          'sine=duration=0.1',
          '-c:a',
          'no-such-codec',
          '-f',
          'wav',
          partFile,
        ],
      });
      await expect(failing).rejects.toThrow(/ffmpeg failed \(exit code \d+\)[^]*no-such-codec/);
      expect(readFileSync(outFile, 'utf8')).toBe('previous');
      expect(existsSync(`${outFile}.part`)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'survives EPIPE when ffmpeg exits before reading its stdin',
    async () => {
      const outFile = join(dir, 'epipe.wav');
      const failing = runFfmpegAtomic({
        ffmpegPath,
        outFile,
        stdin: new Uint8Array(8 * 1024 * 1024),
        args: (partFile) => [
          '-f',
          's16le',
          '-ar',
          '44100',
          '-ac',
          '1',
          '-i',
          'pipe:0',
          '-c:a',
          'no-such-codec',
          partFile,
        ],
      });
      await expect(failing).rejects.toThrow(/ffmpeg failed/);
      expect(existsSync(outFile)).toBe(false);
    },
    TIMEOUT,
  );

  it('rejects when ffmpeg exits 0 without reading all its input, or writes nothing', async () => {
    // Stand-ins for ffmpeg that create their last argument: one closes stdin unread, one writes nothing.
    const fake = (name: string, body: string) => {
      const file = join(dir, name);
      writeFileSync(file, `#!/bin/sh\nfor last; do :; done\n${body}\n`);
      chmodSync(file, 0o755);
      return file;
    };
    const unreading = fake('unreading-ffmpeg', 'exec 0<&-\necho x > "$last"');
    const silent = fake('silent-ffmpeg', ': > "$last"');
    const outFile = join(dir, 'unread.bin');
    const stdin = new Uint8Array(4 * 1024 * 1024);
    const args = (part: string) => [part];
    await expect(runFfmpegAtomic({ ffmpegPath: unreading, outFile, stdin, args })).rejects.toThrow(
      /did not read all its input/,
    );
    await expect(runFfmpegAtomic({ ffmpegPath: silent, outFile, args })).rejects.toThrow(/empty/);
    expect(existsSync(outFile)).toBe(false);
    expect(existsSync(`${outFile}.part`)).toBe(false);
  });

  it('rejects clearly when the binary cannot start', async () => {
    const missing = join(dir, 'no-ffmpeg');
    await expect(
      runFfmpegAtomic({ ffmpegPath: missing, outFile: join(dir, 'x.wav'), args: sineToWav }),
    ).rejects.toThrow(`could not start ffmpeg (${missing})`);
  });
});
