import type { SimMv } from '../../catalogue/catalogue.types';
import { mediaFiles } from '../../media-server/media-layout';
import type { SimWorld } from '../../sim-world';
import { requireParam, type NcmHandler } from '../ncm-transport';
import { page, paging } from './paging';

/** MV URLs stay valid for an hour (`expi: 3600`, contract §3.10). */
export const MV_URL_TTL_MS = 3_600_000;

/** An MV list item (`/mv/all`, search type 1004). */
export function mvShape(world: SimWorld, mv: SimMv) {
  const artist = world.artist(mv.artistId);
  return {
    id: mv.id,
    cover: world.imageUrl(mv.imageSeed),
    name: mv.name,
    playCount: mv.playCount,
    briefDesc: null,
    desc: null,
    artistName: artist?.name ?? '',
    artistId: mv.artistId,
    duration: mv.durationMs,
    mark: 0,
    subed: false,
    artists: [
      { id: mv.artistId, name: artist?.name ?? '', alias: artist?.alias ?? [], transNames: null },
    ],
    transNames: null,
    alias: null,
  };
}

const byRise = (a: SimMv, b: SimMv) => b.rise - a.rise;

/** `/mv/all`'s 排序: 上升最快 (the default) by rise, 最热 by plays, 最新 newest (highest id) first. */
const MV_ORDERS: Record<string, (a: SimMv, b: SimMv) => number> = {
  上升最快: byRise,
  最热: (a, b) => b.playCount - a.playCount,
  最新: (a, b) => b.id - a.id,
};

/** MV routes (contract §3.10). */
export function mvRoutes(world: SimWorld): Record<string, NcmHandler> {
  const mvParam = (params: Record<string, unknown>, key: string) =>
    world.catalogue.mvs.find((mv) => mv.id === Number(requireParam(params, key)));
  return {
    '/mv/all': ({ params }) => {
      const { limit, offset } = paging(params, 30);
      // NCM-A's tags: 地区 (area), 类型 (type) and 排序 (order); '' or 全部 for every one.
      const tag = (key: string) =>
        typeof params[key] === 'string' && params[key] !== '' && params[key] !== '全部'
          ? params[key]
          : null;
      const area = tag('area');
      const type = tag('type');
      const mvs = [...world.catalogue.mvs]
        .filter((mv) => area === null || mv.area === area)
        .filter((mv) => type === null || mv.type === type)
        .sort(MV_ORDERS[String(tag('order'))] ?? byRise);
      const { items, more, total } = page(mvs, limit, offset);
      return {
        body: {
          count: total,
          hasMore: more,
          code: 200,
          data: items.map((mv) => mvShape(world, mv)),
        },
      };
    },

    '/mv/url': ({ params }) => {
      const mv = mvParam(params, 'id');
      const base = {
        r: 1080,
        md5: '',
        expi: 3600,
        fee: 0,
        mvFee: 0,
        st: 0,
        promotionVo: null,
        msg: '',
      };
      if (!mv)
        return {
          body: {
            code: 200,
            data: { ...base, id: Number(params['id']), url: '', size: 0, code: 404 },
          },
        };
      const file = mediaFiles.mv(mv);
      return {
        body: {
          code: 200,
          data: {
            ...base,
            id: mv.id,
            url: world.mediaUrl(file, mv.id, world.ttl(MV_URL_TTL_MS)),
            size: world.fileSize(file),
            code: 200,
          },
        },
      };
    },

    '/mv/detail': ({ params }) => {
      const mv = mvParam(params, 'mvid');
      if (!mv) return { body: { code: 404, msg: 'MV不存在', message: 'MV不存在' } };
      const shape = mvShape(world, mv);
      return {
        body: {
          loadingPic: '',
          bufferPic: '',
          loadingPicFS: '',
          bufferPicFS: '',
          subed: false,
          mp: {
            id: mv.id,
            fee: 0,
            mvFee: 0,
            payed: 0,
            pl: 1080,
            dl: 0,
            cp: 1,
            sid: 0,
            st: 0,
            normal: true,
            unauthorized: false,
            msg: null,
          },
          data: {
            id: mv.id,
            name: mv.name,
            artistId: mv.artistId,
            artistName: shape.artistName,
            briefDesc: '',
            desc: '模拟 MV（离线测试视频）',
            cover: shape.cover,
            coverId: mv.imageSeed,
            playCount: mv.playCount,
            subCount: 0,
            shareCount: 0,
            commentCount: 0,
            duration: mv.durationMs,
            nType: 0,
            publishTime: '2024-01-01',
            brs: [{ size: world.fileSize(mediaFiles.mv(mv)), br: 1080, point: 1080 }],
            artists: shape.artists,
            isReward: false,
            commentThreadId: `R_MV_5_${mv.id}`,
          },
          code: 200,
        },
      };
    },
  };
}
