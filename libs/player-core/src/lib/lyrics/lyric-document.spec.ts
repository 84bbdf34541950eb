import { buildLyrics, TEXT_MATCH_WINDOW_MS, toLyricEntity } from './lyric-document';
import type { LyricSourceDto } from './lyric.types';

const SIM_LRC = '[00:00.00] 作词 : X\n[00:01.00] 作曲 : Y\n[00:04.12]风吹过安静的街口\n';

describe('buildLyrics', () => {
  it.each<[string, LyricSourceDto | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['an empty answer', {}],
    ['nolyric', { nolyric: true }],
    ['an empty lrc', { lrc: { lyric: '' }, tlyric: { lyric: '' } }],
    ['only ID tags', { lrc: { lyric: '[ar:x]\n[ti:y]\n' } }],
    ['a null lrc document', { lrc: null, tlyric: null, yrc: null }],
    ['a missing lyric string', { lrc: {} }],
    ['only a translation', { tlyric: { lyric: '[00:01.00]T' } }],
  ])('is null for %s', (_name, dto) => {
    expect(buildLyrics(dto)).toBeNull();
  });

  it('builds the simulator’s LRC with its translation', () => {
    // A whole `/lyric` answer fits: extra fields are ignored.
    const answer = {
      code: 200,
      sgc: false,
      lrc: { version: 17, lyric: SIM_LRC },
      klyric: { version: 0, lyric: '' },
      tlyric: { version: 3, lyric: '[00:04.12]The wind blows past the quiet corner\n' },
    };
    const lyrics = buildLyrics(answer);
    expect(lyrics).toEqual({
      lines: [
        { timeMs: 0, text: '作词 : X' },
        { timeMs: 1_000, text: '作曲 : Y' },
        {
          timeMs: 4_120,
          text: '风吹过安静的街口',
          translation: 'The wind blows past the quiet corner',
        },
      ],
      hasTranslation: true,
      hasWords: false,
    });
  });

  it('builds LRC without a translation', () => {
    expect(buildLyrics({ lrc: { lyric: SIM_LRC } })).toMatchObject({
      hasTranslation: false,
      hasWords: false,
    });
  });

  it('prefers yrc timing and words, carrying tlyric translations over by time', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: '[00:00.00] 作词 : X\n[00:04.12]风吹\n[00:09.00]过\n' },
      tlyric: { lyric: '[00:04.12]Wind blows\n[00:09.00]Past\n' },
      yrc: {
        lyric:
          '{"t":0,"c":[{"tx":"作词: "},{"tx":"X"}]}\n' +
          '[4123,800](4123,400,0)风(4523,400,0)吹\n' +
          '[9004,300](9004,300,0)过\n',
      },
    });
    expect(lyrics?.hasWords).toBe(true);
    expect(lyrics?.hasTranslation).toBe(true);
    expect(lyrics?.lines.map((line) => [line.timeMs, line.text, line.translation])).toEqual([
      [0, '作词: X', undefined],
      [4_123, '风吹', 'Wind blows'],
      [9_004, '过', 'Past'],
    ]);
    expect(lyrics?.lines[1]?.words).toHaveLength(2);
  });

  it('carries a translation to a yrc line with the same text when the times differ more', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: '[00:04.00]Hello world\n[00:08.00]Again\n[00:30.00]Far\n' },
      tlyric: { lyric: '[00:04.00]你好世界\n[00:08.00]再来\n[00:30.00]远\n' },
      yrc: {
        lyric:
          '[4300,500](4300,250,0)Hello (4550,250,0)world\n' +
          '[7600,500](7600,500,0)Different\n' +
          `[${30_000 + TEXT_MATCH_WINDOW_MS + 1},100](32001,100,0)Far\n` +
          '[40000,100](40000,100,0)\n',
      },
    });
    expect(lyrics?.lines.map((line) => line.translation)).toEqual([
      '你好世界',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('uses ytlrc for yrc lines when present', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: '[00:04.00]风\n' },
      tlyric: { lyric: '[00:04.00]from tlyric\n' },
      yrc: { lyric: '[4321,100](4321,100,0)风\n' },
      ytlrc: { lyric: '[00:04.321]from ytlrc\n' },
    });
    expect(lyrics?.lines[0]?.translation).toBe('from ytlrc');
  });

  it('falls back to tlyric when ytlrc matches nothing', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: '[00:04.32]风\n' },
      tlyric: { lyric: '[00:04.32]from tlyric\n' },
      yrc: { lyric: '[4321,100](4321,100,0)风\n' },
      ytlrc: { lyric: '[01:00.00]nothing here\n' },
    });
    expect(lyrics?.lines[0]?.translation).toBe('from tlyric');
  });

  it('keeps the LRC lines when the yrc has no timed words', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: SIM_LRC },
      yrc: { lyric: '{"t":0,"c":[{"tx":"credits"}]}\n[1000,100]plain\njunk' },
    });
    expect(lyrics?.hasWords).toBe(false);
    expect(lyrics?.lines.map((line) => line.text)).toEqual([
      '作词 : X',
      '作曲 : Y',
      '风吹过安静的街口',
    ]);
  });

  it('builds from yrc alone', () => {
    expect(buildLyrics({ yrc: { lyric: '[0,100](0,100,0)a' } })).toEqual({
      lines: [{ timeMs: 0, text: 'a', words: [{ startMs: 0, durationMs: 100, text: 'a' }] }],
      hasTranslation: false,
      hasWords: true,
    });
  });

  it('keeps an instrumental break and an lrc that nolyric contradicts', () => {
    expect(
      buildLyrics({ nolyric: true, lrc: { lyric: '[00:00.00]纯音乐，请欣赏\n[00:10.00]' } })?.lines,
    ).toEqual([
      { timeMs: 0, text: '纯音乐，请欣赏' },
      { timeMs: 10_000, text: '' },
    ]);
  });
});

describe('toLyricEntity', () => {
  it('gives the product entity’s lrcArray (text, trText) and lrcTimeArray in seconds', () => {
    const lyrics = buildLyrics({
      lrc: { lyric: SIM_LRC },
      tlyric: { lyric: '[00:04.12]Wind' },
    });
    expect(lyrics && toLyricEntity(lyrics)).toEqual({
      lrcArray: [
        { text: '作词 : X', trText: '' },
        { text: '作曲 : Y', trText: '' },
        { text: '风吹过安静的街口', trText: 'Wind' },
      ],
      lrcTimeArray: [0, 1, 4.12],
    });
  });
});
