import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { encodeAudio } from './audio-encoder';
import { findFfmpeg } from './ffmpeg-path';
import { encodeMvClip } from './mv-clip';
import { synthesizeTone } from './tone';

/** One media file of the catalogue; `file` is relative to the cache directory. */
export type MediaJob =
  | { kind: 'audio'; file: string; format: 'mp3' | 'm4a'; frequencyHz: number; durationMs: number }
  | { kind: 'mv'; file: string; frequencyHz: number; durationSec: number };

/** What {@link ensureMediaFiles} did. */
export interface MediaCacheReport {
  /** Files encoded by this call. */
  generated: number;
  /** Files already on disk with matching parameters. */
  reused: number;
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

/** Name of the file, in the cache directory, recording each file's parameters. */
export const MEDIA_MANIFEST = 'manifest.json';

/**
 * Bump when the encoding recipe changes (encoder settings, synthesis): every file is then
 * regenerated, because the manifest's recorded parameters no longer match.
 */
const RECIPE = 2;
// 32 kHz: the signals sit below 2.5 kHz, and encoding is about a third faster than at 44.1 kHz,
// which keeps a cold cache inside the 60 s budget on a busy 2-core machine.
const AUDIO_SAMPLE_RATE = 32000;
const AUDIO_BITRATE_KBPS = 64;
const MV_WIDTH = 320;
const MV_HEIGHT = 180;

type ManifestEntry = Record<string, string | number>;
interface Manifest {
  version: 1;
  files: Record<string, ManifestEntry>;
}

/**
 * Makes sure every job's file exists in `dir`, generating only what is missing or stale: a file is
 * reused when it exists, is non-empty, and `manifest.json` records the same parameters for it
 * (so changing one song's frequency or length regenerates just that file; a file with no record is
 * regenerated). Generation runs `concurrency` encodes at once and writes each file atomically;
 * stale `.part` files are removed. The manifest is updated after every generated file, so an
 * interrupted run keeps what it finished. On a failure no new job starts; the running ones finish
 * and the first error is thrown.
 *
 * @throws Error for a job whose `file` escapes `dir` or is listed twice with different
 *   parameters, when ffmpeg cannot be found (only if something must be generated), or when a job fails.
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

  const pending: MediaJob[] = [];
  for (const job of unique) {
    const target = join(dir, job.file);
    await rm(`${target}.part`, { force: true });
    const recorded = manifest.files[job.file];
    if (
      recorded !== undefined &&
      sameEntry(recorded, manifestEntry(job)) &&
      (await nonEmptyFile(target))
    ) {
      progress();
    } else {
      pending.push(job);
    }
  }
  if (pending.length > 0) {
    const ffmpeg = ffmpegPath ?? findFfmpeg();
    // Longest first, so a long track does not start last and leave the other worker idle.
    pending.sort((a, b) => encodeCost(b) - encodeCost(a));
    let saving: Promise<void> = Promise.resolve();
    const save = () => (saving = saving.then(() => writeManifest(dir, manifest)));
    await runPool(pending, concurrency, async (job) => {
      await generate(job, join(dir, job.file), ffmpeg);
      manifest.files[job.file] = manifestEntry(job);
      await save();
      progress();
    });
  }
  return {
    generated: pending.length,
    reused: total - pending.length,
    elapsedMs: performance.now() - started,
  };
}

async function generate(job: MediaJob, outFile: string, ffmpegPath: string): Promise<void> {
  if (job.kind === 'audio') {
    const pcm = synthesizeTone({
      frequencyHz: job.frequencyHz,
      durationMs: job.durationMs,
      sampleRate: AUDIO_SAMPLE_RATE,
    });
    await encodeAudio({
      pcm,
      sampleRate: AUDIO_SAMPLE_RATE,
      format: job.format,
      outFile,
      ffmpegPath,
      bitrateKbps: AUDIO_BITRATE_KBPS,
    });
  } else {
    await encodeMvClip({
      outFile,
      ffmpegPath,
      frequencyHz: job.frequencyHz,
      durationSec: job.durationSec,
      width: MV_WIDTH,
      height: MV_HEIGHT,
    });
  }
}

/** Rough relative encoding time: seconds of audio, MV clips weighted by their video. */
function encodeCost(job: MediaJob): number {
  return job.kind === 'audio' ? job.durationMs / 1000 : job.durationSec * 10;
}

/** Everything that decides a file's bytes, in a fixed key order. */
function manifestEntry(job: MediaJob): ManifestEntry {
  return job.kind === 'audio'
    ? {
        kind: job.kind,
        format: job.format,
        frequencyHz: job.frequencyHz,
        durationMs: job.durationMs,
        sampleRate: AUDIO_SAMPLE_RATE,
        bitrateKbps: AUDIO_BITRATE_KBPS,
        recipe: RECIPE,
      }
    : {
        kind: job.kind,
        frequencyHz: job.frequencyHz,
        durationSec: job.durationSec,
        width: MV_WIDTH,
        height: MV_HEIGHT,
        recipe: RECIPE,
      };
}

function sameEntry(a: ManifestEntry, b: ManifestEntry): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key]);
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

/** The manifest in `dir`; an empty one when it is missing or unreadable (everything regenerates). */
async function readManifest(dir: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, MEDIA_MANIFEST), 'utf8'));
    if (isManifest(parsed)) return parsed;
  } catch {
    // Missing or corrupt: start afresh.
  }
  return { version: 1, files: {} };
}

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const { version, files } = value as { version?: unknown; files?: unknown };
  return version === 1 && typeof files === 'object' && files !== null && !Array.isArray(files);
}

/** Writes the manifest atomically (temporary file, then rename). */
async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = join(dir, MEDIA_MANIFEST);
  const files = Object.fromEntries(
    Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  await writeFile(
    `${file}.part`,
    `${JSON.stringify({ version: manifest.version, files }, null, 2)}\n`,
  );
  await rename(`${file}.part`, file);
}

/** Runs `task` over `items`, at most `limit` at once; after a failure starts nothing new, then throws it. */
async function runPool<T extends MediaJob>(
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
          error: new Error(`media file ${item.file} failed: ${errorMessage(error)}`, {
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
