import type { Song } from '@cadenza/api-client';
import { NEW_SONGS_COUNT, newSongsBesides, withoutDisliked } from './home-songs';

const song = (id: number): Song => ({
  id,
  source: 'netease',
  name: `Song ${id}`,
  artists: [],
  album: { id: null, name: '', picUrl: null },
  picUrl: null,
  durationMs: null,
  privilegeStatus: null,
  mvId: null,
});
const ids = (songs: readonly Song[]) => songs.map((item) => item.id);

describe('home songs', () => {
  it('leaves the disliked songs out of the daily picks, in their order', () => {
    const daily = [1, 2, 3, 4].map(song);
    expect(ids(withoutDisliked(daily, []))).toEqual([1, 2, 3, 4]);
    expect(ids(withoutDisliked(daily, [3, 1, 99]))).toEqual([2, 4]);
    expect(withoutDisliked(daily, [1, 2, 3, 4])).toEqual([]);
  });

  it('new songs skip what "hot this week" shows, and stop at the section size', () => {
    const newest = Array.from({ length: 12 }, (_, index) => song(index + 1));
    expect(ids(newSongsBesides(newest, [song(1), song(3)]))).toEqual([2, 4, 5, 6, 7, 8]);
    expect(newSongsBesides(newest, [])).toHaveLength(NEW_SONGS_COUNT);
    expect(ids(newSongsBesides(newest, [], 3))).toEqual([1, 2, 3]);
    expect(newSongsBesides(newest.slice(0, 2), newest)).toEqual([]);
  });
});
