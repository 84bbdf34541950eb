import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimSong } from '../catalogue/catalogue.types';
import { CORPUS_SONG_ID_BASE, SEARCH_CORPUS_SIZE } from '../catalogue/corpus';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import type { SimInfo } from '../control/sim-info';
import { decodeToPcm } from '../media/decode-pcm';
import { findFfmpeg } from '../media/ffmpeg-path';
import { LoudnessStore } from '../media/loudness-store';
import { mediaFiles } from '../media-server/media-layout';
import { useBehaviourSim } from '../testing/behaviour-harness';
import { specMediaDir } from '../testing/spec-media';
import { NETEASE_REFERENCE_LUFS } from './song-loudness';

// `/song/url/v1`'s gain and peak come from the file the URL serves, measured once: checked here
// against an independent measurement of the downloaded bytes (ffmpeg's per-frame ebur128 metadata,
// three decimals, and the sample peak of the file decoded at the filter's 48 kHz).

interface UrlItem {
  url: string | null;
  gain: number;
  peak: number;
  expi: number;
  type: string;
  freeTrialInfo: unknown;
}

const catalogue = generateCatalogue(1);
/** Short, fully playable songs of a format that do (or do not) report their gain, by level. */
const byLevel = (format: SimSong['format'], reportsGain: boolean) =>
  catalogue.songs
    .filter(
      (song) =>
        song.availability === 'full' &&
        !song.gapless &&
        song.format === format &&
        song.reportsGain === reportsGain &&
        song.durationMs <= 90_000,
    )
    .sort((a, b) => b.loudnessLufs - a.loudnessLufs);
const first = <T>(items: readonly T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`the catalogue has no ${what}`);
  return item;
};
const mp3s = byLevel('mp3', true);
const silent = byLevel('mp3', false);
const picks = {
  loud: first(mp3s, 'loud mp3'),
  quiet: first([...mp3s].reverse(), 'quiet mp3'),
  aac: first(byLevel('m4a', true), 'm4a song'),
  trial: first(
    catalogue.songs.filter((song) => song.availability === 'trial'),
    'trial song',
  ),
  silentLoud: first(silent, 'loud gain-0 song'),
  silentQuiet: first([...silent].reverse(), 'quiet gain-0 song'),
};
const picked = new Set(Object.values(picks).map((song) => song.id));

describe('/song/url/v1 loudness (gain, peak) from the served file', () => {
  const h = useBehaviourSim({
    mediaDir: () => specMediaDir('loudness', (song) => picked.has(song.id)),
  });
  const ffmpegPath = findFfmpeg();
  let downloads: string;

  beforeAll(() => {
    downloads = mkdtempSync(join(tmpdir(), 'song-loudness-'));
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));
  beforeEach(() => h.reset());

  const songUrl = async (id: number, cookie?: string): Promise<UrlItem> => {
    const query = { id, level: 'exhigh', ...(cookie ? { cookie } : {}) };
    const item = (await h.get<{ data: UrlItem[] }>('/song/url/v1', query)).body.data[0];
    if (!item?.url) throw new Error(`song ${id} has no URL`);
    return item;
  };

  /** Downloads what the URL serves and measures it without the simulator's code. */
  const measureServed = async (item: UrlItem) => {
    const file = join(downloads, `${String(Math.random()).slice(2)}.${item.type}`);
    writeFileSync(file, Buffer.from(await (await fetch(item.url ?? '')).arrayBuffer()));
    const decoded = await decodeToPcm(ffmpegPath, file, 48000);
    const peak = decoded.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0) / 32768;
    return { integratedLufs: await frameMetadataLoudness(ffmpegPath, file), peak };
  };
  const db = (ratio: number) => 20 * Math.log10(ratio);

  it.each([
    ['the loudest MP3', picks.loud, false],
    ['the quietest MP3', picks.quiet, false],
    ['an AAC song', picks.aac, false],
    ['a trial song to a VIP (full file)', picks.trial, true],
    ['a trial song to anyone else (its clip)', picks.trial, false],
  ])(
    'answers gain and peak of %s within 0.1 dB of an independent measurement',
    async (_what, song, vip) => {
      const item = await songUrl(song.id, vip ? await h.login() : undefined);
      expect(item.freeTrialInfo === null).toBe(song.availability === 'full' || vip);
      const measured = await measureServed(item);
      expect(
        Math.abs(item.gain - (NETEASE_REFERENCE_LUFS - measured.integratedLufs)),
      ).toBeLessThanOrEqual(0.1);
      expect(Math.abs(db(item.peak / measured.peak))).toBeLessThanOrEqual(0.1);
      expect(item.peak).toBeLessThanOrEqual(1);
    },
    30_000,
  );

  it('serves files spread over more than 12 LU, each within 1 LU of its planned level', async () => {
    const levels = new Map<number, number>();
    for (const song of [picks.loud, picks.quiet, picks.aac]) {
      const item = await songUrl(song.id);
      const lufs = NETEASE_REFERENCE_LUFS - item.gain;
      expect(Math.abs(lufs - song.loudnessLufs)).toBeLessThanOrEqual(1);
      levels.set(song.id, lufs);
    }
    expect((levels.get(picks.loud.id) ?? 0) - (levels.get(picks.quiet.id) ?? 0)).toBeGreaterThan(
      12,
    );
  });

  it('answers gain 0 and peak 0 for the songs that report none, though their files are spread', async () => {
    const loud = await songUrl(picks.silentLoud.id);
    const quiet = await songUrl(picks.silentQuiet.id);
    expect([loud.gain, loud.peak, quiet.gain, quiet.peak]).toEqual([0, 0, 0, 0]);
    const [a, b] = await Promise.all([measureServed(loud), measureServed(quiet)]);
    expect(a.integratedLufs - b.integratedLufs).toBeGreaterThan(10);
  }, 30_000);

  it('gives a search-corpus song the gain of the file it borrows', async () => {
    const borrower = Array.from({ length: SEARCH_CORPUS_SIZE }, (_, i) => CORPUS_SONG_ID_BASE + i)
      .map((id) => h.world.corpus.song(id))
      .find((song) => song?.audioOf.id === picks.loud.id);
    if (!borrower) throw new Error('no corpus song borrows the loud song');
    const [own, borrowed] = [await songUrl(picks.loud.id), await songUrl(borrower.id)];
    expect([borrowed.gain, borrowed.peak]).toEqual([own.gain, own.peak]);
    expect(own.gain).not.toBe(0);
  });

  it('lists in /__sim/info each song’s measured loudness and what the route reports', async () => {
    const info = (await h.control<SimInfo>('GET', '/info')).body;
    for (const song of Object.values(picks).filter((s) => s.availability === 'full')) {
      const listed = info.songs.find((candidate) => candidate.id === song.id)?.loudness;
      const item = await songUrl(song.id);
      expect(listed).toMatchObject({
        targetLufs: song.loudnessLufs,
        reportsGain: song.reportsGain,
        gain: item.gain,
        peak: item.peak,
      });
      expect(listed?.samplePeak).toBeGreaterThan(0);
      if (song.reportsGain) {
        expect(listed?.integratedLufs).toBeCloseTo(NETEASE_REFERENCE_LUFS - item.gain, 3);
        expect(listed?.samplePeak).toBeCloseTo(item.peak, 4);
      } else {
        // Measured all the same, so a test can tell a loud gain-0 song from a quiet one.
        expect(Math.abs((listed?.integratedLufs ?? 0) - song.loudnessLufs)).toBeLessThan(1);
      }
    }
    const unmeasured = info.songs.find(
      (song) => song.availability === 'full' && !picked.has(song.id),
    );
    expect(unmeasured?.loudness).toMatchObject({ integratedLufs: null, gain: 0, peak: 0 });
    const noCopyright = info.songs.find((song) => song.id === info.fixtures.noCopyrightSongId);
    expect(noCopyright?.loudness).toBeUndefined();
    expect(info.fixtures.noGainSongIds).toContain(picks.silentQuiet.id);
  });

  it('answers every call from the recorded measurements, never running ffmpeg', async () => {
    for (const song of Object.values(picks)) await songUrl(song.id);
    expect(h.world.loudness.lazyMeasurements).toBe(0);
  });

  it('measures a file with no recorded measurement on its first call only, to the same figures', async () => {
    const file = mediaFiles.song(picks.quiet);
    const store = new LoudnessStore(() => h.mediaDir);
    const measured = await store.get(file);
    expect(await store.get(file)).toEqual(measured);
    expect(store.lazyMeasurements).toBe(1);
    expect(measured).toEqual(h.world.loudness.peek(file));
  }, 30_000);
});

/** ebur128's integrated loudness as its per-frame metadata prints it (three decimals), the last. */
function frameMetadataLoudness(ffmpegPath: string, file: string): Promise<number> {
  const filter = 'ebur128=metadata=1,ametadata=mode=print:key=lavfi.r128.I:file=-';
  const args = [
    '-hide_banner',
    '-nostats',
    '-nostdin',
    '-i',
    file,
    '-af',
    filter,
    '-f',
    'null',
    '-',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const values = [...out.matchAll(/lavfi\.r128\.I=(-?\d+(?:\.\d+)?)/g)];
      const last = values.at(-1)?.[1];
      if (last === undefined) reject(new Error(`no ebur128 metadata for ${file}`));
      else resolve(Number(last));
    });
  });
}
