import type { MusicDb } from '@cadenza/api-client';

/** A song's loudness as the app measured it (no usable gain from NetEase). */
export interface MeasuredLoudness {
  integratedLufs: number;
  /** Linear sample peak, 1 = full scale. */
  samplePeak: number;
}

/** Shortest stretch of a song whose measure is kept: less says too little about the whole. */
export const MIN_MEASURED_SECONDS = 20;

/** A measure as the app's output reports it (see `LoudnessMeasurement` in player-core). */
export interface LoudnessReading {
  integratedLufs: number | null;
  samplePeak: number;
  durationSec: number;
}

/** The loudness the app measured, per song, kept in `musicDB.music_loudness`. */
export interface MeasuredLoudnessCache {
  /** The song's measure, once loaded or saved in this session. */
  get(trackId: string | number): MeasuredLoudness | undefined;
  /** Reads the song's measure from the database into memory (once per song). */
  load(trackId: string | number): Promise<void>;
  /** Keeps a reading of at least {@link MIN_MEASURED_SECONDS} with a loudness; false otherwise. */
  save(trackId: string | number, reading: LoudnessReading): boolean;
  /** Calls `listener` with each song whose measure arrived (loaded or saved). */
  subscribe(listener: (trackId: string | number) => void): () => void;
}

function isMeasure(data: unknown): data is MeasuredLoudness {
  if (typeof data !== 'object' || data === null) return false;
  const { integratedLufs, samplePeak } = data as Record<string, unknown>;
  return (
    typeof integratedLufs === 'number' &&
    Number.isFinite(integratedLufs) &&
    typeof samplePeak === 'number' &&
    Number.isFinite(samplePeak) &&
    samplePeak >= 0
  );
}

/**
 * The measured-loudness cache over `musicDB` (null: memory only, for this session). A stored
 * record that is not a measure (another build, a damaged database) reads as none, and the song
 * is measured again. Keys are the player's track ids, so video-site parts keep theirs.
 */
export function createMeasuredLoudnessCache(
  db: Promise<MusicDb | null>,
  now: () => number = Date.now,
): MeasuredLoudnessCache {
  const known = new Map<string | number, MeasuredLoudness>();
  const asked = new Set<string | number>();
  const listeners = new Set<(trackId: string | number) => void>();
  const arrived = (trackId: string | number, measure: MeasuredLoudness) => {
    known.set(trackId, measure);
    for (const listener of listeners) listener(trackId);
  };
  return {
    get: (trackId) => known.get(trackId),
    async load(trackId) {
      if (asked.has(trackId) || known.has(trackId)) return;
      asked.add(trackId);
      const record = await (await db)?.get<unknown>('music_loudness', trackId);
      if (record && isMeasure(record.data) && !known.has(trackId)) arrived(trackId, record.data);
    },
    save(trackId, reading) {
      const { integratedLufs, samplePeak, durationSec } = reading;
      if (integratedLufs === null || durationSec < MIN_MEASURED_SECONDS) return false;
      const measure = { integratedLufs, samplePeak };
      if (!isMeasure(measure)) return false;
      arrived(trackId, measure);
      void db.then((open) =>
        open?.put('music_loudness', { id: trackId, data: measure, createTime: now() }),
      );
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
