import { musicListPath, needsId, parseMusicListQuery } from './music-list-location';

const parse = (id: string | undefined, search = '') =>
  parseMusicListQuery(id, new URLSearchParams(search));

describe('music list URLs', () => {
  it('reads the scheme the other screens link with', () => {
    expect(parse('42')).toEqual({ type: 'playlist', id: 42 });
    expect(parse('7000001', 'type=toplist')).toEqual({ type: 'toplist', id: 7000001 });
    expect(parse('9', 'type=album')).toEqual({ type: 'album', id: 9 });
    expect(parse(undefined, 'type=dailyRecommend')).toEqual({
      type: 'dailyRecommend',
      id: undefined,
    });
    expect(parse('3', 'type=radio')).toEqual({ type: 'radio', id: 3 });
  });

  it('takes no id that is not a positive integer', () => {
    expect(parse('abc').id).toBeUndefined();
    expect(parse('0').id).toBeUndefined();
    expect(parse('1.5').id).toBeUndefined();
    expect(needsId('playlist')).toBe(true);
    expect(needsId('dailyRecommend')).toBe(false);
  });

  it('writes the same scheme back', () => {
    expect(musicListPath({ type: 'playlist', id: 42 })).toBe('/music-list/42');
    expect(musicListPath({ type: 'album', id: 9 })).toBe('/music-list/9?type=album');
    expect(musicListPath({ type: 'dailyRecommend', id: undefined })).toBe(
      '/music-list?type=dailyRecommend',
    );
  });
});
