import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeToPcm } from './decode-pcm';
import { findFfmpeg } from './ffmpeg-path';
import { goertzelPower } from './goertzel';
import { runFfmpegAtomic } from './ffmpeg-run';

describe('decodeToPcm', () => {
  const ffmpegPath = findFfmpeg();
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'decode-pcm-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('decodes an audio file to mono PCM at the requested rate', async () => {
    const file = join(dir, 'sine.wav');
    await runFfmpegAtomic({
      ffmpegPath,
      outFile: file,
      args: (part) => [
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=600:sample_rate=48000:duration=0.5',
        '-f',
        'wav',
        part,
      ],
    });
    const pcm = await decodeToPcm(ffmpegPath, file, 16000);
    expect(pcm.length).toBeGreaterThan(7900);
    expect(pcm.length).toBeLessThan(8100);
    expect(goertzelPower(pcm, 16000, 600)).toBeGreaterThan(100 * goertzelPower(pcm, 16000, 700));
  }, 20_000);

  it('rejects with ffmpeg stderr for a file it cannot decode', async () => {
    const file = join(dir, 'garbage.mp3');
    writeFileSync(file, 'not audio');
    await expect(decodeToPcm(ffmpegPath, file)).rejects.toThrow(/could not decode .*garbage\.mp3/);
  }, 20_000);
});
