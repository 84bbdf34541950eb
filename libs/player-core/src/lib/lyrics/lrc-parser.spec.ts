import { parseLrc, splitLyricLines } from './lrc-parser';
import type { LyricLine } from './lyric.types';

const line = (timeMs: number, text: string): LyricLine => ({ timeMs, text });

describe('parseLrc', () => {
  it.each<[string, string, LyricLine[]]>([
    ['[mm:ss.xx]', '[00:04.12]风吹过', [line(4_120, '风吹过')]],
    ['[mm:ss.xxx]', '[01:02.345]abc', [line(62_345, 'abc')]],
    ['[mm:ss]', '[02:03]abc', [line(123_000, 'abc')]],
    ['[m:ss.x]', '[1:02.5]abc', [line(62_500, 'abc')]],
    ['[mm:ss:xx] (colon before the fraction)', '[00:01:50]abc', [line(1_500, 'abc')]],
    ['[mmm:ss.xx] (long songs)', '[100:00.00]end', [line(6_000_000, 'end')]],
    ['a leading zero fraction', '[00:01.05]x', [line(1_050, 'x')]],
    ['text trimmed', '[00:01.00]   padded text   ', [line(1_000, 'padded text')]],
    ['a space after the stamp (credit lines)', '[00:00.00] 作词 : X', [line(0, '作词 : X')]],
    ['an empty text (instrumental break)', '[00:05.00]', [line(5_000, '')]],
    ['a whitespace-only text', '[00:05.00]   ', [line(5_000, '')]],
    ['a bracket later in the text', '[00:01.00]a [b] c', [line(1_000, 'a [b] c')]],
  ])('reads %s', (_name, text, expected) => {
    expect(parseLrc(text)).toEqual(expected);
  });

  it('makes one entry per stamp when a line has several, sorted by time', () => {
    expect(parseLrc('[00:10.00][00:02.00] [00:30.00]chorus\n[00:05.00]verse')).toEqual([
      line(2_000, 'chorus'),
      line(5_000, 'verse'),
      line(10_000, 'chorus'),
      line(30_000, 'chorus'),
    ]);
  });

  it('keeps the source order for equal times (stable sort)', () => {
    expect(parseLrc('[00:03.00]b\n[00:01.00]first\n[00:01.00]second\n[00:01.000]third')).toEqual([
      line(1_000, 'first'),
      line(1_000, 'second'),
      line(1_000, 'third'),
      line(3_000, 'b'),
    ]);
  });

  it.each([
    ['CRLF', '[00:01.00]a\r\n[00:02.00]b\r\n'],
    ['LF', '[00:01.00]a\n[00:02.00]b\n'],
    ['a lone CR', '[00:01.00]a\r[00:02.00]b'],
    ['a byte-order mark', '\uFEFF[00:01.00]a\n[00:02.00]b'],
  ])('splits %s line endings', (_name, text) => {
    expect(parseLrc(text)).toEqual([line(1_000, 'a'), line(2_000, 'b')]);
  });

  it('skips ID tags and blank lines', () => {
    const text =
      '[ar:周杰伦]\n[ti:晴天]\n[al:叶惠美]\n[by:someone]\n[length: 04:29]\n\n  \n[00:01.00]a';
    expect(parseLrc(text)).toEqual([line(1_000, 'a')]);
  });

  it.each<[string, string, LyricLine[]]>([
    ['a positive offset shows lines sooner', '[offset:+500]\n[00:02.00]a', [line(1_500, 'a')]],
    ['a negative offset shows lines later', '[offset:-250]\n[00:02.00]a', [line(2_250, 'a')]],
    ['an unsigned offset', '[offset:100]\n[00:02.00]a', [line(1_900, 'a')]],
    ['an offset tag after the lines', '[00:02.00]a\n[offset:+1000]', [line(1_000, 'a')]],
    ['an offset tag in capitals', '[OFFSET:+1000]\n[00:02.00]a', [line(1_000, 'a')]],
    ['an offset floored at 0', '[offset:+500]\n[00:00.20]a', [line(0, 'a')]],
    ['a malformed offset ignored', '[offset:soon]\n[00:02.00]a', [line(2_000, 'a')]],
    ['the last offset tag wins', '[offset:+100]\n[offset:+200]\n[00:02.00]a', [line(1_800, 'a')]],
  ])('applies the offset tag: %s', (_name, text, expected) => {
    expect(parseLrc(text)).toEqual(expected);
  });

  it.each([
    ['no stamp', 'just text'],
    ['a stamp after the text', 'text[00:01.00]'],
    ['seconds of 60 or more', '[00:60.00]too far'],
    ['a later bad stamp on the line', '[00:01.00][00:99.00]x'],
    ['letters in the stamp', '[aa:bb.cc]x'],
    ['an unclosed stamp', '[00:01.00 x'],
    ['a four-digit fraction', '[00:01.0000]x'],
    ['a negative stamp', '[-00:01.00]x'],
    ['an empty bracket', '[]x'],
    ['an ID tag followed by text', '[ar:x]text'],
  ])('skips a malformed line (%s) and keeps the others', (_name, bad) => {
    expect(parseLrc(`[00:00.50]ok\n${bad}\n[00:02.00]also ok`)).toEqual([
      line(500, 'ok'),
      line(2_000, 'also ok'),
    ]);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['only blank lines', '\n\r\n  \n'],
    ['a non-string at run time', undefined],
    ['a number at run time', 42],
  ])('returns no line for %s', (_name, input) => {
    expect(parseLrc(input as string)).toEqual([]);
  });

  it("reads the simulator's real LRC format, credit lines included", () => {
    expect(
      parseLrc('[00:00.00] 作词 : X\n[00:01.00] 作曲 : Y\n[00:04.12]风吹过安静的街口\n'),
    ).toEqual([line(0, '作词 : X'), line(1_000, '作曲 : Y'), line(4_120, '风吹过安静的街口')]);
  });
});

describe('splitLyricLines', () => {
  it('splits on every line ending and drops a byte-order mark', () => {
    expect(splitLyricLines('\uFEFFa\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
