import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFfmpeg } from './ffmpeg-path';
import { measureLoudness } from './ebur128';
import { ensureMediaFiles, MEDIA_MANIFEST, type MediaJob } from './media-cache';
import { readMediaLoudness } from './media-manifest';

const TIMEOUT = 30_000;

const JOBS: readonly MediaJob[] = [
  { kind: 'audio', file: 'songs/1.mp3', format: 'mp3', frequencyHz: 310, durationMs: 300 },
  { kind: 'audio', file: 'songs/2.m4a', format: 'm4a', frequencyHz: 575, durationMs: 300 },
  { kind: 'mv', file: 'mv/1.mp4', frequencyHz: 1210, durationSec: 0.4 },
];

describe('ensureMediaFiles', () => {
  const ffmpegPath = findFfmpeg();
  let root: string;
  let count = 0;
  const freshDir = () => join(root, `cache-${++count}`);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'media-cache-'));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'generates what is missing, records it, then reuses it without needing ffmpeg',
    async () => {
      const dir = freshDir();
      const progress: Array<[number, number]> = [];
      const first = await ensureMediaFiles({
        dir,
        jobs: JOBS,
        ffmpegPath,
        onProgress: (done, total) => progress.push([done, total]),
      });
      expect(first).toMatchObject({ generated: 3, reused: 0 });
      expect(progress).toEqual([
        [1, 3],
        [2, 3],
        [3, 3],
      ]);
      for (const job of JOBS) expect(statSync(join(dir, job.file)).size).toBeGreaterThan(0);
      const manifest = JSON.parse(readFileSync(join(dir, MEDIA_MANIFEST), 'utf8')) as {
        files: Record<string, unknown>;
      };
      expect(Object.keys(manifest.files)).toEqual(['mv/1.mp4', 'songs/1.mp3', 'songs/2.m4a']);
      expect(manifest.files['songs/1.mp3']).toMatchObject({
        kind: 'audio',
        format: 'mp3',
        frequencyHz: 310,
        durationMs: 300,
      });

      const second = await ensureMediaFiles({
        dir,
        jobs: JOBS,
        ffmpegPath: join(root, 'no-ffmpeg'),
      });
      expect(second).toMatchObject({ generated: 0, reused: 3 });
      expect(second.elapsedMs).toBeGreaterThanOrEqual(0);
    },
    TIMEOUT,
  );

  it(
    'regenerates only files whose parameters changed, which vanished, are empty or have no record',
    async () => {
      const dir = freshDir();
      const jobs = [
        ...JOBS,
        {
          kind: 'audio',
          file: 'songs/3.mp3',
          format: 'mp3',
          frequencyHz: 900,
          durationMs: 200,
        } as const,
      ];
      await ensureMediaFiles({ dir, jobs, ffmpegPath });
      const before = readFileSync(join(dir, 'songs/1.mp3'));

      const changed = jobs.map((job) =>
        job.file === 'songs/1.mp3' ? { ...job, frequencyHz: 311 } : job,
      );
      expect(await ensureMediaFiles({ dir, jobs: changed, ffmpegPath })).toMatchObject({
        generated: 1,
        reused: 3,
      });
      expect(readFileSync(join(dir, 'songs/1.mp3')).equals(before)).toBe(false);

      rmSync(join(dir, 'songs/2.m4a'));
      writeFileSync(join(dir, 'mv/1.mp4'), '');
      writeFileSync(join(dir, 'songs/3.mp3.part'), 'stale');
      const manifestFile = join(dir, MEDIA_MANIFEST);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        files: Record<string, unknown>;
      };
      delete manifest.files['songs/1.mp3'];
      writeFileSync(manifestFile, JSON.stringify(manifest));
      expect(await ensureMediaFiles({ dir, jobs: changed, ffmpegPath })).toMatchObject({
        generated: 3,
        reused: 1,
      });
      expect(existsSync(join(dir, 'songs/3.mp3.part'))).toBe(false);
      expect(statSync(join(dir, 'mv/1.mp4')).size).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'locates ffmpeg only when something must be generated',
    async () => {
      const dir = freshDir();
      const job: MediaJob = {
        kind: 'audio',
        file: 'a.mp3',
        format: 'mp3',
        frequencyHz: 440,
        durationMs: 100,
      };
      await ensureMediaFiles({ dir, jobs: [job], ffmpegPath });
      const saved = process.env['FFMPEG_PATH'];
      process.env['FFMPEG_PATH'] = join(root, 'no-ffmpeg');
      try {
        expect(await ensureMediaFiles({ dir, jobs: [job] })).toMatchObject({ reused: 1 });
        await expect(
          ensureMediaFiles({ dir, jobs: [{ ...job, durationMs: 101 }] }),
        ).rejects.toThrow(/FFMPEG_PATH=/);
      } finally {
        if (saved === undefined) delete process.env['FFMPEG_PATH'];
        else process.env['FFMPEG_PATH'] = saved;
      }
    },
    TIMEOUT,
  );

  it(
    'runs at most `concurrency` encodes at once',
    async () => {
      // A stand-in ffmpeg that records how many copies of itself run at once.
      const log = join(root, 'running.log');
      const fake = join(root, 'counting-ffmpeg');
      writeFileSync(
        fake,
        [
          '#!/bin/sh',
          'for last; do :; done',
          `echo start >> ${log}`,
          'cat > /dev/null',
          'sleep 0.2',
          `echo end >> ${log}`,
          'echo media > "$last"',
        ].join('\n'),
      );
      chmodSync(fake, 0o755);
      const jobs: MediaJob[] = Array.from({ length: 5 }, (_, i) => ({
        kind: 'mv',
        file: `${i}.mp4`,
        frequencyHz: 440,
        durationSec: 1,
      }));
      const peak = async (concurrency: number) => {
        writeFileSync(log, '');
        await ensureMediaFiles({ dir: freshDir(), jobs, concurrency, ffmpegPath: fake });
        let running = 0;
        let most = 0;
        for (const line of readFileSync(log, 'utf8').trim().split('\n')) {
          running += line === 'start' ? 1 : -1;
          most = Math.max(most, running);
        }
        return most;
      };
      expect(await peak(1)).toBe(1);
      expect(await peak(2)).toBe(2);
    },
    TIMEOUT,
  );

  it('reports the failing file and starts no new job after a failure', async () => {
    const log = join(root, 'failing.log');
    const fake = join(root, 'failing-ffmpeg');
    writeFileSync(fake, `#!/bin/sh\necho run >> ${log}\necho "cannot encode" >&2\nexit 1\n`);
    chmodSync(fake, 0o755);
    const failing = ensureMediaFiles({
      dir: freshDir(),
      jobs: JOBS,
      concurrency: 1,
      ffmpegPath: fake,
    });
    await expect(failing).rejects.toThrow(
      /^media file \S+ failed: ffmpeg failed \(exit code 1\)[^]*cannot encode/,
    );
    expect(readFileSync(log, 'utf8')).toBe('run\n');
    const missing = join(root, 'no-ffmpeg');
    await expect(
      ensureMediaFiles({ dir: freshDir(), jobs: JOBS, ffmpegPath: missing }),
    ).rejects.toThrow(/could not start ffmpeg/);
  });

  it('rejects paths outside the directory and conflicting duplicates', async () => {
    const dir = freshDir();
    const base = JOBS[0] as Extract<MediaJob, { kind: 'audio' }>;
    for (const file of [
      '../x.mp3',
      '/tmp/x.mp3',
      '',
      MEDIA_MANIFEST,
      'a/../../x.mp3',
      'x.mp3.part',
    ]) {
      await expect(
        ensureMediaFiles({ dir, jobs: [{ ...base, file }], ffmpegPath }),
      ).rejects.toThrow(/relative path/);
    }
    await expect(
      ensureMediaFiles({ dir, jobs: [base, { ...base, frequencyHz: 1 }], ffmpegPath }),
    ).rejects.toThrow(/listed twice/);
    await expect(ensureMediaFiles({ dir, jobs: JOBS, concurrency: 0, ffmpegPath })).rejects.toThrow(
      RangeError,
    );
  });

  it(
    'measures each audio file once, keeps the measurement in the manifest and renews it with the file',
    async () => {
      const dir = freshDir();
      const signal = {
        sampleRate: 32000,
        totalSamples: 96_000,
        startHz: 300,
        endHz: 900,
        amplitude: 0.3,
        fadeSamples: 320,
      };
      const jobs: MediaJob[] = [
        {
          kind: 'audio',
          file: 'loud.mp3',
          format: 'mp3',
          frequencyHz: 500,
          durationMs: 3000,
          loudnessLufs: -10,
        },
        {
          kind: 'audio',
          file: 'quiet.m4a',
          format: 'm4a',
          frequencyHz: 500,
          durationMs: 3000,
          loudnessLufs: -22,
        },
        {
          kind: 'glide',
          file: 'glide.mp3',
          format: 'mp3',
          signal,
          startSample: 32_000,
          sampleCount: 48_000,
        },
        { kind: 'mv', file: 'clip.mp4', frequencyHz: 700, durationSec: 0.4 },
      ];
      const first = await ensureMediaFiles({ dir, jobs, ffmpegPath });
      expect(first).toMatchObject({ generated: 4, measured: 3 });
      expect(Object.keys(first.loudness).sort()).toEqual(['glide.mp3', 'loud.mp3', 'quiet.m4a']);
      const lufs = (file: string, report = first) => report.loudness[file]?.integratedLufs ?? NaN;
      expect(lufs('loud.mp3') - lufs('quiet.m4a')).toBeGreaterThan(10);
      expect(first.loudness['quiet.m4a']).toEqual(
        await measureLoudness(ffmpegPath, join(dir, 'quiet.m4a')),
      );

      // Reused: the recorded measurement, no ffmpeg at all.
      const reused = await ensureMediaFiles({ dir, jobs, ffmpegPath: join(root, 'no-ffmpeg') });
      expect(reused).toMatchObject({ generated: 0, measured: 0, loudness: first.loudness });
      expect(await readMediaLoudness(dir)).toEqual(first.loudness);

      // A manifest from before loudness: the files are measured, not generated again.
      const manifestFile = join(dir, MEDIA_MANIFEST);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      delete manifest['loudness'];
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const bytes = readFileSync(join(dir, 'loud.mp3'));
      const upgraded = await ensureMediaFiles({ dir, jobs, ffmpegPath });
      expect(upgraded).toMatchObject({ generated: 0, measured: 3, loudness: first.loudness });
      expect(readFileSync(join(dir, 'loud.mp3')).equals(bytes)).toBe(true);

      // A file made again at another level gets a new measurement.
      const louder = jobs.map((job) =>
        job.file === 'quiet.m4a' ? { ...job, loudnessLufs: -16 } : job,
      );
      const renewed = await ensureMediaFiles({ dir, jobs: louder, ffmpegPath });
      expect(renewed).toMatchObject({ generated: 1, measured: 1 });
      expect(lufs('quiet.m4a', renewed) - lufs('quiet.m4a')).toBeCloseTo(6, 0);
    },
    TIMEOUT,
  );
});
