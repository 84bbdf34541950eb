import { STORAGE_KEYS } from '@cadenza/settings';
import type { KeyValueStorage } from '@cadenza/ports';
import { readJson } from '../ports/read-json';
import {
  EQ_DEFAULT_GAIN_DB,
  EQ_FREQUENCIES,
  EQ_GAIN_LIMIT_DB,
  clampGain,
  flatGains,
  isEqFrequency,
  type EqFrequency,
  type EqGains,
} from './equalizer-bands';
import { isEqPresetName, matchPreset, presetGains, type EqPresetName } from './equalizer-presets';
import type { EqualizerState } from './equalizer-model';

/** The storage keys of the reference product (owned by `@cadenza/settings`). */
export const EQ_STORAGE_KEYS = {
  /** JSON object frequency → gain in dB, e.g. `{"31":0,"62":0,…,"16000":0}`. */
  settings: STORAGE_KEYS.eqSettings,
  /** JSON boolean. */
  bypass: STORAGE_KEYS.eqBypass,
  /** The preset name as a plain string (a JSON-quoted name is read as well). */
  preset: STORAGE_KEYS.currentPreset,
} as const;

/** A loaded state and what was wrong with the stored values (empty when all was well). */
export interface LoadedEqualizer {
  readonly state: EqualizerState;
  readonly problems: string[];
}

const KEY = EQ_STORAGE_KEYS;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** A stored gain: a finite number or a numeric string, else null. */
function parseGain(value: unknown): number | null {
  const gain = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof gain === 'number' && Number.isFinite(gain) ? gain : null;
}

/**
 * Reads `eqSettings`: keys may be written `"31"`, `"31.0"` and so on (anything whose number is a
 * band frequency); a missing band is 0 dB, a non-numeric gain is 0 dB with a problem, an
 * out-of-range gain is clamped with a problem, an unknown key is ignored with a problem.
 * `null` when the key is absent or unusable as a whole.
 */
function loadGains(storage: KeyValueStorage, problems: string[]): EqGains | null {
  const read = readJson(storage, KEY.settings, isPlainObject, null);
  if (read.problem !== null) problems.push(read.problem);
  if (read.value === null) return null;
  const gains: Record<EqFrequency, number> = { ...flatGains() };
  for (const [key, stored] of Object.entries(read.value)) {
    const frequency = Number(key);
    if (key.trim() === '' || !isEqFrequency(frequency)) {
      problems.push(`${KEY.settings}: unknown band ${JSON.stringify(key)} ignored`);
      continue;
    }
    const gain = parseGain(stored);
    if (gain === null) {
      problems.push(`${KEY.settings}: gain of ${frequency} Hz is not a number, 0 dB used`);
      gains[frequency] = EQ_DEFAULT_GAIN_DB;
    } else {
      gains[frequency] = clampGain(gain);
      if (gains[frequency] !== gain) {
        problems.push(
          `${KEY.settings}: gain of ${frequency} Hz out of range ±${EQ_GAIN_LIMIT_DB} dB, clamped`,
        );
      }
    }
  }
  return gains;
}

/** Reads `currentPreset`: a plain name, or a JSON-quoted one; `null` when absent or unknown. */
function loadPresetName(storage: KeyValueStorage, problems: string[]): EqPresetName | null {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY.preset);
  } catch (error) {
    problems.push(`${KEY.preset}: storage unavailable (${String(error)})`);
    return null;
  }
  if (raw === null) return null;
  const name = raw.startsWith('"') ? unquote(raw) : raw.trim();
  if (isEqPresetName(name)) return name;
  problems.push(`${KEY.preset}: unknown preset ${JSON.stringify(raw)}, ignored`);
  return null;
}

function unquote(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * The stored preset, checked against the gains: a fixed preset whose curve the gains do not
 * equal is replaced by the preset they do match (usually `custom`), with a problem.
 */
function reconcilePreset(
  stored: EqPresetName | null,
  gains: EqGains,
  problems: string[],
): EqPresetName {
  const matched = matchPreset(gains);
  if (stored === null || stored === 'custom' || stored === matched) return stored ?? matched;
  problems.push(`${KEY.preset}: "${stored}" does not match ${KEY.settings}, "${matched}" used`);
  return matched;
}

/**
 * Loads the equalizer from `eqSettings`, `eqBypass` and `currentPreset`. Never throws: each
 * corrupt or unknown value falls back to its default (flat gains, bypass off) with a message in
 * `problems`. When `eqSettings` is absent or unusable but a fixed preset is stored, that preset's
 * curve is used.
 */
export function loadEqualizer(storage: KeyValueStorage): LoadedEqualizer {
  const problems: string[] = [];
  const storedGains = loadGains(storage, problems);
  const bypass = readJson(storage, KEY.bypass, isBoolean, false);
  if (bypass.problem !== null) problems.push(bypass.problem);
  const storedPreset = loadPresetName(storage, problems);
  if (storedGains === null) {
    // No usable curve: a fixed preset's name is enough to restore it; a custom curve is lost.
    const gains =
      storedPreset === null || storedPreset === 'custom' ? flatGains() : presetGains(storedPreset);
    return { state: { gains, bypass: bypass.value, preset: matchPreset(gains) }, problems };
  }
  const preset = reconcilePreset(storedPreset, storedGains, problems);
  return { state: { gains: storedGains, bypass: bypass.value, preset }, problems };
}

function serialiseGains(gains: EqGains): string {
  return JSON.stringify(
    Object.fromEntries(EQ_FREQUENCIES.map((frequency) => [String(frequency), gains[frequency]])),
  );
}

/**
 * Writes the three keys. Storage failures (quota, private mode) are caught: each failed key is a
 * message in the returned list, empty when everything was written.
 */
export function saveEqualizer(storage: KeyValueStorage, state: EqualizerState): string[] {
  const entries: ReadonlyArray<readonly [string, string]> = [
    [KEY.settings, serialiseGains(state.gains)],
    [KEY.bypass, JSON.stringify(state.bypass)],
    [KEY.preset, state.preset],
  ];
  const problems: string[] = [];
  for (const [key, value] of entries) {
    try {
      storage.setItem(key, value);
    } catch (error) {
      problems.push(`${key}: not saved (${String(error)})`);
    }
  }
  return problems;
}
