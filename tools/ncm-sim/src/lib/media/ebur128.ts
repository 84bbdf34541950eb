import { spawn } from 'node:child_process';

/** A file's loudness as ffmpeg's `ebur128` filter measures it. */
export interface LoudnessMeasurement {
  /** Integrated loudness (EBU R128 / BS.1770, gated), LUFS; -70 for silence. */
  integratedLufs: number;
  /** Largest sample magnitude, linear (1 = full scale); 0 for silence. */
  samplePeak: number;
}

/** How much of ffmpeg's stderr is kept: the summary is its last few hundred characters. */
const STDERR_TAIL = 4000;

/**
 * Reads the summary ffmpeg's `ebur128` filter prints when it ends (`I: -18.3 LUFS` under
 * "Integrated loudness", `Peak: -4.2 dBFS` under "Sample peak"; ffmpeg prints one decimal).
 * Returns null when the text has no such summary.
 */
export function parseEbur128Summary(stderr: string): LoudnessMeasurement | null {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /Integrated loudness:\s+I:\s+(-?(?:\d+(?:\.\d+)?|inf))\s+LUFS/.exec(summary);
  const peak = /Sample peak:\s+Peak:\s+(-?(?:\d+(?:\.\d+)?|inf))\s+dBFS/.exec(summary);
  if (!integrated?.[1] || !peak?.[1]) return null;
  const lufs = Number(integrated[1].replace('inf', 'Infinity'));
  const peakDb = Number(peak[1].replace('inf', 'Infinity'));
  return {
    // ffmpeg's gate floor: nothing is quieter than -70 LUFS, and JSON has no -Infinity.
    integratedLufs: Math.max(lufs, -70),
    samplePeak: peakDb === -Infinity ? 0 : 10 ** (peakDb / 20),
  };
}

/**
 * Measures a media file's first audio stream with ffmpeg's `ebur128` filter (sample peak on):
 * `ffmpeg -nostats -i FILE -map 0:a:0 -af ebur128=peak=sample -f null -`. The filter works at
 * 48 kHz (ffmpeg resamples to it), the way every consumer of `ebur128` sees a file.
 *
 * @throws Error with ffmpeg's stderr tail when it cannot start, fails, or prints no summary.
 */
export function measureLoudness(ffmpegPath: string, file: string): Promise<LoudnessMeasurement> {
  const args = ['-hide_banner', '-nostats', '-nostdin', '-loglevel', 'info', '-i', file];
  // framelog=verbose keeps the ten-a-second frame lines out of stderr; the summary stays.
  args.push('-map', '0:a:0', '-af', 'ebur128=peak=sample:framelog=verbose', '-f', 'null', '-');
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) =>
      reject(new Error(`could not start ffmpeg (${ffmpegPath}): ${error.message}`)),
    );
    child.on('close', (code) => {
      const measurement = code === 0 ? parseEbur128Summary(stderr) : null;
      if (measurement) resolve(measurement);
      else
        reject(new Error(`ffmpeg could not measure ${file} (exit code ${code})\n${stderr.trim()}`));
    });
  });
}
