import { lyricsForTag } from './lyrics-text';

describe('lyricsForTag', () => {
  it('puts each translation under its line, with the same stamp', () => {
    expect(
      lyricsForTag({
        lrc: '[ti:Song]\n[00:12.30]Line one\n[01:02.05]Line two\n[01:30.00]',
        tlyric: '[00:12.30]第一行\n[01:02.05]第二行',
      }),
    ).toBe(
      [
        '[00:12.30]Line one',
        '[00:12.30]第一行',
        '[01:02.05]Line two',
        '[01:02.05]第二行',
        '[01:30.00]',
      ].join('\n'),
    );
  });

  it('keeps lyrics without stamps as they are and gives null for none', () => {
    expect(lyricsForTag({ lrc: 'plain words\nmore words', tlyric: null })).toBe(
      'plain words\nmore words',
    );
    expect(lyricsForTag({ lrc: '  ', tlyric: '[00:01.00]x' })).toBeNull();
    expect(lyricsForTag(null)).toBeNull();
  });
});
