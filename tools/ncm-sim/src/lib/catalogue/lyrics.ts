import type { SeededRandom } from '../seeded-random';
import type { SimLyrics } from './catalogue.types';
import { LYRIC_LINES } from './words';

/** What kind of lyrics a song gets. */
export interface LyricPlan {
  credits: { lyricist: string; composer: string };
  translated: boolean;
  wordByWord: boolean;
}

/** `[mm:ss.xx]`, two-digit minutes as the contract requires (§7.8). */
export function formatLrcStamp(ms: number): string {
  const totalCentis = Math.round(ms / 10);
  const minutes = Math.floor(totalCentis / 6000);
  const seconds = Math.floor((totalCentis % 6000) / 100);
  const centis = totalCentis % 100;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(centis)}]`;
}

/**
 * Lyrics timed over a song of `durationMs`: two credit lines, then a sung line every 3–6 s from
 * the first few seconds to shortly before the end. Translations reuse the original stamps exactly,
 * so a client matching by time lines them up; `yrc` splits each sung line into timed characters.
 */
export function generateLyrics(
  random: SeededRandom,
  durationMs: number,
  plan: LyricPlan,
): SimLyrics {
  const lines: { atMs: number; durMs: number; zh: string; en: string }[] = [];
  let atMs = random.int(3_000, 6_000);
  let index = random.int(0, LYRIC_LINES.length - 1);
  while (atMs < durationMs - 2_000) {
    const gap = random.int(3_000, 6_000);
    const [zh, en] = LYRIC_LINES[index % LYRIC_LINES.length] ?? ['', ''];
    lines.push({ atMs, durMs: Math.min(gap - 200, durationMs - atMs), zh, en });
    index += random.int(1, 3);
    atMs += gap;
  }
  const credits = [
    `${formatLrcStamp(0)} 作词 : ${plan.credits.lyricist}`,
    `${formatLrcStamp(1_000)} 作曲 : ${plan.credits.composer}`,
  ];
  const lrc = [
    ...credits,
    ...lines.map((line) => `${formatLrcStamp(line.atMs)}${line.zh}`),
    '',
  ].join('\n');
  const tlyric = plan.translated
    ? [...lines.map((line) => `${formatLrcStamp(line.atMs)}${line.en}`), ''].join('\n')
    : null;
  const yrc = plan.wordByWord ? lines.map(toYrcLine).join('\n') : null;
  return { lrc, tlyric, yrc };
}

function toYrcLine(line: { atMs: number; durMs: number; zh: string }): string {
  const characters = [...line.zh];
  const step = Math.floor(line.durMs / Math.max(characters.length, 1));
  const words = characters
    .map((character, i) => `(${line.atMs + i * step},${step},0)${character}`)
    .join('');
  return `[${line.atMs},${step * characters.length}]${words}`;
}
