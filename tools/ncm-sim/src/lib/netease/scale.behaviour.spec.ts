import { useBehaviourSim } from '../testing/behaviour-harness';
import { TRACKS_LIMIT_ANONYMOUS, TRACKS_LIMIT_LOGGED_IN } from './routes/playlist.routes';

// Contract §3.4 and §7.6: the 10,000-track playlist answers every trackId and a prefix of tracks;
// the client fetches the rest through `/song/detail` GET batches of 500 ids.

interface PlaylistDetail {
  code: number;
  playlist: {
    id: number;
    trackCount: number;
    trackIds: { id: number }[];
    tracks: { id: number; name: string }[];
  };
  privileges: { id: number }[];
}
interface SongDetail {
  code: number;
  songs: { id: number; name: string; ar: { id: number }[]; al: { id: number }; dt: number }[];
  privileges: { id: number }[];
}

const BATCH = 500;

describe('the 10,000-track playlist (contract §3.4, §7.6)', () => {
  const h = useBehaviourSim();

  it('opens with all 10,000 trackIds and a 1000-track prefix; all songs come back through /song/detail batches of 500, in order', async () => {
    const { bigPlaylistId, bigPlaylistSize } = h.world.catalogue.fixtures;
    expect(bigPlaylistSize).toBe(10_000);
    const cookie = await h.login();

    const opened = await h.get<PlaylistDetail>('/playlist/detail', { id: bigPlaylistId, cookie });
    expect(opened.status).toBe(200);
    const trackIds = opened.body.playlist.trackIds.map((track) => track.id);
    expect(trackIds).toHaveLength(10_000);
    expect(new Set(trackIds).size).toBe(10_000);
    expect(opened.body.playlist.trackCount).toBe(10_000);
    expect(opened.body.playlist.tracks.map((track) => track.id)).toEqual(
      trackIds.slice(0, TRACKS_LIMIT_LOGGED_IN),
    );

    const fetched: SongDetail['songs'] = [];
    for (let start = 0; start < trackIds.length; start += BATCH) {
      const ids = trackIds.slice(start, start + BATCH);
      const url = h.url('/song/detail', {
        ids: ids.join(','),
        cookie,
        timestamp: h.clock.now(),
        device: 'pc',
      });
      expect(url.length).toBeGreaterThan(4_000);
      const answer = await h.get<SongDetail>('/song/detail', {
        ids: ids.join(','),
        cookie,
        timestamp: h.clock.now(),
        device: 'pc',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.songs).toHaveLength(ids.length);
      expect(answer.body.privileges.map((privilege) => privilege.id)).toEqual(ids);
      fetched.push(...answer.body.songs);
    }
    expect(fetched.map((song) => song.id)).toEqual(trackIds);
    expect(fetched.every((song) => song.name !== '' && song.ar.length > 0 && song.dt > 0)).toBe(
      true,
    );
    // The prefix in `tracks` and the batch answers describe the same songs.
    expect(fetched.slice(0, 3).map((song) => song.name)).toEqual(
      opened.body.playlist.tracks.slice(0, 3).map((track) => track.name),
    );
  });

  it('gives anonymous callers every trackId but only a short tracks prefix', async () => {
    const { bigPlaylistId } = h.world.catalogue.fixtures;
    const opened = await h.get<PlaylistDetail>('/playlist/detail', { id: bigPlaylistId });
    expect(opened.body.playlist.trackIds).toHaveLength(10_000);
    expect(opened.body.playlist.tracks).toHaveLength(TRACKS_LIMIT_ANONYMOUS);
  });

  it('answers /song/detail in request order and silently drops unknown ids', async () => {
    const first = h.world.catalogue.songs[0]?.id ?? 0;
    const corpusId = 5_009_999;
    const answer = await h.get<SongDetail>('/song/detail', {
      ids: `${corpusId}, 1, ${first},999999999`,
    });
    expect(answer.body.songs.map((song) => song.id)).toEqual([corpusId, first]);
  });
});
