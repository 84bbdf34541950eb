import { generateCatalogue, NO_COPYRIGHT_ARTIST_ID } from './generate-catalogue';
import {
  CORPUS_ALBUM_ID_BASE,
  CORPUS_ALBUM_SIZE,
  CORPUS_SONG_ID_BASE,
  SEARCH_CORPUS_SIZE,
  SearchCorpus,
} from './corpus';

const catalogue = generateCatalogue(1);
const artists = catalogue.artists.filter((artist) => artist.id !== NO_COPYRIGHT_ARTIST_ID);
const playable = catalogue.songs.filter((song) => song.availability === 'full');
const corpus = new SearchCorpus(1, artists, playable);
const LAST_ID = CORPUS_SONG_ID_BASE + SEARCH_CORPUS_SIZE - 1;

describe('SearchCorpus', () => {
  it('holds 100,000 songs with contiguous ids', () => {
    expect(SEARCH_CORPUS_SIZE).toBe(100_000);
    expect(corpus.has(CORPUS_SONG_ID_BASE)).toBe(true);
    expect(corpus.has(LAST_ID)).toBe(true);
    expect(corpus.has(CORPUS_SONG_ID_BASE - 1)).toBe(false);
    expect(corpus.has(LAST_ID + 1)).toBe(false);
    expect(corpus.song(LAST_ID + 1)).toBeUndefined();
    expect(corpus.song(catalogue.songs[0]?.id ?? 0)).toBeUndefined();
  });

  it('builds any song by id, playable through a catalogue song’s audio', () => {
    for (const id of [CORPUS_SONG_ID_BASE, CORPUS_SONG_ID_BASE + 54_321, LAST_ID]) {
      const song = corpus.song(id);
      expect(song).toMatchObject({
        id,
        availability: 'full',
        fee: 0,
        albumId: CORPUS_ALBUM_ID_BASE + Math.floor((id - CORPUS_SONG_ID_BASE) / CORPUS_ALBUM_SIZE),
      });
      expect(song?.name).toContain(`#${id - CORPUS_SONG_ID_BASE + 1}`);
      expect(playable).toContain(song?.audioOf);
      expect(song?.frequencyHz).toBe(song?.audioOf.frequencyHz);
      expect(song?.durationMs).toBe(song?.audioOf.durationMs);
      expect(artists.map((artist) => artist.id)).toContain(song?.artistIds[0]);
    }
  });

  it('is deterministic by seed, and another seed names songs differently', () => {
    const again = new SearchCorpus(1, artists, playable);
    const other = new SearchCorpus(2, artists, playable);
    const sample = [0, 1, 777, 99_999].map((index) => CORPUS_SONG_ID_BASE + index);
    expect(sample.map((id) => again.song(id))).toEqual(sample.map((id) => corpus.song(id)));
    expect(sample.map((id) => other.song(id)?.name)).not.toEqual(
      sample.map((id) => corpus.song(id)?.name),
    );
  });

  it('finds songs by name, case-insensitively, in corpus order', () => {
    const target = corpus.song(CORPUS_SONG_ID_BASE + 42_000);
    expect(target).toBeDefined();
    expect(corpus.search(target?.name ?? '')).toEqual([target?.id]);
    const word = (target?.name ?? '').split(' ')[0] ?? '';
    const hits = corpus.search(word.toUpperCase());
    expect(hits).toContain(target?.id);
    expect(hits.length).toBeGreaterThan(1);
    expect([...hits].sort((a, b) => a - b)).toEqual(hits);
    expect(
      hits.every((id) => corpus.song(id)?.name.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
    expect(corpus.search('no such song anywhere')).toEqual([]);
  });

  it('groups ten consecutive songs into a virtual album', () => {
    const album = corpus.album(CORPUS_ALBUM_ID_BASE + 5);
    const firstId = CORPUS_SONG_ID_BASE + 5 * CORPUS_ALBUM_SIZE;
    expect(album?.songIds).toEqual(
      Array.from({ length: CORPUS_ALBUM_SIZE }, (_, i) => firstId + i),
    );
    expect(album?.artistId).toBe(corpus.song(firstId)?.artistIds[0]);
    expect(corpus.song(firstId + 9)?.no).toBe(10);
    expect(
      corpus.album(CORPUS_ALBUM_ID_BASE + SEARCH_CORPUS_SIZE / CORPUS_ALBUM_SIZE),
    ).toBeUndefined();
    expect(corpus.album(CORPUS_ALBUM_ID_BASE - 1)).toBeUndefined();
  });

  it('refuses to build without artists or playable songs', () => {
    expect(() => new SearchCorpus(1, [], playable)).toThrow();
    expect(() => new SearchCorpus(1, artists, [])).toThrow();
  });
});
