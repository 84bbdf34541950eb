import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoudnessMeasurement } from './ebur128';

/** Name of the file, in the cache directory, recording each file's parameters and loudness. */
export const MEDIA_MANIFEST = 'manifest.json';

/** The parameters that decided one file's bytes. */
export type ManifestEntry = Record<string, string | number>;

/** What the media cache knows about its files. */
export interface Manifest {
  version: 1;
  files: Record<string, ManifestEntry>;
  /**
   * Each audio file's measured loudness, kept with the file's entry: a file generated again loses
   * its measurement until it is measured again. Absent from manifests written before loudness.
   */
  loudness: Record<string, LoudnessMeasurement>;
}

/** True when two entries have the same keys with the same values. */
export function sameEntry(a: ManifestEntry, b: ManifestEntry): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key]);
}

/** The manifest in `dir`; an empty one when it is missing or unreadable (everything regenerates). */
export async function readManifest(dir: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, MEDIA_MANIFEST), 'utf8'));
    if (isStoredManifest(parsed)) {
      return { version: 1, files: parsed.files, loudness: validLoudness(parsed.loudness) };
    }
  } catch {
    // Missing or corrupt: start afresh.
  }
  return { version: 1, files: {}, loudness: {} };
}

/**
 * The recorded loudness of the files in `dir` that have both an entry and a measurement: what a
 * simulator that does not generate media can still answer without running ffmpeg.
 */
export async function readMediaLoudness(dir: string): Promise<Record<string, LoudnessMeasurement>> {
  const { files, loudness } = await readManifest(dir);
  return Object.fromEntries(Object.entries(loudness).filter(([file]) => file in files));
}

/** Writes the manifest atomically (temporary file, then rename), files in name order. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = join(dir, MEDIA_MANIFEST);
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = JSON.stringify(
    {
      version: manifest.version,
      files: sorted(manifest.files),
      loudness: sorted(manifest.loudness),
    },
    null,
    2,
  );
  await writeFile(`${file}.part`, `${text}\n`);
  await rename(`${file}.part`, file);
}

function isStoredManifest(
  value: unknown,
): value is { version: 1; files: Record<string, ManifestEntry>; loudness?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { version, files } = value as { version?: unknown; files?: unknown };
  return version === 1 && typeof files === 'object' && files !== null && !Array.isArray(files);
}

/** The well-formed measurements of a stored `loudness` record; anything else is dropped. */
function validLoudness(value: unknown): Record<string, LoudnessMeasurement> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const valid: Record<string, LoudnessMeasurement> = {};
  for (const [file, entry] of Object.entries(value as Record<string, unknown>)) {
    const { integratedLufs, samplePeak } = (entry ?? {}) as Partial<LoudnessMeasurement>;
    if (Number.isFinite(integratedLufs) && Number.isFinite(samplePeak)) {
      valid[file] = { integratedLufs: Number(integratedLufs), samplePeak: Number(samplePeak) };
    }
  }
  return valid;
}
