import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAudio } from './audio-encoder';
import { decodeToPcm } from './decode-pcm';
import { measureLoudness, parseEbur128Summary } from './ebur128';
import { findFfmpeg } from './ffmpeg-path';
import { synthesizeTone } from './tone';

const SUMMARY = `[Parsed_ebur128_0 @ 0x55d] Summary:

  Integrated loudness:
    I:         -18.3 LUFS
    Threshold: -28.4 LUFS

  Loudness range:
    LRA:         0.0 LU
    Threshold: -38.4 LUFS
    LRA low:   -18.3 LUFS
    LRA high:  -18.3 LUFS

  Sample peak:
    Peak:       -4.2 dBFS
`;

describe('parseEbur128Summary', () => {
  it('reads the integrated loudness and the sample peak (linear) of the summary', () => {
    const measured = parseEbur128Summary(`Input #0, mp3, from 'x.mp3':\n${SUMMARY}`);
    expect(measured?.integratedLufs).toBe(-18.3);
    expect(measured?.samplePeak).toBeCloseTo(10 ** (-4.2 / 20), 10);
  });

  it('reads silence as -70 LUFS and a zero peak', () => {
    const silent = SUMMARY.replace(
      '-18.3 LUFS\n    Threshold: -28.4',
      '-70.0 LUFS\n    Threshold: -70.0',
    ).replace('-4.2 dBFS', '-inf dBFS');
    expect(parseEbur128Summary(silent)).toEqual({ integratedLufs: -70, samplePeak: 0 });
  });

  it('finds nothing in text without a summary', () => {
    expect(parseEbur128Summary('I: -18.3 LUFS')).toBeNull();
    expect(parseEbur128Summary(SUMMARY.replace(/Sample peak:[^]*/, ''))).toBeNull();
  });
});

describe('measureLoudness', () => {
  const ffmpegPath = findFfmpeg();
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ebur128-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['m4a', 0.3],
    // LAME at 64 kbps gives back a tone about 0.5 dB quieter than it was handed.
    ['mp3', 0.8],
  ] as const)(
    'measures a %s tone made at -18 LUFS within %d LU, and its decoded sample peak',
    async (format, tolerance) => {
      const file = join(dir, `tone.${format}`);
      const pcm = synthesizeTone({
        frequencyHz: 700,
        durationMs: 6000,
        sampleRate: 32000,
        loudnessLufs: -18,
      });
      await encodeAudio({ pcm, sampleRate: 32000, format, outFile: file, ffmpegPath });
      const measured = await measureLoudness(ffmpegPath, file);
      expect(Math.abs(measured.integratedLufs + 18)).toBeLessThanOrEqual(tolerance);
      // The filter works at 48 kHz: the peak of the file decoded at that rate, to 0.1 dB.
      const decoded = await decodeToPcm(ffmpegPath, file, 48000);
      const peak = decoded.reduce((max, s) => Math.max(max, Math.abs(s)), 0) / 32768;
      expect(Math.abs(20 * Math.log10(measured.samplePeak / peak))).toBeLessThanOrEqual(0.1);
    },
    30_000,
  );

  it('rejects, quoting ffmpeg, a file it cannot measure', async () => {
    const file = join(dir, 'garbage.mp3');
    writeFileSync(file, 'not audio');
    await expect(measureLoudness(ffmpegPath, file)).rejects.toThrow(/could not measure .*garbage/);
  }, 20_000);
});
