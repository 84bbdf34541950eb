import type { Song } from '../models/song';
import { albumName, artistNames, type ResolvableSong } from './resolvable-song';

describe('ResolvableSong', () => {
  it('accepts the domain Song as it is', () => {
    const song: Song = {
      id: 1,
      source: 'netease',
      name: 'N',
      artists: [{ id: 2, name: 'A' }],
      album: { id: 3, name: 'Al', picUrl: null },
      picUrl: null,
      durationMs: null,
      privilegeStatus: null,
      mvId: null,
    };
    const resolvable: ResolvableSong = song;
    expect([artistNames(resolvable), albumName(resolvable)]).toEqual([['A'], 'Al']);
  });

  it('reads artists, else ar, and album, else al, dropping blanks', () => {
    expect(
      artistNames({ id: 1, name: 'n', artists: [], ar: [{ name: ' X ' }, { name: ' ' }] }),
    ).toEqual(['X']);
    expect(albumName({ id: 1, name: 'n', album: null, al: { name: ' Y ' } })).toBe('Y');
    expect([artistNames({ id: 1, name: 'n' }), albumName({ id: 1, name: 'n' })]).toEqual([[], '']);
  });
});
