import type { SimSong, SimUser } from '../../catalogue/catalogue.types';
import { hash32 } from '../../catalogue/hash';
import type { SimWorld } from '../../sim-world';
import { loginRequired, numberParam, type NcmHandler } from '../ncm-transport';
import { albumShape, artistShape } from '../shapes/album-artist.shape';
import { songShapeB } from '../shapes/song-b.shape';
import { songShapeAWithPrivilege } from '../shapes/song.shape';
import { creatorShape } from '../shapes/user.shape';
import { page, paging } from './paging';

/** Songs in a day's recommendation. */
export const DAILY_SONG_COUNT = 30;
const DAY_MS = 86_400_000;
const REASONS = ['超73%人播放', '根据你可能喜欢的单曲', '近期热门', '你喜欢的歌手'] as const;

/**
 * The day's recommendation: a per-user (or guest) shuffle of the catalogue that changes each day.
 * Anonymous callers get guest songs with HTTP 200, never a 301 (contract §7.1).
 */
export function dailySongs(world: SimWorld, user: SimUser | null): SimSong[] {
  const day = Math.floor(world.now() / DAY_MS);
  const salt = (user?.userId ?? 0) * 7919 + day;
  return [...world.catalogue.songs]
    .filter((song) => song.availability !== 'no-copyright')
    .map((song) => ({ song, key: hash32(world.catalogue.seed, song.id, salt) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, DAILY_SONG_COUNT)
    .map(({ song }) => song);
}

/** Home and discovery routes (contract §3.5, §3.13). */
export function discoveryRoutes(world: SimWorld): Record<string, NcmHandler> {
  const newest = () =>
    [...world.catalogue.songs]
      .filter((song) => song.availability !== 'no-copyright')
      .sort((a, b) => b.publishTime - a.publishTime);
  return {
    '/recommend/songs': ({ user }) => {
      const songs = dailySongs(world, user);
      const reason = (song: SimSong) => REASONS[song.id % REASONS.length] ?? '';
      return {
        body: {
          code: 200,
          data: {
            dailySongs: songs.map((song) => ({
              ...songShapeAWithPrivilege(world, song, user),
              reason: reason(song),
              recommendReason: reason(song),
              alg: 'FSs2AR',
            })),
            orderSongs: [],
            recommendReasons: songs.map((song) => ({
              songId: song.id,
              reason: reason(song),
              reasonId: '12',
              targetUrl: null,
            })),
            mvResourceInfos: null,
            demote: false,
            fromCache: false,
          },
        },
      };
    },

    '/personalized/newsong': ({ params, user }) => {
      const limit = numberParam(params, 'limit', 10);
      return {
        body: {
          code: 200,
          category: 2,
          result: newest()
            .slice(0, limit)
            .map((song) => ({
              id: song.id,
              type: 4,
              name: song.name,
              copywriter: null,
              picUrl: world.imageUrl(world.album(song.albumId)?.imageSeed ?? 0),
              canDislike: true,
              trackNumberUpdateTime: null,
              song: songShapeB(world, song, user),
              alg: 'featured',
            })),
        },
      };
    },

    '/top/artists': ({ params }) => {
      const { limit, offset } = paging(params, 50);
      const sorted = [...world.catalogue.artists].sort((a, b) => b.fansCount - a.fansCount);
      const { items, more } = page(sorted, limit, offset);
      return {
        body: { artists: items.map((artist) => artistShape(world, artist)), more, code: 200 },
      };
    },

    '/album/newest': () => ({
      body: {
        code: 200,
        albums: [...world.catalogue.albums]
          .sort((a, b) => b.publishTime - a.publishTime)
          .map((album) => albumShape(world, album)),
      },
    }),

    '/top/album': ({ params }) => {
      const { limit, offset } = paging(params, 50);
      const sorted = [...world.catalogue.albums].sort((a, b) => b.publishTime - a.publishTime);
      const { items, total } = page(sorted, limit, offset);
      return {
        body: {
          total,
          area: params['area'] ?? 'ALL',
          type: params['type'] ?? 'new',
          monthData: items.map((album) => albumShape(world, album)),
          code: 200,
        },
      };
    },

    '/top/song': ({ user }) => ({
      body: {
        data: newest()
          .slice(0, 50)
          .map((song) => songShapeB(world, song, user)),
        code: 200,
      },
    }),

    '/personalized': ({ params }) => {
      const limit = numberParam(params, 'limit', 30);
      return {
        body: {
          hasTaste: false,
          code: 200,
          category: 0,
          result: [...world.catalogue.playlists]
            .sort((a, b) => b.playCount - a.playCount)
            .slice(0, limit)
            .map((playlist) => ({
              id: playlist.id,
              type: 0,
              name: playlist.name,
              copywriter: '热门推荐',
              picUrl: world.imageUrl(playlist.imageSeed),
              canDislike: true,
              trackNumberUpdateTime: playlist.updateTime,
              playCount: playlist.playCount,
              trackCount: playlist.trackIds.length,
              highQuality: playlist.highQuality,
              alg: 'cityLevel_unknow',
            })),
        },
      };
    },

    '/recommend/resource': ({ user }) => {
      if (!user) return loginRequired();
      const day = Math.floor(world.now() / DAY_MS);
      const lists = world.catalogue.playlists
        .filter((playlist) => hash32(user.userId, playlist.id, day) % 4 === 0)
        .slice(0, 6);
      return {
        body: {
          code: 200,
          featureFirst: true,
          haveRcmdSongs: false,
          recommend: lists.map((playlist) => ({
            id: playlist.id,
            type: 1,
            name: playlist.name,
            copywriter: '根据你的口味推荐',
            picUrl: world.imageUrl(playlist.imageSeed),
            playcount: playlist.playCount,
            createTime: playlist.createTime,
            creator: creatorShape(world, world.user(playlist.creatorUserId)),
            trackCount: playlist.trackIds.length,
            userId: playlist.creatorUserId,
            alg: 'itembased',
          })),
        },
      };
    },
  };
}
