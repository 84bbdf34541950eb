import { runFfmpegAtomic } from './ffmpeg-run';

/** Parameters of {@link encodeMvClip}. */
export interface MvClipOptions {
  /** The MP4 to create (replaced atomically when it exists). */
  outFile: string;
  /** The ffmpeg binary (see findFfmpeg). */
  ffmpegPath: string;
  /** Frequency of the clip's sine soundtrack, in Hz. */
  frequencyHz: number;
  /** Length in seconds; 4 unless told. */
  durationSec?: number;
  /** Frame width in pixels (even, 16..1920); 320 unless told. */
  width?: number;
  /** Frame height in pixels (even, 16..1080); 180 unless told. */
  height?: number;
}

const FRAME_RATE = 25;
const AUDIO_SAMPLE_RATE = 44100;

/**
 * Encodes a small MV clip that Chromium's `<video>` plays: ffmpeg's `testsrc2` pattern (a moving
 * test card with a running clock) as H.264 Constrained Baseline yuv420p, with a sine at
 * `frequencyHz` as mono AAC, in an MP4 with the index first (`-movflags +faststart`). Metadata is
 * stripped and the bitexact flags set, and x264 runs single-threaded, so the same parameters give
 * the same bytes with the same ffmpeg. The file appears atomically (`outFile + '.part'`, renamed).
 *
 * @throws RangeError for an odd or out-of-range size, a bad duration or frequency; Error with
 *   ffmpeg's stderr tail when it fails.
 */
export async function encodeMvClip({
  outFile,
  ffmpegPath,
  frequencyHz,
  durationSec = 4,
  width = 320,
  height = 180,
}: MvClipOptions): Promise<void> {
  checkEvenSize('width', width, 1920);
  checkEvenSize('height', height, 1080);
  if (!Number.isFinite(durationSec) || durationSec <= 0 || durationSec > 600) {
    throw new RangeError(`durationSec must be in (0, 600], got ${durationSec}`);
  }
  if (!Number.isFinite(frequencyHz) || frequencyHz <= 0 || frequencyHz >= AUDIO_SAMPLE_RATE / 2) {
    throw new RangeError(
      `frequencyHz must be in (0, ${AUDIO_SAMPLE_RATE / 2}), got ${frequencyHz}`,
    );
  }
  const video = `testsrc2=size=${width}x${height}:rate=${FRAME_RATE}:duration=${durationSec}`;
  const audio = `sine=frequency=${frequencyHz}:sample_rate=${AUDIO_SAMPLE_RATE}:duration=${durationSec}`;
  await runFfmpegAtomic({
    ffmpegPath,
    outFile,
    args: (partFile) => [
      ...['-f', 'lavfi', '-i', video, '-f', 'lavfi', '-i', audio],
      ...['-map', '0:v', '-map', '1:a', '-map_metadata', '-1'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-level', '3.0'],
      ...['-pix_fmt', 'yuv420p', '-g', String(FRAME_RATE * 2), '-threads', '1'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1'],
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
      ...['-movflags', '+faststart', '-f', 'mp4', partFile],
    ],
  });
}

function checkEvenSize(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 16 || value > max || value % 2 !== 0) {
    throw new RangeError(`${name} must be an even integer in 16..${max}, got ${value}`);
  }
}
