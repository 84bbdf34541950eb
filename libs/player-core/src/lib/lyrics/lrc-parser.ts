import type { LyricLine } from './lyric.types';

/** A leading `[mm:ss]`, `[mm:ss.x]`, `[mm:ss.xx]` or `[mm:ss.xxx]` stamp (`:` before the fraction is tolerated). */
const TIME_STAMP = /^\[(\d+):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
/** A whole-line ID tag such as `[ar:…]`, `[ti:…]`, `[by:…]` or `[offset:+500]`. */
const ID_TAG = /^\[([A-Za-z#][\w-]*):([^\]]*)\]$/;
const OFFSET_VALUE = /^[+-]?\d+$/;

type ParsedLrcLine =
  | { kind: 'lyric'; stampsMs: number[]; text: string }
  | { kind: 'tag'; name: string; value: string };

/** Splits text into lines on CRLF, LF or a lone CR, dropping a byte-order mark. */
export function splitLyricLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/**
 * Parses LRC text into lines sorted by time (stable for equal times). Accepts `[mm:ss.xx]`,
 * `[mm:ss.xxx]`, `[mm:ss]` and `[m:ss.x]`; a line with several leading stamps yields one entry
 * per stamp. ID tags (`[ar:…]`, `[ti:…]`, …) are skipped, except `[offset:±ms]`, which shifts
 * every time the LRC way: a positive offset makes lines appear sooner (time − offset, floored at
 * 0), wherever the tag stands. Blank and malformed lines (no leading stamp, seconds ≥ 60) are
 * skipped; a stamp with no text is kept as an empty line (an instrumental break). Never throws.
 */
export function parseLrc(text: string): LyricLine[] {
  if (typeof text !== 'string') return [];
  let offsetMs = 0;
  const entries: { stampMs: number; text: string }[] = [];
  for (const raw of splitLyricLines(text)) {
    const parsed = parseLrcLine(raw.trim());
    if (parsed === null) continue;
    if (parsed.kind === 'tag') {
      if (parsed.name.toLowerCase() === 'offset' && OFFSET_VALUE.test(parsed.value.trim())) {
        offsetMs = Number(parsed.value.trim());
      }
      continue;
    }
    for (const stampMs of parsed.stampsMs) entries.push({ stampMs, text: parsed.text });
  }
  return entries
    .map((entry) => ({ timeMs: Math.max(0, entry.stampMs - offsetMs), text: entry.text }))
    .sort((a, b) => a.timeMs - b.timeMs);
}

/** Parses one trimmed line: its leading stamps and text, an ID tag, or null (blank or malformed). */
function parseLrcLine(line: string): ParsedLrcLine | null {
  if (line === '') return null;
  const stampsMs: number[] = [];
  let rest = line;
  let match = TIME_STAMP.exec(rest);
  while (match !== null) {
    const stampMs = stampToMs(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    if (stampMs === null) return null;
    stampsMs.push(stampMs);
    rest = rest.slice(match[0].length).trimStart();
    match = TIME_STAMP.exec(rest);
  }
  if (stampsMs.length > 0) return { kind: 'lyric', stampsMs, text: rest.trim() };
  const tag = ID_TAG.exec(line);
  return tag === null ? null : { kind: 'tag', name: tag[1] ?? '', value: tag[2] ?? '' };
}

/** `mm`, `ss` and an optional 1–3 digit fraction (`5` = 500 ms, `05` = 50 ms) to milliseconds. */
function stampToMs(minutes: string, seconds: string, fraction: string): number | null {
  const secondsValue = Number(seconds);
  if (secondsValue >= 60) return null;
  const fractionMs = fraction === '' ? 0 : Number(fraction.padEnd(3, '0'));
  return Number(minutes) * 60_000 + secondsValue * 1_000 + fractionMs;
}
