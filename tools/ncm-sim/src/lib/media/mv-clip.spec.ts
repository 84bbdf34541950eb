import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeToPcm } from './decode-pcm';
import { findFfmpeg } from './ffmpeg-path';
import { goertzelPower } from './goertzel';
import { topLevelBoxes } from './mp4-boxes';
import { encodeMvClip } from './mv-clip';

const TIMEOUT = 20_000;

describe('encodeMvClip', () => {
  const ffmpegPath = findFfmpeg();
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mv-clip-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'writes a reproducible faststart MP4 with Baseline H.264 yuv420p video and an AAC sine',
    async () => {
      const outFile = join(dir, 'clip.mp4');
      await encodeMvClip({
        outFile,
        ffmpegPath,
        frequencyHz: 880,
        durationSec: 1,
        width: 160,
        height: 90,
      });
      const bytes = readFileSync(outFile);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const boxes = topLevelBoxes(bytes);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      // ffmpeg decodes every frame without error and reports the streams.
      const probe = spawnSync(
        ffmpegPath,
        ['-hide_banner', '-nostdin', '-i', outFile, '-f', 'null', '-'],
        { encoding: 'utf8' },
      );
      expect(probe.status).toBe(0);
      expect(probe.stderr).toMatch(/Video: h264 \(Constrained Baseline\).*yuv420p.*160x90/);
      expect(probe.stderr).toMatch(/Audio: aac/);

      const pcm = await decodeToPcm(ffmpegPath, outFile, 44100);
      expect(pcm.length).toBeGreaterThan(40000);
      expect(goertzelPower(pcm, 44100, 880)).toBeGreaterThan(10 * goertzelPower(pcm, 44100, 855));

      const again = join(dir, 'again.mp4');
      await encodeMvClip({
        outFile: again,
        ffmpegPath,
        frequencyHz: 880,
        durationSec: 1,
        width: 160,
        height: 90,
      });
      expect(readFileSync(again).equals(bytes)).toBe(true);
    },
    TIMEOUT,
  );

  it('rejects sizes H.264 yuv420p cannot take and impossible durations', async () => {
    const base = { outFile: join(dir, 'never.mp4'), ffmpegPath, frequencyHz: 440 };
    await expect(encodeMvClip({ ...base, width: 321 })).rejects.toThrow(RangeError);
    await expect(encodeMvClip({ ...base, height: 0 })).rejects.toThrow(RangeError);
    await expect(encodeMvClip({ ...base, durationSec: 0 })).rejects.toThrow(RangeError);
    await expect(encodeMvClip({ ...base, frequencyHz: -1 })).rejects.toThrow(RangeError);
  });
});
