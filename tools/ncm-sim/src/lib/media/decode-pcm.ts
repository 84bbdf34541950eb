import { spawn } from 'node:child_process';

/**
 * Decodes any audio file ffmpeg reads (its first audio stream) to mono 16-bit PCM at `sampleRate`:
 * the way tests and self-checks verify what an encoder produced. ffmpeg trims what the container
 * marks as encoder delay and padding; `inputOptions` go before `-i`, e.g. `['-flags2',
 * '+skip_manual']` (MP3: keep the LAME tag's delay and padding) or `['-ignore_editlist', '1']`
 * (MP4: keep the priming the edit list skips) to get every decoded sample.
 *
 * @throws Error with ffmpeg's stderr tail when it cannot start or exits non-zero.
 */
export function decodeToPcm(
  ffmpegPath: string,
  file: string,
  sampleRate = 44100,
  inputOptions: readonly string[] = [],
): Promise<Int16Array> {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', ...inputOptions, '-i', file];
  args.push('-map', '0:a:0');
  args.push('-ac', '1', '-ar', String(sampleRate), '-f', 's16le', 'pipe:1');
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.on('error', (error) =>
      reject(new Error(`could not start ffmpeg (${ffmpegPath}): ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`ffmpeg could not decode ${file} (exit code ${code})\n${stderr.trim()}`));
        return;
      }
      const bytes = Buffer.concat(chunks);
      const pcm = new Int16Array(Math.floor(bytes.length / 2));
      for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(i * 2);
      resolve(pcm);
    });
  });
}
