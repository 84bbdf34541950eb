import { splitLyricLines } from './lrc-parser';
import type { LyricLine, LyricWord } from './lyric.types';

/** `[lineStartMs,lineDurationMs]` at the start of a word-by-word line. */
const LINE_STAMP = /^\[(\d+),(\d+)\]/;
/** `(wordStartMs,wordDurationMs,0)` before each word; the third number is optional and unused. */
const WORD_STAMP = /\((\d+),(\d+)(?:,-?\d+)?\)/g;

/**
 * Parses word-by-word (`yrc`) lyrics: lines `[startMs,durMs](wordStartMs,wordDurMs,0)word…`,
 * all times absolute milliseconds. The line text is its words joined (trimmed); words keep their
 * own spacing, and empty words are dropped. A line without word stamps is kept as plain text.
 *
 * JSON metadata lines (`{"t":0,"c":[{"tx":"作曲: "},{"tx":"某人"}]}`) become plain lines at
 * `t` with the `c[].tx` texts joined, so credits show just as the LRC credit lines do; those
 * without text are skipped. Blank and malformed lines are skipped. Sorted by time (stable).
 * Never throws.
 */
export function parseYrc(text: string): LyricLine[] {
  if (typeof text !== 'string') return [];
  const lines: LyricLine[] = [];
  for (const raw of splitLyricLines(text)) {
    // Only the start is trimmed: a last word keeps its trailing space, as the others do.
    const trimmed = raw.trimStart();
    const line = trimmed.startsWith('{') ? parseMetadataLine(trimmed) : parseWordLine(trimmed);
    if (line !== null) lines.push(line);
  }
  return lines.sort((a, b) => a.timeMs - b.timeMs);
}

function parseWordLine(line: string): LyricLine | null {
  const stamp = LINE_STAMP.exec(line);
  if (stamp === null) return null;
  const body = line.slice(stamp[0].length);
  const stamps = [...body.matchAll(WORD_STAMP)];
  const words: LyricWord[] = [];
  stamps.forEach((match, index) => {
    const start = match.index + match[0].length;
    const end = stamps[index + 1]?.index ?? body.length;
    const wordText = body.slice(start, end);
    if (wordText === '') return;
    words.push({ startMs: Number(match[1]), durationMs: Number(match[2]), text: wordText });
  });
  const prefix = body.slice(0, stamps[0]?.index ?? body.length);
  const text = (prefix + words.map((word) => word.text).join('')).trim();
  const timeMs = Number(stamp[1]);
  return words.length > 0 ? { timeMs, text, words } : { timeMs, text };
}

function parseMetadataLine(line: string): LyricLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { t, c } = value as { t?: unknown; c?: unknown };
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || !Array.isArray(c)) return null;
  const text = c
    .map((part: unknown) => {
      const tx: unknown = typeof part === 'object' && part !== null ? Reflect.get(part, 'tx') : '';
      return typeof tx === 'string' ? tx : '';
    })
    .join('')
    .trim();
  return text === '' ? null : { timeMs: t, text };
}
