import { parseLrc } from './lrc-parser';
import type { LyricLine } from './lyric.types';
import { lowerBoundByTime } from './time-search';

/** A translation this close in time to a line still matches it (stamps rounded differently). */
export const TRANSLATION_TOLERANCE_MS = 10;

/** A translated text and the time it is stamped at. */
export interface TimedTranslation {
  timeMs: number;
  text: string;
}

/**
 * Attaches the translation LRC (`tlyric`) to `lines` (sorted by time) by time; see
 * {@link attachTranslationLines}. Returns new lines; the input is not changed.
 */
export function attachTranslations(
  lines: readonly LyricLine[],
  translationText: string | null | undefined,
): LyricLine[] {
  const translations = typeof translationText === 'string' ? parseLrc(translationText) : [];
  return attachTranslationLines(
    lines,
    translations.map((line) => ({ timeMs: line.timeMs, text: line.text })),
  );
}

/**
 * Matches each translation to one line of `lines` (sorted by time): first every translation
 * stamped at exactly a line's time, then the rest to the nearest line at most
 * {@link TRANSLATION_TOLERANCE_MS} away (the earlier one on a tie). Each line takes one
 * translation (in order, when several lines share a time); lines that already have one keep it.
 * Empty and unmatched translations are ignored. Returns new lines; the input is not changed.
 */
export function attachTranslationLines(
  lines: readonly LyricLine[],
  translations: readonly TimedTranslation[],
): LyricLine[] {
  const result = lines.slice();
  const taken = lines.map((line) => line.translation !== undefined);
  const assign = (index: number, text: string): void => {
    const line = result[index];
    if (line === undefined) return;
    result[index] = { ...line, translation: text };
    taken[index] = true;
  };
  const pending: TimedTranslation[] = [];
  for (const translation of translations) {
    if (translation.text.trim() === '') continue;
    const index = findFreeExact(lines, taken, translation.timeMs);
    if (index === -1) pending.push(translation);
    else assign(index, translation.text);
  }
  for (const translation of pending) {
    const index = findFreeNearest(lines, taken, translation.timeMs);
    if (index !== -1) assign(index, translation.text);
  }
  return result;
}

function findFreeExact(lines: readonly LyricLine[], taken: boolean[], timeMs: number): number {
  for (let index = lowerBoundByTime(lines, timeMs); index < lines.length; index += 1) {
    if (lines[index]?.timeMs !== timeMs) return -1;
    if (!taken[index]) return index;
  }
  return -1;
}

function findFreeNearest(lines: readonly LyricLine[], taken: boolean[], timeMs: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  let index = lowerBoundByTime(lines, timeMs - TRANSLATION_TOLERANCE_MS);
  for (; index < lines.length; index += 1) {
    const lineTime = lines[index]?.timeMs ?? Number.POSITIVE_INFINITY;
    if (lineTime > timeMs + TRANSLATION_TOLERANCE_MS) break;
    const distance = Math.abs(lineTime - timeMs);
    if (!taken[index] && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best;
}
