import { glideFrequencyAt } from '../media/glide';
import { GAPLESS_TRACK_SAMPLES } from './gapless-albums';
import { generateCatalogue } from './generate-catalogue';

const catalogue = generateCatalogue(1);
const albums = catalogue.fixtures.gaplessAlbums;

describe('the gapless albums', () => {
  it('are an MP3 and an M4A album of three tracks, in order, cut end to end from one glide', () => {
    expect(albums && Object.keys(albums).sort()).toEqual(['m4a', 'mp3']);
    for (const format of ['mp3', 'm4a'] as const) {
      const fixture = albums?.[format];
      const album = catalogue.albums.find((candidate) => candidate.id === fixture?.albumId);
      expect(album?.songIds).toEqual(fixture?.songIds);
      expect(album?.type).toBe('专辑');
      const songs = (fixture?.songIds ?? []).map((id) => catalogue.songs.find((s) => s.id === id));
      expect(songs.map((song) => song?.no)).toEqual([1, 2, 3]);
      expect(songs.every((song) => song?.format === format && song.availability === 'full')).toBe(
        true,
      );
      let next = 0;
      fixture?.tracks.forEach((track, index) => {
        const song = songs[index];
        expect(track.songId).toBe(song?.id);
        expect(track.startSample).toBe(next);
        expect(song?.gapless).toMatchObject({ startSample: next, sampleCount: track.sampleCount });
        expect(song?.durationMs).toBe((track.sampleCount * 1000) / fixture.signal.sampleRate);
        next += track.sampleCount;
      });
      expect(next).toBe(fixture?.signal.totalSamples);
      expect(fixture?.signal.law).toMatch(/sin\(2\*pi\*\(startHz\*n\/sampleRate/);
    }
  });

  it('cut the tracks where containers can say so exactly', () => {
    for (const count of GAPLESS_TRACK_SAMPLES) {
      expect(count % 32).toBe(0); // whole milliseconds at 32 kHz: the MP4 edit list's unit
      expect(count % 1152).toBeGreaterThanOrEqual(64); // mid-frame, and no LAME padding cap
      expect(count % 1024).not.toBe(0);
    }
  });

  it('sit the two versions far apart in level, and name each track by its glide', () => {
    const level = (format: 'mp3' | 'm4a') =>
      catalogue.songs.find((song) => song.id === albums?.[format].songIds[0])?.loudnessLufs ?? 0;
    expect(level('mp3') - level('m4a')).toBeGreaterThanOrEqual(10);
    const fixture = albums?.mp3;
    const second = catalogue.songs.find((song) => song.id === fixture?.songIds[1]);
    if (!fixture || !second?.gapless) throw new Error('no second gapless track');
    const middle = second.gapless.startSample + second.gapless.sampleCount / 2;
    expect(second.frequencyHz).toBe(Math.round(glideFrequencyAt(fixture.signal, middle)));
  });

  it('come last, and nothing generated before them (playlists, likes) refers to them', () => {
    const gaplessIds = new Set(Object.values(albums ?? {}).flatMap((album) => album.songIds));
    const others = catalogue.songs.filter((song) => !gaplessIds.has(song.id));
    expect(catalogue.songs.slice(0, others.length)).toEqual(others);
    const referenced = [
      ...catalogue.playlists.flatMap((playlist) => playlist.trackIds),
      ...catalogue.users.flatMap((user) => user.initialLikes),
    ];
    expect(referenced.some((id) => gaplessIds.has(id))).toBe(false);
  });
});
