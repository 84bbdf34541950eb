import type { Lyric } from '@cadenza/api-client';
import { lyricsFrom } from './lyrics-from';

const base: Lyric = { lrc: '', tlyric: null, yrc: null, ytlrc: null, noLyric: false };

describe('lyricsFrom', () => {
  it('builds LRC lines with their translations', () => {
    const lyrics = lyricsFrom({
      ...base,
      lrc: '[00:01.00]风吹过\n[00:03.50]街口',
      tlyric: '[00:01.00]The wind\n[00:03.50]The corner',
    });
    expect(lyrics?.lines.map((line) => [line.timeMs, line.text, line.translation])).toEqual([
      [1000, '风吹过', 'The wind'],
      [3500, '街口', 'The corner'],
    ]);
    expect(lyrics?.hasWords).toBe(false);
  });

  it('prefers word-by-word lines when the song has them', () => {
    const lyrics = lyricsFrom({
      ...base,
      lrc: '[00:01.00]风吹',
      yrc: '[1000,800](1000,400,0)风(1400,400,0)吹',
    });
    expect(lyrics?.hasWords).toBe(true);
    expect(lyrics?.lines[0]?.words?.map((word) => [word.startMs, word.text])).toEqual([
      [1000, '风'],
      [1400, '吹'],
    ]);
  });

  it('has none for an instrumental or an empty answer', () => {
    expect(lyricsFrom({ ...base, noLyric: true })).toBeNull();
    expect(lyricsFrom(base)).toBeNull();
  });
});
