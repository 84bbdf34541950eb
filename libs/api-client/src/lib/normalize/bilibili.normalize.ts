import type {
  BilibiliPlayurlDto,
  BilibiliSearchDto,
  BilibiliSearchItemDto,
  BilibiliViewDto,
} from '@cadenza/contract';
import type {
  BilibiliAudioUrl,
  BilibiliSearchPage,
  BilibiliVideo,
  BilibiliVideoCard,
} from '../models/bilibili';
import { songFromBilibiliPart } from './song.normalize';

/** A searched video (contract §4.2). */
export function bilibiliVideoCardFrom(dto: BilibiliSearchItemDto): BilibiliVideoCard {
  return {
    aid: dto.aid,
    bvid: dto.bvid,
    title: dto.title,
    author: dto.author,
    pic: dto.pic,
    duration: dto.duration,
    pubdate: dto.pubdate,
    description: dto.description,
    plays: dto.play,
    danmaku: dto.video_review,
  };
}

/** `/bilibili/search`: one page; more follow while the page is full. */
export function bilibiliSearchPageFrom(
  dto: BilibiliSearchDto,
  pagesize: number,
): BilibiliSearchPage {
  const videos = dto.data.result.map(bilibiliVideoCardFrom);
  return { videos, hasMore: videos.length >= pagesize };
}

/** `/bilibili/video/detail`: the video with its parts as songs `bvid--ownerId--cid`. */
export function bilibiliVideoFrom(dto: BilibiliViewDto): BilibiliVideo {
  const video = dto.data;
  return {
    bvid: video.bvid,
    aid: video.aid,
    title: video.title,
    pic: video.pic,
    desc: video.desc,
    durationSec: video.duration,
    owner: { mid: video.owner.mid, name: video.owner.name },
    stat: { view: video.stat.view, danmaku: video.stat.danmaku, like: video.stat.like },
    parts: video.pages.map((page) =>
      songFromBilibiliPart({
        bvid: video.bvid,
        title: video.title,
        pic: video.pic,
        owner: video.owner,
        page,
      }),
    ),
  };
}

/**
 * `/bilibili/playurl`: the first DASH audio, else the first durl segment (the schema guarantees
 * one of them; null only if both lists are empty).
 */
export function bilibiliAudioUrlFrom(dto: BilibiliPlayurlDto): BilibiliAudioUrl | null {
  const dash = dto.data.dash?.audio?.[0];
  if (dash) return { mediaUrl: dash.baseUrl, streamForm: 'dash' };
  const durl = dto.data.durl?.[0];
  return durl ? { mediaUrl: durl.url, streamForm: 'durl' } : null;
}
