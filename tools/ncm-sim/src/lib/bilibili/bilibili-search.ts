import type { SimBiliVideo } from '../catalogue/catalogue.types';
import { hash32 } from '../catalogue/hash';
import { biliCoverPath } from './bili-cdn-paths';

/** A video that matched a search, with what matched. */
export interface BiliSearchHit {
  video: SimBiliVideo;
  /** Keyword tokens found in the title, in keyword order (these get highlighted). */
  titleTokens: string[];
  /** Fields that matched, named as upstream's `hit_columns`. */
  hitColumns: string[];
  /** Ranking key 1: length of the longest token found in the title. */
  longestTitleMatch: number;
  /** Ranking key 2: weighted sum over matched tokens. */
  score: number;
}

/** Total length of a video in seconds: the sum of its parts. */
export function videoDurationSec(video: SimBiliVideo): number {
  return video.pages.reduce((sum, page) => sum + page.durationSec, 0);
}

/** Upstream search's duration string: minutes (not wrapped at an hour) and two-digit seconds, `"4:18"`. */
export function formatSearchDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The whitespace-separated tokens of a keyword, without duplicates (case-insensitive). */
export function keywordTokens(keyword: string): string[] {
  const seen = new Set<string>();
  const tokens: string[] = [];
  for (const token of keyword.trim().split(/\s+/)) {
    const lower = token.toLowerCase();
    if (token && !seen.has(lower)) {
      seen.add(lower);
      tokens.push(token);
    }
  }
  return tokens;
}

const FIELD_WEIGHTS = { title: 4, tag: 2, description: 1, part: 2 } as const;

/**
 * Searches videos: a video matches when any keyword token is a case-insensitive substring of its
 * title, tag, description or a part name. Ranking: the longest token found in the title first (so
 * "<song> <artist> <album>" puts a video titled with the song above ones that share a shorter
 * word), then the weighted score (token length × field weight), then catalogue order.
 */
export function searchVideos(videos: readonly SimBiliVideo[], keyword: string): BiliSearchHit[] {
  const tokens = keywordTokens(keyword);
  const hits: { hit: BiliSearchHit; order: number }[] = [];
  videos.forEach((video, order) => {
    const fields = {
      title: video.title.toLowerCase(),
      tag: video.tag.toLowerCase(),
      description: video.desc.toLowerCase(),
      part: video.pages.map((page) => page.part.toLowerCase()).join('\n'),
    };
    const titleTokens: string[] = [];
    const hitColumns = new Set<string>();
    let score = 0;
    for (const token of tokens) {
      const lower = token.toLowerCase();
      for (const [name, text] of Object.entries(fields) as [keyof typeof fields, string][]) {
        if (!text.includes(lower)) continue;
        hitColumns.add(name);
        score += lower.length * FIELD_WEIGHTS[name];
        if (name === 'title') titleTokens.push(token);
      }
    }
    if (hitColumns.size === 0) return;
    const longestTitleMatch = Math.max(0, ...titleTokens.map((token) => token.length));
    hits.push({
      hit: { video, titleTokens, hitColumns: [...hitColumns], longestTitleMatch, score },
      order,
    });
  });
  hits.sort(
    (a, b) =>
      b.hit.longestTitleMatch - a.hit.longestTitleMatch ||
      b.hit.score - a.hit.score ||
      a.order - b.order,
  );
  return hits.map(({ hit }) => hit);
}

/**
 * Wraps every case-insensitive occurrence of the tokens in `<em class="keyword">…</em>`, as the
 * real search does; overlapping occurrences are merged into one highlight.
 */
export function highlightTitle(title: string, tokens: readonly string[]): string {
  const lower = title.toLowerCase();
  const marked = new Array<boolean>(title.length).fill(false);
  for (const token of tokens) {
    const needle = token.toLowerCase();
    if (!needle) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      marked.fill(true, at, at + needle.length);
    }
  }
  let out = '';
  for (let i = 0; i < title.length; i++) {
    const opens = marked[i] && !marked[i - 1];
    const closes = marked[i] && !marked[i + 1];
    out += `${opens ? '<em class="keyword">' : ''}${title.charAt(i)}${closes ? '</em>' : ''}`;
  }
  return out;
}

/**
 * One item of `data.result[]` of `/x/web-interface/wbi/search/type?search_type=video`, shaped as
 * upstream (contract §4.3): `duration` a `"M:SS"` string, dates in seconds. One deliberate
 * difference: upstream's `pic` is protocol-relative (`//i0.hdslb.com/…`), which clients complete
 * with `https:`; the simulated CDN has no TLS, so `pic` is the absolute `imageBase` URL (`http://…`)
 * and stays usable as answered. Clients must accept both forms.
 */
export function searchResultItem(hit: BiliSearchHit, imageBase: string): Record<string, unknown> {
  const { video } = hit;
  return {
    type: 'video',
    id: video.aid,
    author: video.ownerName,
    mid: video.ownerMid,
    typeid: '130',
    typename: '音乐综合',
    arcurl: `http://www.bilibili.com/video/av${video.aid}`,
    aid: video.aid,
    bvid: video.bvid,
    title: highlightTitle(video.title, hit.titleTokens),
    description: video.desc,
    arcrank: '0',
    pic: `${imageBase}${biliCoverPath(video.imageSeed)}`,
    play: video.view,
    video_review: video.danmaku,
    favorites: video.favorites,
    tag: video.tag,
    review: replyCount(video),
    pubdate: video.pubdate,
    senddate: video.pubdate + 1,
    duration: formatSearchDuration(videoDurationSec(video)),
    badgepay: false,
    hit_columns: hit.hitColumns,
    view_type: '',
    is_pay: 0,
    is_union_video: 0,
    rec_tags: null,
    new_rec_tags: [],
    rank_score: video.view + hit.score,
  };
}

/** A stable reply count for a video (the catalogue has none). */
export function replyCount(video: SimBiliVideo): number {
  return hash32(video.aid, 1) % 5_000;
}
