import { spawn } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { finished } from 'node:stream';

/** Parameters of {@link runFfmpegAtomic}. */
export interface RunFfmpegOptions {
  /** The ffmpeg binary. */
  ffmpegPath: string;
  /** The final output file; ffmpeg writes `outFile + '.part'`, which is renamed into place on success. */
  outFile: string;
  /**
   * ffmpeg's arguments given the path to write to (the `.part` file). Name the output format with
   * `-f`, since `.part` tells ffmpeg nothing. `-hide_banner -loglevel error -y` are prepended.
   */
  args: (partFile: string) => readonly string[];
  /** Bytes written to ffmpeg's stdin (for `-i pipe:0`); stdin is closed at once when absent. */
  stdin?: Uint8Array;
}

/** How much of ffmpeg's stderr an error message quotes. */
const STDERR_TAIL = 2000;

/**
 * Runs ffmpeg so that `outFile` appears atomically: the output goes to `outFile + '.part'` (a stale
 * one is overwritten), which is renamed to `outFile` only after ffmpeg exits 0 with a non-empty
 * file, so a killed run never leaves a truncated file under the final name. Creates the parent
 * directory. An EPIPE on stdin (ffmpeg exiting early) is not fatal by itself: the exit status decides.
 *
 * @throws Error with the command and the tail of ffmpeg's stderr when it cannot start, exits
 *   non-zero, does not read all of stdin, or writes nothing; the `.part` file is removed.
 */
export async function runFfmpegAtomic({
  ffmpegPath,
  outFile,
  args,
  stdin,
}: RunFfmpegOptions): Promise<void> {
  const partFile = `${outFile}.part`;
  await mkdir(dirname(outFile), { recursive: true });
  await rm(partFile, { force: true });
  const fullArgs = ['-hide_banner', '-loglevel', 'error', '-y', ...args(partFile)];
  try {
    await spawnFfmpeg(ffmpegPath, fullArgs, stdin);
    const { size } = await stat(partFile);
    if (size === 0) throw new Error(`ffmpeg wrote an empty ${partFile}`);
    await rename(partFile, outFile);
  } catch (error) {
    await rm(partFile, { force: true });
    throw error;
  }
}

function spawnFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  input: Uint8Array | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    // EPIPE when ffmpeg exits before reading everything: judged once it has exited, because the
    // write error may arrive after the exit.
    const stdinSettled = new Promise<Error | undefined>((settle) => {
      finished(child.stdin, { readable: false }, (error) => settle(error ?? undefined));
    });
    child.on('error', (error) => {
      reject(new Error(`could not start ffmpeg (${ffmpegPath}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      const command = `${ffmpegPath} ${args.join(' ')}`;
      const tail = stderr.trim() === '' ? '' : `\n${stderr.trim()}`;
      if (code !== 0) {
        const status = signal === null ? `exit code ${code}` : `signal ${signal}`;
        reject(new Error(`ffmpeg failed (${status}): ${command}${tail}`));
        return;
      }
      void stdinSettled.then((stdinError) => {
        if (stdinError === undefined) resolve();
        else
          reject(
            new Error(
              `ffmpeg did not read all its input (${stdinError.message}): ${command}${tail}`,
            ),
          );
      });
    });
    child.stdin.end(
      input === undefined
        ? undefined
        : Buffer.from(input.buffer, input.byteOffset, input.byteLength),
    );
  });
}
