import { generateCatalogue } from '../catalogue/generate-catalogue';
import { resolveAltTrack, searchAltSource, sourceHas } from './alt-source-search';

describe('alternative source search', () => {
  const catalogue = generateCatalogue(1);
  const named = (id: number) =>
    catalogue.songs.find((song) => song.id === id) ?? fail(`no song ${id}`);
  const evenSong = catalogue.songs.find(
    (song) => song.id % 2 === 0 && song.id % 3 !== 0 && song.availability !== 'no-copyright',
  );
  const noCopyright = named(catalogue.fixtures.noCopyrightSongId);

  it('covers songs per source: joox even ids, tidal multiples of 3, netease all with audio', () => {
    const song = evenSong ?? fail('no even song');
    expect(sourceHas('joox', song)).toBe(true);
    expect(sourceHas('tidal', song)).toBe(false);
    expect(sourceHas('netease', song)).toBe(true);
    expect(sourceHas('netease', noCopyright)).toBe(false);
  });

  it('finds a song when the query contains its name, case-insensitively, only in sources that have it', () => {
    const song = evenSong ?? fail('no even song');
    const artist =
      catalogue.artists.find((candidate) => candidate.id === song.artistIds[0])?.name ?? '';
    const query = `${song.name.toUpperCase()} ${artist}`;
    expect(searchAltSource(catalogue, 'joox', query, 1, 1)[0]).toMatchObject({
      id: `joox-${song.id}`,
      name: song.name,
      artist: [artist, ...(song.artistIds.length > 1 ? [expect.any(String)] : [])],
      source: 'joox',
    });
    expect(searchAltSource(catalogue, 'tidal', query, 5, 1).map((item) => item.id)).not.toContain(
      `tidal-${song.id}`,
    );
    expect(searchAltSource(catalogue, 'joox', '', 5, 1)).toEqual([]);
  });

  it('puts the best (longest-named) match first and pages with count/pages', () => {
    const playable = catalogue.songs.filter((song) => song.availability !== 'no-copyright');
    const long = playable.find((song) => song.name.includes(' ')) ?? fail('no English-named song');
    const short =
      playable.find((song) => !song.name.includes(' ') && song.name.length < long.name.length) ??
      fail('no short name');
    const query = `${short.name} ${long.name}`;
    expect(searchAltSource(catalogue, 'netease', query, 10, 1).map((item) => item.name)).toEqual([
      long.name,
      short.name,
    ]);
    expect(searchAltSource(catalogue, 'netease', query, 1, 1).map((item) => item.name)).toEqual([
      long.name,
    ]);
    expect(searchAltSource(catalogue, 'netease', query, 1, 2).map((item) => item.name)).toEqual([
      short.name,
    ]);
    expect(searchAltSource(catalogue, 'netease', query, 1, 3)).toEqual([]);
  });

  it('resolves only its own, covered track ids', () => {
    const song = evenSong ?? fail('no even song');
    expect(resolveAltTrack(catalogue, 'joox', `joox-${song.id}`)).toBe(song);
    expect(resolveAltTrack(catalogue, 'tidal', `joox-${song.id}`)).toBeNull();
    expect(resolveAltTrack(catalogue, 'tidal', `tidal-${song.id}`)).toBeNull();
    expect(resolveAltTrack(catalogue, 'netease', `netease-${noCopyright.id}`)).toBeNull();
    expect(resolveAltTrack(catalogue, 'netease', 'netease-x')).toBeNull();
  });
});

function fail(message: string): never {
  throw new Error(message);
}
