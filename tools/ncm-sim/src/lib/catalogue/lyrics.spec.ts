import { createSeededRandom } from '../seeded-random';
import { formatLrcStamp, generateLyrics, type LyricPlan } from './lyrics';

const PLAN: LyricPlan = {
  credits: { lyricist: '词作者', composer: '曲作者' },
  translated: true,
  wordByWord: true,
};
const STAMP = /^\[(\d{2}):(\d{2})\.(\d{2})\]/;

function timedLines(text: string): { ms: number; text: string; stamp: string }[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const match = STAMP.exec(line);
      if (!match) throw new Error(`line without a stamp: ${line}`);
      const [stamp, mm, ss, cc] = match;
      return {
        stamp,
        ms: Number(mm) * 60_000 + Number(ss) * 1000 + Number(cc) * 10,
        text: line.slice(stamp.length),
      };
    });
}

describe('formatLrcStamp', () => {
  it.each([
    [0, '[00:00.00]'],
    [1_000, '[00:01.00]'],
    [61_230, '[01:01.23]'],
    [599_990, '[09:59.99]'],
    [600_000, '[10:00.00]'],
    [59_996, '[01:00.00]'],
    [4_004, '[00:04.00]'],
  ])('formats %i ms as %s (two-digit minutes, centiseconds)', (ms, stamp) => {
    expect(formatLrcStamp(ms)).toBe(stamp);
  });
});

describe('generateLyrics', () => {
  const lyricsFor = (seed: number, durationMs: number, plan: LyricPlan = PLAN) =>
    generateLyrics(createSeededRandom(seed), durationMs, plan);

  it('is deterministic for a seed', () => {
    expect(lyricsFor(7, 60_000)).toEqual(lyricsFor(7, 60_000));
    expect(lyricsFor(7, 60_000).lrc).not.toBe(lyricsFor(8, 60_000).lrc);
  });

  it('opens with the credits, then sung lines 3–6 s apart, from the first seconds to before the end', () => {
    const lines = timedLines(lyricsFor(3, 80_000).lrc);
    expect(lines[0]).toEqual({ stamp: '[00:00.00]', ms: 0, text: ' 作词 : 词作者' });
    expect(lines[1]).toEqual({ stamp: '[00:01.00]', ms: 1_000, text: ' 作曲 : 曲作者' });
    const sung = lines.slice(2);
    expect(sung.length).toBeGreaterThanOrEqual(10);
    expect(sung[0]?.ms).toBeGreaterThanOrEqual(3_000);
    expect(sung[0]?.ms).toBeLessThanOrEqual(6_000);
    sung.slice(1).forEach((line, i) => {
      const gap = line.ms - (sung[i]?.ms ?? 0);
      expect(gap).toBeGreaterThanOrEqual(3_000);
      expect(gap).toBeLessThanOrEqual(6_000);
    });
    expect(sung.at(-1)?.ms).toBeLessThan(80_000 - 2_000);
    expect(sung.every((line) => line.text.length > 0)).toBe(true);
  });

  it('ends the LRC with a newline, as NetEase does', () => {
    expect(lyricsFor(3, 30_000).lrc.endsWith('\n')).toBe(true);
  });

  it('translates with exactly the sung lines’ stamps', () => {
    const lyrics = lyricsFor(5, 45_000);
    const original = timedLines(lyrics.lrc).slice(2);
    const translated = timedLines(lyrics.tlyric ?? '');
    expect(translated.map((line) => line.stamp)).toEqual(original.map((line) => line.stamp));
    expect(translated.map((line) => line.text)).not.toEqual(original.map((line) => line.text));
  });

  it('splits each sung line into timed characters in yrc, starting at the line’s time', () => {
    const lyrics = lyricsFor(5, 45_000);
    const original = timedLines(lyrics.lrc).slice(2);
    const yrc = (lyrics.yrc ?? '').split('\n');
    expect(yrc).toHaveLength(original.length);
    yrc.forEach((line, i) => {
      const head = /^\[(\d+),(\d+)\]/.exec(line);
      expect(head).not.toBeNull();
      const start = Number(head?.[1]);
      expect(Math.abs(start - (original[i]?.ms ?? -1))).toBeLessThanOrEqual(10);
      const words = [...line.matchAll(/\((\d+),(\d+),0\)([^(]+)/g)];
      expect(words.map((word) => word[3]).join('')).toBe(original[i]?.text);
      expect(Number(words[0]?.[1])).toBe(start);
    });
  });

  it('leaves out translation and yrc when the plan says so', () => {
    const lyrics = lyricsFor(5, 45_000, { ...PLAN, translated: false, wordByWord: false });
    expect(lyrics.tlyric).toBeNull();
    expect(lyrics.yrc).toBeNull();
    expect(timedLines(lyrics.lrc).length).toBeGreaterThan(2);
  });
});
