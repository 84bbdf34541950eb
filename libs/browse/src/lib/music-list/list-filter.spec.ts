import type { Song } from '@cadenza/api-client';
import { filterSongs, normalizeQuery } from './list-filter';

const song = (id: number, name: string, artists: string[], album: string): Song => ({
  id,
  source: 'netease',
  name,
  artists: artists.map((artist, index) => ({ id: index + 1, name: artist })),
  album: { id: 1, name: album, picUrl: null },
  picUrl: null,
  durationMs: 1000,
  privilegeStatus: 0,
  mvId: null,
});

const SONGS = [
  song(1, 'Velvet Skies', ['夏至未至'], '远方 Vol.1'),
  song(2, '灯火星河', ['林间信号', 'Mira Vale'], 'Neon Road'),
  song(3, 'Electric Rain', ['山谷回声'], 'Velvet Hours'),
];

describe('filter within a list', () => {
  it('matches the name, any artist or the album, case- and width-blind, in list order', () => {
    expect(filterSongs(SONGS, 'velvet').map((s) => s.id)).toEqual([1, 3]);
    expect(filterSongs(SONGS, 'mira').map((s) => s.id)).toEqual([2]);
    expect(filterSongs(SONGS, '远方').map((s) => s.id)).toEqual([1]);
    expect(filterSongs(SONGS, 'ＲＡＩＮ').map((s) => s.id)).toEqual([3]);
    expect(filterSongs(SONGS, 'nothing like it')).toEqual([]);
  });

  it('keeps the same list for an empty or blank query', () => {
    expect(filterSongs(SONGS, '')).toBe(SONGS);
    expect(filterSongs(SONGS, '   ')).toBe(SONGS);
    expect(normalizeQuery('  Ｖelvet ')).toBe('velvet');
  });
});
