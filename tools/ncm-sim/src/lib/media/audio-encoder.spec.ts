import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAudio, type AudioFormat } from './audio-encoder';
import { decodeToPcm } from './decode-pcm';
import { findFfmpeg } from './ffmpeg-path';
import { goertzelPower } from './goertzel';
import { topLevelBoxes } from './mp4-boxes';
import { synthesizeTone } from './tone';

const TIMEOUT = 20_000;
const SAMPLE_RATE = 44100;

describe('encodeAudio', () => {
  const ffmpegPath = findFfmpeg();
  const frequencyHz = 575;
  const pcm = synthesizeTone({ frequencyHz, durationMs: 1000 });
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audio-encoder-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const encode = async (format: AudioFormat, name: string) => {
    const outFile = join(dir, name);
    await encodeAudio({ pcm, sampleRate: SAMPLE_RATE, format, outFile, ffmpegPath });
    return outFile;
  };

  /** The decoded file's middle half second still peaks at the tone's frequency. */
  const expectDominantFrequency = async (file: string) => {
    const decoded = await decodeToPcm(ffmpegPath, file, SAMPLE_RATE);
    expect(decoded.length).toBeGreaterThanOrEqual(SAMPLE_RATE);
    const power = (hz: number) =>
      goertzelPower(decoded, SAMPLE_RATE, hz, SAMPLE_RATE / 4, SAMPLE_RATE / 2);
    for (const rival of [frequencyHz - 25, frequencyHz + 25, 2 * frequencyHz, 310, 1210]) {
      expect(power(frequencyHz)).toBeGreaterThan(10 * power(rival));
    }
  };

  it(
    'writes a reproducible MP3 that decodes back to the same tone',
    async () => {
      const file = await encode('mp3', 'tone.mp3');
      const bytes = readFileSync(file);
      const frameSync = (bytes[0] ?? 0) === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
      expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || frameSync).toBe(true);
      await expectDominantFrequency(file);
      expect(readFileSync(await encode('mp3', 'again.mp3')).equals(bytes)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'writes a faststart M4A (AAC in MP4) that decodes back to the same tone',
    async () => {
      const file = await encode('m4a', 'tone.m4a');
      const bytes = readFileSync(file);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const boxes = topLevelBoxes(bytes);
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      await expectDominantFrequency(file);
      expect(readFileSync(await encode('m4a', 'again.m4a')).equals(bytes)).toBe(true);
    },
    TIMEOUT,
  );

  it('rejects a bad bitrate or sample rate before starting ffmpeg', async () => {
    const outFile = join(dir, 'never.mp3');
    await expect(
      encodeAudio({
        pcm,
        sampleRate: SAMPLE_RATE,
        format: 'mp3',
        outFile,
        ffmpegPath,
        bitrateKbps: 0,
      }),
    ).rejects.toThrow(RangeError);
    await expect(
      encodeAudio({ pcm, sampleRate: 100, format: 'mp3', outFile, ffmpegPath }),
    ).rejects.toThrow(RangeError);
  });
});
