import { attachTranslations, parseLrc } from '@cadenza/player-core';

/** `[mm:ss.xx]`, the stamp LRC players read. */
function stamp(timeMs: number): string {
  const centiseconds = Math.floor(timeMs / 10);
  const minutes = Math.floor(centiseconds / 6000);
  const seconds = Math.floor((centiseconds % 6000) / 100);
  const fraction = centiseconds % 100;
  const two = (value: number) => String(value).padStart(2, '0');
  return `[${two(minutes)}:${two(seconds)}.${two(fraction)}]`;
}

/**
 * The lyrics for the file's tag: LRC lines in time order, each translated line followed by its
 * translation under the same stamp (the bilingual LRC that players show as two lines). LRC
 * without stamps is kept as it is; no lyrics at all gives null.
 */
export function lyricsForTag(lyric: { lrc: string; tlyric: string | null } | null): string | null {
  if (!lyric || lyric.lrc.trim() === '') return null;
  const lines = attachTranslations(parseLrc(lyric.lrc), lyric.tlyric);
  if (lines.length === 0) return lyric.lrc.trim();
  return lines
    .flatMap((line) => {
      const at = stamp(line.timeMs);
      const translation = line.translation?.trim();
      return translation ? [`${at}${line.text}`, `${at}${translation}`] : [`${at}${line.text}`];
    })
    .join('\n');
}
