import type { SimBiliVideo } from '../catalogue/catalogue.types';
import { hash32 } from '../catalogue/hash';
import { biliCoverPath, biliFacePath } from './bili-cdn-paths';
import { replyCount, videoDurationSec } from './bilibili-search';

const DIMENSION = { width: 1920, height: 1080, rotate: 0 } as const;

/**
 * `data` of `/x/web-interface/wbi/view`, shaped as upstream (contract §4.3): `pic` an absolute
 * `http://` URL, `duration` in seconds (the sum of the parts), `cid` the first part's, and
 * `pages[]` with `cid`, `page`, `part`, `duration`.
 */
export function videoView(video: SimBiliVideo, imageBase: string): Record<string, unknown> {
  const ctime = video.pubdate - 3_600;
  const firstCid = video.pages[0]?.cid ?? 0;
  return {
    bvid: video.bvid,
    aid: video.aid,
    videos: video.pages.length,
    tid: 130,
    tname: '音乐综合',
    copyright: video.title.includes('翻唱') ? 2 : 1,
    pic: `${imageBase}${biliCoverPath(video.imageSeed)}`,
    title: video.title,
    pubdate: video.pubdate,
    ctime,
    desc: video.desc,
    state: 0,
    duration: videoDurationSec(video),
    owner: {
      mid: video.ownerMid,
      name: video.ownerName,
      face: `${imageBase}${biliFacePath(video.ownerMid)}`,
    },
    stat: {
      aid: video.aid,
      view: video.view,
      danmaku: video.danmaku,
      reply: replyCount(video),
      favorite: video.favorites,
      coin: hash32(video.aid, 2) % 20_000,
      share: hash32(video.aid, 3) % 10_000,
      now_rank: 0,
      his_rank: 0,
      like: video.like,
      dislike: 0,
      evaluation: '',
    },
    dynamic: '',
    cid: firstCid,
    dimension: DIMENSION,
    pages: video.pages.map((page) => ({
      cid: page.cid,
      page: page.page,
      from: 'vupload',
      part: page.part,
      duration: page.durationSec,
      vid: '',
      weblink: '',
      dimension: DIMENSION,
      ctime,
    })),
  };
}
