import { buildSong } from '../testing/song.builders';
import { isNoCopyright } from './copyright';

describe('isNoCopyright', () => {
  it('flags artist 6452 with privilege status -200', () => {
    expect(isNoCopyright(buildSong({ ar: [{ id: 6452 }], privilege: { st: -200 } }))).toBe(true);
  });

  it('reads the older `artists` song shape too', () => {
    expect(isNoCopyright({ artists: [{ id: 6452 }], privilege: { st: -200 } })).toBe(true);
  });

  it.each([
    ['the artist alone', { ar: [{ id: 6452 }], privilege: { st: 0 } }],
    ['the status alone', { ar: [{ id: 7 }], privilege: { st: -200 } }],
    ['no privilege', { ar: [{ id: 6452 }], privilege: null }],
    ['no artists', { privilege: { st: -200 } }],
  ])('does not flag %s', (_case, song) => {
    expect(isNoCopyright(song)).toBe(false);
  });

  it('flags the song when the artist is any of several', () => {
    expect(isNoCopyright({ ar: [{ id: 1 }, { id: 6452 }], privilege: { st: -200 } })).toBe(true);
  });
});
