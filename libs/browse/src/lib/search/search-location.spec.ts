import { parseSearchQuery, searchLocation } from './search-location';

describe('search location', () => {
  it('round-trips keyword and type through the URL, CJK and spaces included', () => {
    const url = searchLocation({ keyword: ' 风起 微光 ', type: 1000 });
    expect(url).toBe('/search?keyword=%E9%A3%8E%E8%B5%B7+%E5%BE%AE%E5%85%89&type=1000');
    expect(parseSearchQuery(new URL(url, 'http://x').searchParams)).toEqual({
      keyword: '风起 微光',
      type: 1000,
    });
  });

  it.each(['', '7', 'song', '2001'])('reads type %p as songs', (type) => {
    expect(parseSearchQuery(new URLSearchParams({ keyword: 'a', type })).type).toBe(1);
  });

  it('has no keyword when none is given', () => {
    expect(parseSearchQuery(new URLSearchParams())).toEqual({ keyword: '', type: 1 });
  });
});
