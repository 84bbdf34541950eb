import { rm, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { measureLoudness, type LoudnessMeasurement } from './ebur128';
import { findFfmpeg } from './ffmpeg-path';
import {
  encodeCost,
  generateMediaFile,
  isAudioJob,
  manifestEntry,
  type MediaJob,
} from './media-jobs';
import {
  MEDIA_MANIFEST,
  readManifest,
  sameEntry,
  writeManifest,
  type Manifest,
} from './media-manifest';

export type { MediaJob } from './media-jobs';
export { MEDIA_MANIFEST } from './media-manifest';

/** What {@link ensureMediaFiles} did. */
export interface MediaCacheReport {
  /** Files encoded by this call. */
  generated: number;
  /** Files already on disk with matching parameters. */
  reused: number;
  /** Loudness measurements run by this call (each generated audio file, and reused ones never measured). */
  measured: number;
  /** The loudness of every audio file among the jobs, by file, as ffmpeg's ebur128 measured it. */
  loudness: Record<string, LoudnessMeasurement>;
  /** Wall-clock time of the call. */
  elapsedMs: number;
}

/** Parameters of {@link ensureMediaFiles}. */
export interface EnsureMediaOptions {
  /** The cache directory; created when missing. */
  dir: string;
  /** The files wanted. */
  jobs: readonly MediaJob[];
  /** Encodes run at once; 2 unless told. */
  concurrency?: number;
  /** The ffmpeg binary; found with findFfmpeg only when something must be generated. */
  ffmpegPath?: string;
  /** Called after each job, reused or generated. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Makes sure every job's file exists in `dir`, generating only what is missing or stale: a file is
 * reused when it exists, is non-empty, and `manifest.json` records the same parameters for it
 * (so changing one song's frequency or length regenerates just that file; a file with no record is
 * regenerated). Every audio file is measured with ffmpeg's `ebur128` once, right after it is
 * generated (or, reused, when the manifest has no measurement of it yet), and the measurement is
 * kept in the manifest: later runs read it instead of measuring. Work runs `concurrency` ffmpeg
 * processes at once and writes each file atomically; stale `.part` files are removed. The manifest
 * is updated after every file, so an interrupted run keeps what it finished. On a failure no new
 * job starts; the running ones finish and the first error is thrown.
 *
 * @throws Error for a job whose `file` escapes `dir` or is listed twice with different
 *   parameters, when ffmpeg cannot be found (only if something must be generated or measured), or
 *   when a job fails.
 */
export async function ensureMediaFiles({
  dir,
  jobs,
  concurrency = 2,
  ffmpegPath,
  onProgress,
}: EnsureMediaOptions): Promise<MediaCacheReport> {
  const started = performance.now();
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const unique = uniqueJobs(jobs);
  const manifest = await readManifest(dir);
  const total = unique.length;
  let done = 0;
  const progress = () => onProgress?.(++done, total);

  const tasks: CacheTask[] = [];
  for (const job of unique) {
    const target = join(dir, job.file);
    await rm(`${target}.part`, { force: true });
    const recorded = manifest.files[job.file];
    const reusable =
      recorded !== undefined &&
      sameEntry(recorded, manifestEntry(job)) &&
      (await nonEmptyFile(target));
    if (!reusable) tasks.push({ job, generate: true });
    else if (isAudioJob(job) && manifest.loudness[job.file] === undefined)
      tasks.push({ job, generate: false });
    else progress();
  }
  if (tasks.length > 0) {
    const ffmpeg = ffmpegPath ?? findFfmpeg();
    // Longest first, so a long track does not start last and leave the other worker idle.
    tasks.sort((a, b) => taskCost(b) - taskCost(a));
    let saving: Promise<void> = Promise.resolve();
    const save = () => (saving = saving.then(() => writeManifest(dir, manifest)));
    await runPool(tasks, concurrency, async ({ job, generate }) => {
      const file = join(dir, job.file);
      if (generate) {
        // The old measurement describes the old bytes: it goes before the file changes.
        delete manifest.loudness[job.file];
        await generateMediaFile(job, file, ffmpeg);
        manifest.files[job.file] = manifestEntry(job);
      }
      if (isAudioJob(job)) manifest.loudness[job.file] = await measureLoudness(ffmpeg, file);
      await save();
      progress();
    });
  }
  const generated = tasks.filter((task) => task.generate).length;
  return {
    generated,
    reused: total - generated,
    measured: tasks.filter((task) => isAudioJob(task.job)).length,
    loudness: loudnessOf(unique, manifest),
    elapsedMs: performance.now() - started,
  };
}

/** One piece of work: generate (and measure, for audio) a file, or only measure a reused one. */
interface CacheTask {
  job: MediaJob;
  generate: boolean;
}

/** A measurement alone costs about as much as encoding a tenth of the file. */
function taskCost({ job, generate }: CacheTask): number {
  return generate ? encodeCost(job) : encodeCost(job) / 10;
}

/** The recorded loudness of the audio files among `jobs`. */
function loudnessOf(
  jobs: readonly MediaJob[],
  manifest: Manifest,
): Record<string, LoudnessMeasurement> {
  const loudness: Record<string, LoudnessMeasurement> = {};
  for (const job of jobs) {
    const measurement = manifest.loudness[job.file];
    if (isAudioJob(job) && measurement !== undefined) loudness[job.file] = measurement;
  }
  return loudness;
}

/** Checks each job's path and drops exact duplicates. */
function uniqueJobs(jobs: readonly MediaJob[]): MediaJob[] {
  const byFile = new Map<string, MediaJob>();
  for (const job of jobs) {
    const normalised = normalize(job.file);
    if (
      job.file === '' ||
      isAbsolute(job.file) ||
      normalised === '..' ||
      normalised.startsWith(`..${sep}`) ||
      normalised === MEDIA_MANIFEST ||
      normalised.endsWith('.part')
    ) {
      throw new Error(
        `media job file must be a relative path inside the cache directory: ${job.file}`,
      );
    }
    const previous = byFile.get(job.file);
    if (previous !== undefined && !sameEntry(manifestEntry(previous), manifestEntry(job))) {
      throw new Error(`media job file listed twice with different parameters: ${job.file}`);
    }
    byFile.set(job.file, job);
  }
  return [...byFile.values()];
}

async function nonEmptyFile(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    return info.isFile() && info.size > 0;
  } catch {
    return false;
  }
}

/** Runs `task` over `items`, at most `limit` at once; after a failure starts nothing new, then throws it. */
async function runPool<T extends { job: MediaJob }>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= {
          error: new Error(`media file ${item.job.file} failed: ${errorMessage(error)}`, {
            cause: error,
          }),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
