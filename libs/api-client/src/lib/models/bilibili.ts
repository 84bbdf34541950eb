import type { Song } from './song';

/** A video of the video-site search (contract §4.2). */
export interface BilibiliVideoCard {
  aid: number;
  bvid: string;
  /** May hold `<em class="keyword">` markup. */
  title: string;
  author: string;
  /** Often protocol-relative: show it through the stream proxy. */
  pic: string;
  /** "M:SS" as sent. */
  duration: string;
  /** Epoch seconds. */
  pubdate: number;
  description: string;
  plays: number;
  danmaku: number;
}

/** One page of video-site results; `hasMore` is "the page was full". */
export interface BilibiliSearchPage {
  videos: BilibiliVideoCard[];
  hasMore: boolean;
}

/** A video with its parts as playable songs (ids `bvid--ownerId--cid`). */
export interface BilibiliVideo {
  bvid: string;
  aid: number;
  title: string;
  pic: string;
  desc: string;
  durationSec: number;
  owner: { mid: number; name: string };
  stat: { view: number; danmaku: number; like: number };
  parts: Song[];
}

/** The audio of a video part: the first DASH audio, else the first durl segment. */
export interface BilibiliAudioUrl {
  mediaUrl: string;
  streamForm: 'dash' | 'durl';
}
