import { parseLrc } from './lrc-parser';
import type { LyricLine, LyricSourceDto, Lyrics, LyricTextSource } from './lyric.types';
import { attachTranslationLines, attachTranslations } from './translation';
import { parseYrc } from './yrc-parser';

/**
 * When carrying `tlyric` translations over to `yrc` lines whose times differ from the LRC stamps
 * by more than `TRANSLATION_TOLERANCE_MS`, a line with the same text this close still matches.
 */
export const TEXT_MATCH_WINDOW_MS = 2_000;

/**
 * Builds a song's lyrics from a `/lyric` or `/lyric/new` answer. Word-by-word `yrc` lines are
 * preferred when at least one has timed words; their translation is `ytlrc` when present, else
 * `tlyric` matched to the LRC lines and carried over (by time, then by equal text within
 * {@link TEXT_MATCH_WINDOW_MS}). Otherwise the `lrc` lines with `tlyric` matched by time.
 * `nolyric` needs no special case: such answers carry no lines. Null when there is no line.
 */
export function buildLyrics(dto: LyricSourceDto | null | undefined): Lyrics | null {
  if (dto === null || dto === undefined) return null;
  const lrcLines = attachTranslations(parseLrc(textOf(dto.lrc)), textOf(dto.tlyric));
  const yrcLines = parseYrc(textOf(dto.yrc));
  const useYrc = yrcLines.some((line) => (line.words?.length ?? 0) > 0);
  const lines = useYrc ? translateYrc(yrcLines, lrcLines, textOf(dto.ytlrc)) : lrcLines;
  if (lines.length === 0) return null;
  return {
    lines,
    hasTranslation: lines.some((line) => line.translation !== undefined),
    hasWords: lines.some((line) => (line.words?.length ?? 0) > 0),
  };
}

/**
 * The product entity's `lyric` shape (spec §3): texts with their translations (`trText`, '' when
 * none) and the line times, in seconds as the original client's `lrcTimeArray` holds them.
 */
export interface LyricEntity {
  lrcArray: { text: string; trText: string }[];
  lrcTimeArray: number[];
}

/** Converts built lyrics to the product entity's `lyric` shape. */
export function toLyricEntity(lyrics: Lyrics): LyricEntity {
  return {
    lrcArray: lyrics.lines.map((line) => ({ text: line.text, trText: line.translation ?? '' })),
    lrcTimeArray: lyrics.lines.map((line) => line.timeMs / 1_000),
  };
}

function textOf(source: LyricTextSource | null | undefined): string {
  return typeof source?.lyric === 'string' ? source.lyric : '';
}

function translateYrc(yrcLines: LyricLine[], lrcLines: LyricLine[], ytlrc: string): LyricLine[] {
  if (ytlrc.trim() !== '') {
    const timed = attachTranslations(yrcLines, ytlrc);
    if (timed.some((line) => line.translation !== undefined)) return timed;
  }
  const translated = lrcLines.flatMap((line) =>
    line.translation === undefined ? [] : [{ ...line, translation: line.translation }],
  );
  const byTime = attachTranslationLines(
    yrcLines,
    translated.map((line) => ({ timeMs: line.timeMs, text: line.translation })),
  );
  return byTime.map((line) => {
    if (line.translation !== undefined) return line;
    const match = nearestSameText(translated, line);
    return match === undefined ? line : { ...line, translation: match.translation };
  });
}

function nearestSameText(
  candidates: readonly (LyricLine & { translation: string })[],
  line: LyricLine,
): (LyricLine & { translation: string }) | undefined {
  const text = normalize(line.text);
  if (text === '') return undefined;
  let best: (LyricLine & { translation: string }) | undefined;
  for (const candidate of candidates) {
    const distance = Math.abs(candidate.timeMs - line.timeMs);
    if (distance > TEXT_MATCH_WINDOW_MS || normalize(candidate.text) !== text) continue;
    if (best === undefined || distance < Math.abs(best.timeMs - line.timeMs)) best = candidate;
  }
  return best;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
