import type { SimSong, SimUser } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import { likedPlaylistId } from '../../state/library-state';
import {
  booleanParam,
  loginRequired,
  numberParam,
  requireParam,
  type NcmHandler,
} from '../ncm-transport';
import { findPlaylist } from './playlist.routes';
import { playlistSummaryShape } from '../shapes/playlist.shape';
import { songShapeA } from '../shapes/song.shape';
import { followShape, profileShape } from '../shapes/user.shape';
import { page, paging } from './paging';

/** User pages, likes and follows (contract §3.3, §3.9). */
export function userRoutes(world: SimWorld): Record<string, NcmHandler> {
  const userParam = (params: Record<string, unknown>) =>
    world.user(Number(requireParam(params, 'uid')));
  const noUser = { body: { code: 404, msg: '用户不存在', message: '用户不存在' } };
  const records = (owner: SimUser) =>
    Object.entries(owner.initialRecords)
      .map(([id, playCount]) => ({ song: world.song(Number(id)), playCount }))
      .filter((entry): entry is { song: SimSong; playCount: number } => entry.song !== undefined)
      .sort((a, b) => b.playCount - a.playCount);
  return {
    '/like': ({ params, user }) => {
      if (!user) return loginRequired();
      const id = Number(requireParam(params, 'id'));
      if (!Number.isSafeInteger(id))
        return { body: { code: 400, msg: '参数错误', message: '参数错误' } };
      if (!world.song(id)) return { body: { code: 404, msg: '歌曲不存在', message: '歌曲不存在' } };
      world.library.setLike(user.userId, id, booleanParam(params, 'like', true), world.now());
      return { body: { songs: [], playlistId: likedPlaylistId(user.userId), code: 200 } };
    },

    '/likelist': ({ params, user }) => {
      if (!user) return loginRequired();
      const uid = numberParam(params, 'uid', user.userId);
      if (!world.user(uid)) return noUser;
      return {
        body: {
          ids: world.library.likesOf(uid),
          checkPoint: world.now(),
          code: 200,
        },
      };
    },

    '/user/detail': ({ params }) => {
      const owner = userParam(params);
      if (!owner) return noUser;
      const followeds = world.catalogue.users.filter((other) =>
        other.follows.includes(owner.userId),
      ).length;
      return {
        body: {
          level: owner.level,
          listenSongs: Object.values(owner.initialRecords).reduce((sum, count) => sum + count, 0),
          userPoint: {
            userId: owner.userId,
            balance: 100,
            updateTime: owner.createTime,
            version: 1,
            status: 1,
            blockBalance: 0,
          },
          mobileSign: false,
          pcSign: false,
          profile: {
            ...profileShape(world, owner),
            followeds,
            follows: owner.follows.length,
            eventCount: 0,
            playlistCount: world.library.ownedBy(owner.userId).length,
            playlistBeSubscribedCount: 0,
            blacklist: false,
            artistIdentity: [],
            followMe: false,
          },
          peopleCanSeeMyPlayRecord: owner.showsPlayRecord,
          bindings: [],
          adValid: true,
          code: 200,
          createTime: owner.createTime,
          createDays: Math.floor((world.now() - owner.createTime) / 86_400_000),
        },
      };
    },

    '/user/playlist': ({ params, user }) => {
      const owner = userParam(params);
      if (!owner) return noUser;
      const { limit, offset } = paging(params, 30);
      const own = world.library
        .ownedBy(owner.userId)
        .filter((playlist) => playlist.privacy === 0 || user?.userId === owner.userId);
      const subscribed = world.library
        .subscribedBy(owner.userId)
        .map((id) => findPlaylist(world, id))
        .filter((playlist) => playlist !== undefined);
      const { items, more } = page([...own, ...subscribed], limit, offset);
      return {
        body: {
          version: String(world.now()),
          more,
          playlist: items.map((playlist) => playlistSummaryShape(world, playlist, user)),
          code: 200,
        },
      };
    },

    '/user/record': ({ params, user }) => {
      const owner = userParam(params);
      if (!owner) return noUser;
      if (!owner.showsPlayRecord && user?.userId !== owner.userId) {
        return { body: { code: -2, msg: '无权限访问', message: '无权限访问' } };
      }
      const all = records(owner);
      const top = all[0]?.playCount ?? 1;
      const items = (list: typeof all) =>
        list.map(({ song, playCount }) => ({
          playCount,
          score: Math.round((playCount / top) * 100),
          song: songShapeA(world, song),
        }));
      return String(params['type']) === '1'
        ? {
            body: {
              weekData: items(
                all
                  .slice(0, 10)
                  .map((entry) => ({ ...entry, playCount: Math.ceil(entry.playCount / 4) })),
              ),
              code: 200,
            },
          }
        : { body: { allData: items(all), code: 200 } };
    },

    '/user/follows': ({ params, user }) => {
      const owner = userParam(params);
      if (!owner) return noUser;
      const { limit, offset } = paging(params, 30);
      const follows = owner.follows
        .map((id) => world.user(id))
        .filter((other): other is SimUser => other !== undefined);
      const { items, more } = page(follows, limit, offset);
      return {
        body: {
          follow: items.map((other) => followShape(world, other, user)),
          touchCount: follows.length,
          more,
          code: 200,
        },
      };
    },

    '/user/followeds': ({ params, user }) => {
      const owner = userParam(params);
      if (!owner) return noUser;
      const { limit, offset } = paging(params, 30);
      const followers = world.catalogue.users.filter((other) =>
        other.follows.includes(owner.userId),
      );
      const { items, more, total } = page(followers, limit, offset);
      return {
        body: {
          followeds: items.map((other) => ({
            ...followShape(world, other, user),
            time: other.createTime,
          })),
          size: total,
          more,
          code: 200,
        },
      };
    },
  };
}
