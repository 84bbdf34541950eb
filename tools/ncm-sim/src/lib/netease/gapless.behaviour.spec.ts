import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GaplessAlbumFixture } from '../catalogue/catalogue.types';
import type { SimInfo } from '../control/sim-info';
import { decodeToPcm } from '../media/decode-pcm';
import { findFfmpeg } from '../media/ffmpeg-path';
import { mp3GaplessTrim, mp4GaplessTrim, type GaplessTrim } from '../media/gapless-trim';
import { useBehaviourSim } from '../testing/behaviour-harness';
import { specMediaDir } from '../testing/spec-media';

// The gapless albums as a client meets them: an ordinary album whose three tracks play through
// `/song/url/v1`, and whose files — decoded whole, then trimmed by what each file says of its
// encoder delay and padding (MP3: LAME tag; M4A: edit list) — join into the continuous signal
// `/__sim/info` describes, with no discontinuity at the boundaries beyond the codec's noise.

/** Decoded samples kept around each boundary and at each end when looking for a misalignment. */
const WINDOW = 4096;

describe('the gapless albums', () => {
  const h = useBehaviourSim({
    mediaDir: () => specMediaDir('gapless', (song) => song.gapless !== undefined),
  });
  const ffmpegPath = findFfmpeg();
  let downloads: string;
  let info: SimInfo;

  beforeAll(async () => {
    downloads = mkdtempSync(join(tmpdir(), 'gapless-'));
    info = (await h.control<SimInfo>('GET', '/info')).body;
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  const fixture = (format: 'mp3' | 'm4a'): GaplessAlbumFixture => {
    const album = info.fixtures.gaplessAlbums?.[format];
    if (!album) throw new Error(`no ${format} gapless album in /__sim/info`);
    return album;
  };

  it.each(['mp3', 'm4a'] as const)(
    'lists the %s album’s three tracks in order with their track numbers',
    async (format) => {
      const album = fixture(format);
      const answer = await h.get<{ songs: { id: number; no: number }[]; code: number }>('/album', {
        id: album.albumId,
      });
      expect(answer.body.songs.map(({ id, no }) => [id, no])).toEqual(
        album.songIds.map((id, index) => [id, index + 1]),
      );
      expect(album.tracks.map((track) => track.songId)).toEqual(album.songIds);
    },
  );

  it.each(['mp3', 'm4a'] as const)(
    'joins the %s tracks, each decoded and trimmed by its own delay and padding, into the signal',
    async (format) => {
      const album = fixture(format);
      const { signal } = album;
      const ideal = (n: number) => idealSample(signal, n);
      const parts: Int16Array[] = [];
      for (const track of album.tracks) {
        const answer = await h.get<{ data: { url: string | null; type: string }[] }>(
          '/song/url/v1',
          { id: track.songId, level: 'exhigh' },
        );
        const item = answer.body.data[0];
        expect(item?.type).toBe(format);
        const file = join(downloads, `${track.songId}.${format}`);
        const bytes = new Uint8Array(await (await fetch(item?.url ?? '')).arrayBuffer());
        writeFileSync(file, bytes);
        const trim: GaplessTrim =
          format === 'mp3' ? mp3GaplessTrim(bytes) : mp4GaplessTrim(bytes, signal.sampleRate);
        expect(trim.sampleCount).toBe(track.sampleCount);
        // Every decoded sample, delay and padding included: the trim is this spec's to apply.
        const untrimmed =
          format === 'mp3' ? ['-flags2', '+skip_manual'] : ['-ignore_editlist', '1'];
        const pcm = await decodeToPcm(ffmpegPath, file, signal.sampleRate, untrimmed);
        expect(pcm.length).toBeGreaterThanOrEqual(trim.startSample + trim.sampleCount);
        parts.push(pcm.subarray(trim.startSample, trim.startSample + trim.sampleCount));
      }
      const joined = concat(parts);
      expect(joined.length).toBe(signal.totalSamples);

      // Aligned to the sample at both ends of every track: a shift of even one sample of a
      // 300-900 Hz glide leaves a residual several times the codec's.
      for (const track of album.tracks) {
        const end = track.startSample + track.sampleCount;
        for (const from of [track.startSample + 1024, end - 1024 - WINDOW]) {
          expect(bestLag(joined, ideal, from, WINDOW)).toBe(0);
        }
      }
      // The codec's own noise, well inside the tracks, then the same measure at each boundary.
      const interior = album.tracks.map((track) =>
        residualRms(joined, ideal, track.startSample + 8192, WINDOW),
      );
      const noise = Math.max(...interior);
      for (const track of album.tracks.slice(1)) {
        const boundary = residualRms(joined, ideal, track.startSample - WINDOW / 2, WINDOW);
        // A gap of silence or a repeated frame would leave about 0.7 of the amplitude.
        expect(boundary).toBeLessThan(Math.max(4 * noise, 0.1 * signal.amplitude));
      }
      expect(noise).toBeLessThan(0.1 * signal.amplitude);
    },
    60_000,
  );
});

/** The album signal at sample n, by the law `/__sim/info` states (written out again here). */
function idealSample(signal: GaplessAlbumFixture['signal'], n: number): number {
  const { sampleRate, totalSamples, startHz, endHz, amplitude, fadeSamples } = signal;
  const t = n / sampleRate;
  const phase =
    2 * Math.PI * (startHz * t + ((endHz - startHz) * n * n) / (2 * totalSamples * sampleRate));
  const edge = Math.min(n, totalSamples - 1 - n);
  const fade = edge >= fadeSamples ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * edge) / fadeSamples);
  return Math.round(32767 * amplitude * fade * Math.sin(phase)) / 32767;
}

function concat(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** RMS of decoded − ideal over `length` samples from `from` (full scale = 1). */
function residualRms(pcm: Int16Array, ideal: (n: number) => number, from: number, length: number) {
  let sum = 0;
  for (let n = from; n < from + length; n++) sum += ((pcm[n] ?? 0) / 32767 - ideal(n)) ** 2;
  return Math.sqrt(sum / length);
}

/** The shift (−32..32 samples) at which the decoded window best matches the ideal signal. */
function bestLag(pcm: Int16Array, ideal: (n: number) => number, from: number, length: number) {
  let best = { lag: 0, error: Infinity };
  for (let lag = -32; lag <= 32; lag++) {
    let error = 0;
    for (let n = from; n < from + length; n++)
      error += ((pcm[n] ?? 0) / 32767 - ideal(n + lag)) ** 2;
    if (error < best.error) best = { lag, error };
  }
  return best.lag;
}
