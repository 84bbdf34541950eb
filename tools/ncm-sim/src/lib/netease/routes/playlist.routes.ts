import type { SimPlaylist, SimSong, SimUser } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import {
  loginRequired,
  numberParam,
  requireParam,
  type NcmAnswer,
  type NcmHandler,
} from '../ncm-transport';
import { playlistSummaryShape } from '../shapes/playlist.shape';
import { privilegeOf, songShapeA } from '../shapes/song.shape';
import { page, paging } from './paging';
import { parseIds } from './song.routes';

/** `tracks` holds at most this many songs; the rest come through `/song/detail` (contract §3.4). */
export const TRACKS_LIMIT_LOGGED_IN = 1000;
export const TRACKS_LIMIT_ANONYMOUS = 10;

/** A playlist by id among public lists, charts and users' own lists. */
export function findPlaylist(world: SimWorld, id: number): SimPlaylist | undefined {
  return (
    world.catalogue.playlists.find((playlist) => playlist.id === id) ??
    world.catalogue.toplists.find((playlist) => playlist.id === id) ??
    world.library.findOwned(id)
  );
}

function detail(world: SimWorld, playlist: SimPlaylist, user: SimUser | null) {
  const limit = user ? TRACKS_LIMIT_LOGGED_IN : TRACKS_LIMIT_ANONYMOUS;
  const tracks = playlist.trackIds
    .slice(0, limit)
    .map((id) => world.song(id))
    .filter((song): song is SimSong => song !== undefined);
  return {
    code: 200,
    relatedVideos: null,
    playlist: {
      ...playlistSummaryShape(world, playlist, user),
      tracks: tracks.map((song) => songShapeA(world, song)),
      trackIds: playlist.trackIds.map((id, index) => ({
        id,
        v: 12,
        t: 0,
        at: playlist.updateTime - index * 60_000,
        alg: null,
        uid: playlist.creatorUserId,
        rcmdReason: '',
      })),
      videoIds: null,
      videos: null,
    },
    urls: null,
    privileges: tracks.map((song) => privilegeOf(song, user)),
    sharedPrivilege: null,
    resEntrance: null,
  };
}

/** The artist chart teaser of `/toplist` (the real key is misspelt `upateFrequency` too). */
function artistToplist(world: SimWorld) {
  const frequency = '每周更新';
  return {
    coverUrl: world.imageUrl(42),
    name: '云音乐歌手榜',
    upateFrequency: frequency,
    position: 5,
    updateFrequency: frequency,
  };
}

/** `/playlist/tracks` wraps the upstream answer as `{status, body, cookie}` with HTTP 200 (§3.4). */
function wrapped(code: number, body: Record<string, unknown>): NcmAnswer {
  return { status: 200, body: { status: code, body: { ...body, code }, cookie: [] } };
}

/** Playlist routes: detail, create, tracks, subscribe, categories, square and charts (§3.4). */
export function playlistRoutes(world: SimWorld): Record<string, NcmHandler> {
  const visible = (playlist: SimPlaylist | undefined, user: SimUser | null) =>
    playlist && (playlist.privacy === 0 || playlist.creatorUserId === user?.userId)
      ? playlist
      : undefined;
  // NCM defaults an absent or empty `cat` (the synthetic 每日推荐 chip sends '') to 全部.
  const categoryParam = (params: Record<string, unknown>) =>
    typeof params['cat'] === 'string' && params['cat'] !== '' ? params['cat'] : '全部';
  const squareList = (cat: string) =>
    world.catalogue.playlists.filter((playlist) => cat === '全部' || playlist.tags.includes(cat));
  return {
    '/playlist/detail': ({ params, user }) => {
      const playlist = visible(findPlaylist(world, Number(requireParam(params, 'id'))), user);
      if (!playlist) return { body: { code: 404, message: '歌单不存在', msg: '歌单不存在' } };
      return { body: detail(world, playlist, user) };
    },

    '/playlist/create': ({ params, user }) => {
      if (!user) return loginRequired();
      const name = requireParam(params, 'name');
      const playlist = world.library.createPlaylist(
        user,
        name,
        numberParam(params, 'privacy', 0) === 10 ? 10 : 0,
        world.now(),
      );
      return {
        body: {
          code: 200,
          id: playlist.id,
          playlist: { ...playlistSummaryShape(world, playlist, user), description: null },
        },
      };
    },

    '/playlist/tracks': ({ params, user }) => {
      if (!user) return wrapped(301, { msg: '需要登录', message: '需要登录' });
      const playlist = world.library.findOwned(Number(requireParam(params, 'pid')));
      if (!playlist || playlist.creatorUserId !== user.userId || playlist.liked) {
        return wrapped(401, { message: '无权限操作该歌单' });
      }
      const ids = parseIds(requireParam(params, 'tracks')).filter((id) => world.song(id));
      if (params['op'] === 'del') {
        playlist.trackIds = playlist.trackIds.filter((id) => !ids.includes(id));
      } else {
        if (ids.some((id) => playlist.trackIds.includes(id)))
          return wrapped(502, { message: '歌单内歌曲重复' });
        playlist.trackIds = [...ids, ...playlist.trackIds];
      }
      playlist.updateTime = world.now();
      return wrapped(200, {
        trackIds: JSON.stringify(ids),
        count: playlist.trackIds.length,
        cloudCount: 0,
      });
    },

    '/playlist/subscribe': ({ params, user }) => {
      if (!user) return loginRequired();
      const playlist = findPlaylist(world, Number(requireParam(params, 'id')));
      if (!playlist) return { body: { code: 404, msg: '歌单不存在', message: '歌单不存在' } };
      if (playlist.creatorUserId === user.userId)
        return { body: { code: 501, msg: '不能收藏自己的歌单', message: '不能收藏自己的歌单' } };
      world.library.setSubscribed(user.userId, playlist.id, String(params['t']) === '1');
      return { body: { code: 200 } };
    },

    '/playlist/catlist': () => ({
      body: {
        code: 200,
        all: {
          name: '全部歌单',
          resourceCount: 1000,
          imgId: 0,
          imgUrl: null,
          type: 0,
          category: 4,
          resourceType: 0,
          hot: false,
          activity: false,
        },
        sub: world.catalogue.categories.map((category, index) => ({
          name: category.name,
          resourceCount: squareList(category.name).length,
          imgId: 0,
          imgUrl: null,
          type: index % 2,
          category: category.category,
          resourceType: 0,
          hot: category.hot,
          activity: false,
        })),
        categories: { 0: '语种', 1: '风格', 2: '场景', 3: '情感', 4: '主题' },
      },
    }),

    '/top/playlist': ({ params, user }) => {
      const cat = categoryParam(params);
      const { limit, offset } = paging(params, 50);
      const sorted = [...squareList(cat)].sort((a, b) =>
        params['order'] === 'new' ? b.createTime - a.createTime : b.playCount - a.playCount,
      );
      const { items, more, total } = page(sorted, limit, offset);
      return {
        body: {
          playlists: items.map((playlist) => playlistSummaryShape(world, playlist, user)),
          total,
          code: 200,
          more,
          cat,
        },
      };
    },

    '/top/playlist/highquality': ({ params, user }) => {
      const cat = categoryParam(params);
      const { limit } = paging(params, 50);
      const lists = squareList(cat)
        .filter((playlist) => playlist.highQuality)
        .slice(0, limit);
      return {
        body: {
          playlists: lists.map((playlist) => playlistSummaryShape(world, playlist, user)),
          code: 200,
          more: false,
          lasttime: lists.at(-1)?.updateTime ?? 0,
          total: lists.length,
        },
      };
    },

    '/toplist': ({ user }) => ({
      body: {
        code: 200,
        list: world.catalogue.toplists.map((playlist) => ({
          ...playlistSummaryShape(world, playlist, user),
          creator: null,
          subscribed: null,
          ToplistType: 'S',
        })),
        artistToplist: artistToplist(world),
      },
    }),

    '/toplist/detail': ({ user }) => ({
      body: {
        code: 200,
        list: world.catalogue.toplists.map((playlist) => ({
          ...playlistSummaryShape(world, playlist, user),
          creator: null,
          ToplistType: 'S',
          tracks: playlist.trackIds.slice(0, 3).map((id) => {
            const song = world.song(id);
            return {
              first: song?.name ?? '',
              second: world.artist(song?.artistIds[0] ?? 0)?.name ?? '',
            };
          }),
        })),
        artistToplist: artistToplist(world),
        rewardToplist: null,
      },
    }),
  };
}
