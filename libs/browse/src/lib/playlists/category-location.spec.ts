import type { PlaylistCategory } from '@cadenza/api-client';
import {
  categoryChips,
  categoryLocation,
  groupCategories,
  parseCategory,
} from './category-location';

const params = (search: string) => new URLSearchParams(search);
const category = (name: string, group: number | null, hot = false): PlaylistCategory => ({
  name,
  category: group,
  hot,
});

describe('the square category in the URL', () => {
  it('reads the category; nothing, blank or the "all" names are the whole square', () => {
    expect(parseCategory(params('cat=%E5%8D%8E%E8%AF%AD'))).toBe('华语');
    expect(parseCategory(params('cat=R%26B%2FSoul'))).toBe('R&B/Soul');
    expect(parseCategory(params('cat=%20%E7%94%B5%E5%AD%90%20'))).toBe('电子');
    for (const all of ['', 'cat=', 'cat=%20', 'cat=%E5%85%A8%E9%83%A8', 'cat=全部歌单']) {
      expect([all, parseCategory(params(all))]).toEqual([all, null]);
    }
  });

  it('writes a URL that reads back to the same category', () => {
    expect(categoryLocation(null)).toBe('/list');
    expect(categoryLocation('全部')).toBe('/list');
    expect(categoryLocation('华语')).toBe('/list?cat=%E5%8D%8E%E8%AF%AD');
    for (const name of ['华语', 'R&B/Soul', 'a b', '影视原声']) {
      const url = new URL(categoryLocation(name), 'http://app.test');
      expect(url.pathname).toBe('/list');
      expect(parseCategory(url.searchParams)).toBe(name);
    }
  });
});

describe('the category chips', () => {
  const categories = [
    category('华语', 0, true),
    category('电子', 1),
    category('流行', 1, true),
    category('夜晚', 2),
    category('怀旧', 3, true),
    category('影视原声', 4),
    category('新分类', null),
    category('未知组', 9),
  ];

  it('are the hot tags, plus the chosen category when it is not one of them', () => {
    expect(categoryChips(categories, null)).toEqual(['华语', '流行', '怀旧']);
    expect(categoryChips(categories, '流行')).toEqual(['华语', '流行', '怀旧']);
    expect(categoryChips(categories, '电子')).toEqual(['华语', '流行', '怀旧', '电子']);
  });

  it('list the whole catalogue by group, unknown groups last', () => {
    expect(groupCategories(categories)).toEqual([
      { group: 'language', names: ['华语'] },
      { group: 'style', names: ['电子', '流行'] },
      { group: 'scene', names: ['夜晚'] },
      { group: 'emotion', names: ['怀旧'] },
      { group: 'theme', names: ['影视原声'] },
      { group: null, names: ['新分类', '未知组'] },
    ]);
    expect(groupCategories([category('华语', 0)])).toEqual([
      { group: 'language', names: ['华语'] },
    ]);
  });
});
