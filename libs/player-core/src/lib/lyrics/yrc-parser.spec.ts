import type { LyricLine } from './lyric.types';
import { parseYrc } from './yrc-parser';

describe('parseYrc', () => {
  it('reads a word-by-word line: absolute word times, text joined', () => {
    expect(parseYrc('[4120,900](4120,300,0)风(4420,300,0)吹(4720,300,0)过')).toEqual([
      {
        timeMs: 4_120,
        text: '风吹过',
        words: [
          { startMs: 4_120, durationMs: 300, text: '风' },
          { startMs: 4_420, durationMs: 300, text: '吹' },
          { startMs: 4_720, durationMs: 300, text: '过' },
        ],
      },
    ]);
  });

  it('keeps the spacing inside words and trims the line text', () => {
    const [line] = parseYrc('[1000,1000](1000,400,0)Hello (1400,600,0)world ');
    expect(line?.text).toBe('Hello world');
    expect(line?.words?.map((word) => word.text)).toEqual(['Hello ', 'world ']);
  });

  it.each<[string, string, LyricLine[]]>([
    [
      'two-number word stamps',
      '[0,500](0,200)a(200,300)b',
      [
        {
          timeMs: 0,
          text: 'ab',
          words: [
            { startMs: 0, durationMs: 200, text: 'a' },
            { startMs: 200, durationMs: 300, text: 'b' },
          ],
        },
      ],
    ],
    [
      'a parenthesis in a word',
      '[0,500](0,200,0)(Oh',
      [{ timeMs: 0, text: '(Oh', words: [{ startMs: 0, durationMs: 200, text: '(Oh' }] }],
    ],
    [
      'a malformed word stamp kept as text',
      '[0,500](0,200,0)a(x,y,0)b',
      [
        {
          timeMs: 0,
          text: 'a(x,y,0)b',
          words: [{ startMs: 0, durationMs: 200, text: 'a(x,y,0)b' }],
        },
      ],
    ],
    [
      'empty words dropped',
      '[0,500](0,100,0)(100,200,0)a',
      [{ timeMs: 0, text: 'a', words: [{ startMs: 100, durationMs: 200, text: 'a' }] }],
    ],
    [
      'text before the first word stamp',
      '[0,500]♪ (0,200,0)a',
      [{ timeMs: 0, text: '♪ a', words: [{ startMs: 0, durationMs: 200, text: 'a' }] }],
    ],
    ['no word stamp: a plain line', '[2000,500]plain', [{ timeMs: 2_000, text: 'plain' }]],
    ['a line stamp only: an empty line', '[2000,500]', [{ timeMs: 2_000, text: '' }]],
  ])('tolerates %s', (_name, text, expected) => {
    expect(parseYrc(text)).toEqual(expected);
  });

  it.each<[string, string, LyricLine[]]>([
    [
      'credits joined from c[].tx',
      '{"t":0,"c":[{"tx":"作曲: "},{"tx":"某人","li":"x","or":"orpheus://y"}]}',
      [{ timeMs: 0, text: '作曲: 某人' }],
    ],
    [
      'non-string tx ignored',
      '{"t":10,"c":[{"tx":"a"},{"tx":5},null,"s",{"li":"x"}]}',
      [{ timeMs: 10, text: 'a' }],
    ],
    ['no text: skipped', '{"t":0,"c":[{"tx":"  "}]}', []],
    ['no c: skipped', '{"t":0}', []],
    ['a non-number t: skipped', '{"t":"0","c":[{"tx":"a"}]}', []],
    ['a negative t: skipped', '{"t":-5,"c":[{"tx":"a"}]}', []],
    ['not JSON: skipped', '{"t":0,"c":[', []],
    ['a JSON non-object: skipped', '{}', []],
  ])('turns a JSON metadata line into a plain line: %s', (_name, text, expected) => {
    expect(parseYrc(text)).toEqual(expected);
  });

  it.each([
    ['no stamp', 'hello'],
    ['an LRC stamp', '[00:01.00]lrc'],
    ['a broken stamp', '[12a,500](0,1,0)x'],
    ['a JSON array', '[1,2,3'],
    ['JSON null', 'null'],
  ])('skips a malformed line (%s)', (_name, bad) => {
    expect(parseYrc(`${bad}\n[500,100](500,100,0)ok`)).toEqual([
      { timeMs: 500, text: 'ok', words: [{ startMs: 500, durationMs: 100, text: 'ok' }] },
    ]);
  });

  it('sorts by time (stable), metadata included, over CRLF and blank lines', () => {
    const text = [
      '[5000,100](5000,100,0)late',
      '',
      '{"t":1000,"c":[{"tx":"作词: 某人"}]}',
      '[1000,100](1000,100,0)same',
      '   ',
    ].join('\r\n');
    expect(parseYrc(text).map((line) => [line.timeMs, line.text])).toEqual([
      [1_000, '作词: 某人'],
      [1_000, 'same'],
      [5_000, 'late'],
    ]);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['a non-string at run time', null],
  ])('returns no line for %s', (_name, input) => {
    expect(parseYrc(input as string)).toEqual([]);
  });

  it("reads the simulator's yrc format", () => {
    const [line] = parseYrc('[4120,3600](4120,400,0)风(4520,400,0)吹');
    expect(line).toMatchObject({ timeMs: 4_120, text: '风吹' });
    expect(line?.words).toHaveLength(2);
  });
});
