import type { LyricLine } from './lyric.types';
import {
  attachTranslationLines,
  attachTranslations,
  TRANSLATION_TOLERANCE_MS,
} from './translation';

const line = (timeMs: number, text: string, translation?: string): LyricLine =>
  translation === undefined ? { timeMs, text } : { timeMs, text, translation };

const original: LyricLine[] = [
  line(0, 'credits'),
  line(29_400, '故事的小黄花'),
  line(32_940, '从出生那年就飘着'),
];

describe('attachTranslations', () => {
  it('matches translations stamped exactly like the lines', () => {
    const tlyric =
      '[by:translator]\n[00:29.40]The little yellow flower\r\n[00:32.94]Has been floating\n';
    expect(attachTranslations(original, tlyric)).toEqual([
      line(0, 'credits'),
      line(29_400, '故事的小黄花', 'The little yellow flower'),
      line(32_940, '从出生那年就飘着', 'Has been floating'),
    ]);
  });

  it.each<[string, string, (string | undefined)[]]>([
    ['10 ms earlier (rounding)', '[00:29.39]T', [undefined, 'T', undefined]],
    ['10 ms later (a three-digit stamp)', '[00:29.410]T', [undefined, 'T', undefined]],
    ['3 ms off', '[00:32.943]T', [undefined, undefined, 'T']],
    ['11 ms off: unmatched', '[00:29.411]T', [undefined, undefined, undefined]],
    ['between lines, far from both: unmatched', '[00:31.00]T', [undefined, undefined, undefined]],
    ['after the last line: unmatched', '[05:00.00]T', [undefined, undefined, undefined]],
    ['an empty translation: ignored', '[00:29.40]', [undefined, undefined, undefined]],
    ['a whitespace translation: ignored', '[00:29.40]   ', [undefined, undefined, undefined]],
    ['malformed lines: ignored', 'junk\n[00:29.40]T\n[zz]', [undefined, 'T', undefined]],
  ])('tolerates a translation %s', (_name, tlyric, expected) => {
    expect(attachTranslations(original, tlyric).map((l) => l.translation)).toEqual(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
  ])('returns equal lines for a %s translation', (_name, tlyric) => {
    expect(attachTranslations(original, tlyric)).toEqual(original);
  });

  it('does not change its input', () => {
    const lines = [line(1_000, 'a')];
    const result = attachTranslations(lines, '[00:01.00]A');
    expect(lines).toEqual([line(1_000, 'a')]);
    expect(result).not.toBe(lines);
    expect(result[0]).toEqual(line(1_000, 'a', 'A'));
  });

  it('gives lines sharing a time their translations in order', () => {
    const lines = [line(1_000, 'a'), line(1_000, 'b'), line(1_000, 'c')];
    expect(attachTranslations(lines, '[00:01.00]A\n[00:01.00]B').map((l) => l.translation)).toEqual(
      ['A', 'B', undefined],
    );
  });
});

describe('attachTranslationLines', () => {
  it('matches every exact time before any near one', () => {
    const lines = [line(1_000, 'a'), line(1_008, 'b')];
    // The near translation comes first, yet the exact one keeps line b.
    const result = attachTranslationLines(lines, [
      { timeMs: 1_004, text: 'near' },
      { timeMs: 1_008, text: 'exact' },
    ]);
    expect(result.map((l) => l.translation)).toEqual(['near', 'exact']);
  });

  it('picks the nearest free line, the earlier one on a tie', () => {
    const lines = [line(1_000, 'a'), line(1_010, 'b'), line(1_020, 'c')];
    expect(
      attachTranslationLines(lines, [
        { timeMs: 1_005, text: 'tie' },
        { timeMs: 1_018, text: 'near c' },
      ]).map((l) => l.translation),
    ).toEqual(['tie', undefined, 'near c']);
  });

  it('keeps translations already present and skips those lines', () => {
    const lines = [line(1_000, 'a', 'kept'), line(1_005, 'b')];
    expect(
      attachTranslationLines(lines, [{ timeMs: 1_000, text: 'new' }]).map((l) => l.translation),
    ).toEqual(['kept', 'new']);
  });

  it('tolerates exactly TRANSLATION_TOLERANCE_MS', () => {
    expect(TRANSLATION_TOLERANCE_MS).toBe(10);
    const lines = [line(1_000, 'a')];
    expect(attachTranslationLines(lines, [{ timeMs: 990, text: 'T' }])[0]?.translation).toBe('T');
  });

  it('returns no line for no lines', () => {
    expect(attachTranslationLines([], [{ timeMs: 0, text: 'T' }])).toEqual([]);
  });
});
