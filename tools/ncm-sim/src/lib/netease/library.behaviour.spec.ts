import { likedPlaylistId } from '../state/library-state';
import { useBehaviourSim } from '../testing/behaviour-harness';

// Contract §3.3 (likes) and §3.4 (playlists): what a logged-in user changes, seen back through
// the read routes.

interface PlaylistDetail {
  code: number;
  playlist: {
    id: number;
    name: string;
    subscribed: boolean;
    specialType: number;
    trackIds: { id: number }[];
    tracks: { id: number }[];
  };
}
interface Wrapped {
  status: number;
  body: { code: number; message?: string; trackIds?: string; count?: number };
  cookie: unknown[];
}
interface UserPlaylists {
  code: number;
  playlist: { id: number; name: string; subscribed: boolean; privacy: number }[];
}

describe('likes and playlists (contract §3.3, §3.4)', () => {
  const h = useBehaviourSim();
  let cookie: string;
  beforeEach(async () => {
    h.reset();
    cookie = await h.login(1003);
  });

  const playableIds = () =>
    h.world.catalogue.songs.filter((song) => song.availability === 'full').map((song) => song.id);
  const likelist = async () =>
    (await h.get<{ ids: number[] }>('/likelist', { uid: 1003, cookie, noLogin: true })).body.ids;
  const detail = (id: number, withCookie = cookie) =>
    h.get<PlaylistDetail>('/playlist/detail', { id, cookie: withCookie });
  const tracks = (op: 'add' | 'del', pid: number, ids: number[]) =>
    h.post<Wrapped>('/playlist/tracks', { op, pid, tracks: ids.join(','), cookie });

  describe('likes', () => {
    it('a like puts the song first in /likelist and in the liked-songs playlist; an unlike removes it', async () => {
      const before = await likelist();
      const song = playableIds().find((id) => !before.includes(id));
      if (song === undefined) throw new Error('no unliked song');

      const like = await h.get('/like', { id: song, like: true, cookie });
      expect(like).toMatchObject({
        status: 200,
        body: { code: 200, playlistId: likedPlaylistId(1003) },
      });
      expect(await likelist()).toEqual([song, ...before]);
      const liked = await detail(likedPlaylistId(1003));
      expect(liked.body.playlist.specialType).toBe(5);
      expect(liked.body.playlist.trackIds.map((track) => track.id)).toEqual([song, ...before]);

      await h.get('/like', { id: song, like: 'false', cookie });
      expect(await likelist()).toEqual(before);
      expect(
        (await detail(likedPlaylistId(1003))).body.playlist.trackIds.map((track) => track.id),
      ).toEqual(before);
    });

    it('re-liking an already liked song moves it to the front without duplicating it', async () => {
      const before = await likelist();
      const last = before.at(-1);
      if (last === undefined) throw new Error('the fixture user has no likes');
      await h.get('/like', { id: last, cookie });
      const after = await likelist();
      expect(after[0]).toBe(last);
      expect(after).toHaveLength(before.length);
    });

    it('keeps likes per user', async () => {
      const other = await h.login(1004);
      const mine = await likelist();
      const song = playableIds().find(
        (id) => !h.world.library.likesOf(1004).includes(id) && !mine.includes(id),
      );
      await h.get('/like', { id: song ?? 0, cookie: other });
      expect(h.world.library.likesOf(1004)[0]).toBe(song);
      expect(await likelist()).toEqual(mine);
    });
  });

  describe('playlist create and tracks', () => {
    const create = async (name: string, privacy = 0) => {
      const answer = await h.post<{
        code: number;
        id: number;
        playlist: { name: string; trackCount: number };
      }>('/playlist/create', {
        name,
        privacy,
        cookie,
      });
      expect(answer.body).toMatchObject({ code: 200, playlist: { name, trackCount: 0 } });
      return answer.body.id;
    };

    it('creates a playlist that /user/playlist then lists', async () => {
      const id = await create('夜跑');
      const lists = await h.get<UserPlaylists>('/user/playlist', { uid: 1003, limit: 999, cookie });
      expect(lists.body.playlist.map((playlist) => playlist.id)).toContain(id);
    });

    it('adds tracks (newest first), answers the wrapped {status, body, cookie} over HTTP 200, and deletes them', async () => {
      const id = await create('工作');
      const [a, b, c] = playableIds();
      if (a === undefined || b === undefined || c === undefined)
        throw new Error('not enough songs');

      const added = await tracks('add', id, [a, b]);
      expect(added).toMatchObject({
        status: 200,
        body: {
          status: 200,
          body: { code: 200, trackIds: JSON.stringify([a, b]), count: 2 },
          cookie: [],
        },
      });
      await tracks('add', id, [c]);
      expect((await detail(id)).body.playlist.trackIds.map((track) => track.id)).toEqual([c, a, b]);

      const removed = await tracks('del', id, [a]);
      expect(removed).toMatchObject({
        status: 200,
        body: { status: 200, body: { code: 200, count: 2 } },
      });
      expect((await detail(id)).body.playlist.trackIds.map((track) => track.id)).toEqual([c, b]);
    });

    it('answers a duplicate add with a wrapped 502 over HTTP 200, leaving the list unchanged', async () => {
      const id = await create('重复');
      const [a, b] = playableIds();
      if (a === undefined || b === undefined) throw new Error('not enough songs');
      await tracks('add', id, [a]);
      const duplicate = await tracks('add', id, [b, a]);
      expect(duplicate.status).toBe(200);
      expect(duplicate.body).toMatchObject({
        status: 502,
        body: { code: 502, message: '歌单内歌曲重复' },
      });
      expect((await detail(id)).body.playlist.trackIds.map((track) => track.id)).toEqual([a]);
    });

    it('refuses edits of someone else’s playlist and of the liked list (wrapped 401, HTTP 200), and anonymous edits (wrapped 301)', async () => {
      const foreign = h.world.library.ownedBy(1004).find((playlist) => !playlist.liked);
      if (!foreign) throw new Error('user 1004 has no created playlist');
      const [a] = playableIds();
      const refused = await tracks('add', foreign.id, [a ?? 0]);
      expect(refused).toMatchObject({ status: 200, body: { status: 401, body: { code: 401 } } });
      expect(foreign.trackIds).not.toContain(a);
      expect(await tracks('add', likedPlaylistId(1003), [a ?? 0])).toMatchObject({
        status: 200,
        body: { status: 401 },
      });
      const anonymous = await h.post('/playlist/tracks', {
        op: 'add',
        pid: foreign.id,
        tracks: String(a),
      });
      expect(anonymous).toMatchObject({ status: 200, body: { status: 301, body: { code: 301 } } });
    });

    it('keeps a private playlist (privacy 10) hidden from others', async () => {
      const id = await create('私密', 10);
      expect((await detail(id)).status).toBe(200);
      const stranger = await h.login(1005);
      expect((await detail(id, stranger)).body.code).toBe(404);
      const theirView = await h.get<UserPlaylists>('/user/playlist', {
        uid: 1003,
        cookie: stranger,
      });
      expect(theirView.body.playlist.map((playlist) => playlist.id)).not.toContain(id);
    });

    it('refuses anonymous create with 301', async () => {
      expect(await h.post('/playlist/create', { name: 'x', privacy: 0 })).toMatchObject({
        status: 301,
        body: { code: 301 },
      });
    });
  });

  describe('subscribe', () => {
    const publicList = () => {
      const list = h.world.catalogue.playlists.find((playlist) => playlist.creatorUserId !== 1003);
      if (!list) throw new Error('no public playlist of another user');
      return list;
    };
    const subscribe = (t: 1 | 2, id: number, withCookie: string | null = cookie) =>
      h.post('/playlist/subscribe', withCookie === null ? {} : { cookie: withCookie }, { t, id });

    it('t=1 subscribes (detail and /user/playlist show it), t=2 unsubscribes', async () => {
      const list = publicList();
      expect((await detail(list.id)).body.playlist.subscribed).toBe(false);
      expect(await subscribe(1, list.id)).toMatchObject({ status: 200, body: { code: 200 } });
      expect((await detail(list.id)).body.playlist.subscribed).toBe(true);
      const mine = await h.get<UserPlaylists>('/user/playlist', { uid: 1003, limit: 999, cookie });
      expect(mine.body.playlist.find((playlist) => playlist.id === list.id)?.subscribed).toBe(true);

      expect(await subscribe(2, list.id)).toMatchObject({ status: 200, body: { code: 200 } });
      expect((await detail(list.id)).body.playlist.subscribed).toBe(false);
    });

    it('answers 301 without a login, 404 for an unknown playlist and 501 for one’s own', async () => {
      expect(await subscribe(1, publicList().id, null)).toMatchObject({
        status: 301,
        body: { code: 301 },
      });
      expect(await subscribe(1, 1)).toMatchObject({ status: 404 });
      const own = h.world.library.ownedBy(1003)[1];
      expect(await subscribe(1, own?.id ?? 0)).toMatchObject({ status: 501, body: { code: 501 } });
    });
  });
});
