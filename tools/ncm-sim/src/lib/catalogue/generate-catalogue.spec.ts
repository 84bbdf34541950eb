import { FREQUENCY_STEP_HZ, generateCatalogue, NO_COPYRIGHT_ARTIST_ID } from './generate-catalogue';

const catalogue = generateCatalogue(1);
const { songs, artists, albums, mvs, bilibili, fixtures } = catalogue;
/** The songs with a steady tone: all but the gapless albums' tracks, whose signal glides. */
const tones = songs.filter((song) => song.gapless === undefined);
const STAMP_LINE = /^\[\d{2}:\d{2}\.\d{2}\]/;

function stampsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => STAMP_LINE.exec(line)?.[0] ?? 'no stamp');
}

describe('generateCatalogue', () => {
  it('is deterministic by seed', () => {
    expect(generateCatalogue(1)).toEqual(catalogue);
    const other = generateCatalogue(2);
    expect(other.seed).toBe(2);
    expect(other.songs.map((song) => song.name)).not.toEqual(songs.map((song) => song.name));
  });

  it('has at least 60 songs, 12 artists and 10 albums, with unique ids and consistent references', () => {
    expect(songs.length).toBeGreaterThanOrEqual(60);
    expect(artists.length).toBeGreaterThanOrEqual(12);
    expect(albums.length).toBeGreaterThanOrEqual(10);
    expect(new Set(songs.map((song) => song.id)).size).toBe(songs.length);
    expect(new Set(artists.map((artist) => artist.id)).size).toBe(artists.length);
    const artistIds = new Set(artists.map((artist) => artist.id));
    for (const song of songs) {
      expect(song.artistIds.every((id) => artistIds.has(id))).toBe(true);
      expect(albums.find((album) => album.id === song.albumId)?.songIds).toContain(song.id);
    }
  });

  it('gives every tone song a distinct frequency, with no two signals (songs, MVs, Bilibili parts) closer than 20 Hz', () => {
    expect(tones.length).toBeGreaterThanOrEqual(60);
    expect(new Set(tones.map((song) => song.frequencyHz)).size).toBe(tones.length);
    const signals = [
      ...tones.map((song) => song.frequencyHz),
      ...mvs.map((mv) => mv.frequencyHz),
      ...bilibili.flatMap((video) => video.pages.map((page) => page.frequencyHz)),
    ].sort((a, b) => a - b);
    expect(mvs.length).toBeGreaterThan(0);
    expect(bilibili.length).toBeGreaterThan(0);
    const gaps = signals.slice(1).map((frequency, i) => frequency - (signals[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(FREQUENCY_STEP_HZ);
    expect(FREQUENCY_STEP_HZ).toBeGreaterThanOrEqual(20);
  });

  it('makes most songs 20–90 s long and a few at least 240 s', () => {
    const short = songs.filter((song) => song.durationMs >= 20_000 && song.durationMs <= 90_000);
    const long = songs.filter((song) => song.durationMs >= 240_000);
    expect(short.length / songs.length).toBeGreaterThanOrEqual(0.9);
    expect(long.length).toBeGreaterThanOrEqual(1);
    expect(long.length).toBeLessThanOrEqual(5);
    expect(short.length + long.length).toBe(songs.length);
    expect(fixtures.longSongIds.every((id) => long.some((song) => song.id === id))).toBe(true);
  });

  it('has a no-copyright song by artist 6452, an artist-6452 song that is NOT no-copyright, and no other no-copyright songs', () => {
    const byArtist = songs.filter((song) => song.artistIds.includes(NO_COPYRIGHT_ARTIST_ID));
    expect(byArtist.some((song) => song.availability === 'no-copyright')).toBe(true);
    expect(byArtist.some((song) => song.availability !== 'no-copyright')).toBe(true);
    const noCopyright = songs.filter((song) => song.availability === 'no-copyright');
    expect(noCopyright.every((song) => song.artistIds.includes(NO_COPYRIGHT_ARTIST_ID))).toBe(true);
    expect(noCopyright.map((song) => song.id)).toContain(fixtures.noCopyrightSongId);
  });

  it('has some AAC (m4a) songs, and trial and unavailable songs the fixtures list', () => {
    const aac = songs.filter((song) => song.format === 'm4a');
    expect(aac.length).toBeGreaterThanOrEqual(1);
    expect(aac.length).toBeLessThan(songs.length / 2);
    expect(fixtures.aacSongIds).toEqual(aac.map((song) => song.id));
    const availabilityOf = (id: number) => songs.find((song) => song.id === id)?.availability;
    expect(fixtures.trialSongIds.length).toBeGreaterThan(0);
    expect(fixtures.trialSongIds.every((id) => availabilityOf(id) === 'trial')).toBe(true);
    expect(fixtures.unavailableSongIds.length).toBeGreaterThan(0);
    expect(fixtures.unavailableSongIds.every((id) => availabilityOf(id) === 'unavailable')).toBe(
      true,
    );
  });

  it('gives most songs LRC lyrics with [mm:ss.xx] stamps on every line, inside the song', () => {
    const withLyrics = songs.filter((song) => song.lyrics !== null);
    expect(withLyrics.length / songs.length).toBeGreaterThanOrEqual(0.8);
    for (const song of withLyrics) {
      const stamps = stampsOf(song.lyrics?.lrc ?? '');
      expect(stamps.length).toBeGreaterThanOrEqual(3);
      expect(stamps).not.toContain('no stamp');
      const lastMs =
        stamps
          .map((stamp) => Number(stamp.slice(1, 3)) * 60_000 + Number(stamp.slice(4, 9)) * 1000)
          .at(-1) ?? 0;
      expect(lastMs).toBeLessThan(song.durationMs);
    }
  });

  it('gives some songs translations whose stamps equal the sung lines’ stamps exactly', () => {
    const translated = songs.filter((song) => song.lyrics?.tlyric);
    expect(translated.length).toBeGreaterThanOrEqual(1);
    expect(translated.length).toBeLessThan(songs.length);
    for (const song of translated) {
      // The LRC starts with two credit lines the translation does not have.
      expect(stampsOf(song.lyrics?.tlyric ?? '')).toEqual(
        stampsOf(song.lyrics?.lrc ?? '').slice(2),
      );
    }
  });

  it('gives some songs word-by-word yrc and a few no lyrics at all, as the fixtures list', () => {
    const yrc = songs.filter((song) => song.lyrics?.yrc);
    expect(yrc.length).toBeGreaterThanOrEqual(1);
    expect(fixtures.yrcSongIds).toEqual(yrc.map((song) => song.id));
    const none = songs.filter((song) => song.lyrics === null);
    // Besides the gapless albums' instrumental tracks, a few.
    const silentTones = none.filter((song) => song.gapless === undefined);
    expect(silentTones.length).toBeGreaterThanOrEqual(1);
    expect(silentTones.length).toBeLessThanOrEqual(tones.length * 0.1);
    expect(none.length - silentTones.length).toBe(songs.length - tones.length);
    expect(fixtures.noLyricSongIds).toEqual(none.map((song) => song.id));
  });

  it('has the fixture users and the 10,000-track playlist', () => {
    const demo = catalogue.users.find((user) => user.userId === fixtures.demoUserId);
    expect(demo).toMatchObject({ phone: fixtures.demoPhone, password: fixtures.demoPassword });
    expect(demo?.vipType).not.toBe(0);
    expect(
      catalogue.users.find((user) => user.userId === fixtures.hiddenRecordsUserId)?.showsPlayRecord,
    ).toBe(false);
    expect(
      catalogue.playlists.find((playlist) => playlist.id === fixtures.bigPlaylistId)?.trackIds,
    ).toHaveLength(10_000);
  });
});
