import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAudio } from './audio-encoder';
import { findFfmpeg } from './ffmpeg-path';
import { MP3_DECODER_DELAY, mp3GaplessTrim, mp4GaplessTrim } from './gapless-trim';
import { synthesizeTone } from './tone';

// Real files from the simulator's encoder; gapless.behaviour.spec.ts checks the trims against
// the decoded audio.

describe('gapless trims read from encoded files', () => {
  const ffmpegPath = findFfmpeg();
  // 1.023 s at 32 kHz: whole milliseconds (the edit list's unit), not a whole number of frames.
  const samples = 32_736;
  let dir: string;
  const encoded = async (format: 'mp3' | 'm4a') => {
    const outFile = join(dir, `tone.${format}`);
    const pcm = synthesizeTone({
      frequencyHz: 500,
      durationMs: (samples * 1000) / 32000,
      sampleRate: 32000,
    });
    await encodeAudio({ pcm, sampleRate: 32000, format, outFile, ffmpegPath });
    return new Uint8Array(readFileSync(outFile));
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gapless-trim-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the LAME tag: encoder delay plus the decoder’s, and the real length', async () => {
    const trim = mp3GaplessTrim(await encoded('mp3'));
    expect(trim.sampleCount).toBe(samples);
    expect(trim.startSample).toBeGreaterThan(MP3_DECODER_DELAY);
  }, 20_000);

  it('reads the MP4 edit list: the priming and the real length', async () => {
    const trim = mp4GaplessTrim(await encoded('m4a'), 32000);
    expect(trim).toEqual({ startSample: 1024, sampleCount: samples });
  }, 20_000);

  it('refuses files that say nothing of their delay', () => {
    expect(() => mp3GaplessTrim(new Uint8Array(400))).toThrow(/no Xing\/Info frame/);
    const moovOnly = new Uint8Array([0, 0, 0, 8, 0x6d, 0x6f, 0x6f, 0x76]);
    expect(() => mp4GaplessTrim(moovOnly, 32000)).toThrow(/no trak box/);
  });
});
