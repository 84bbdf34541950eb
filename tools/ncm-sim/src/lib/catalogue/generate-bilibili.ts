import type { SeededRandom } from '../seeded-random';
import type { SimBiliVideo } from './catalogue.types';
import { TITLE_PARTS_ZH } from './words';

const BVID_ALPHABET = 'fZodR9XQDSUm21yCkr6zBqiveYah8bt4xsWpHnJE7jL5VG3guMTKNPAwcF';
const UPLOADERS = ['翻唱小站', '现场录音师', '二胡与吉他', '夜听电台', '钢琴练习生'] as const;

/** Videos in the simulated Bilibili catalogue: eight DASH videos and two MP4-only (`durl`) ones. */
export const BILIBILI_VIDEO_COUNT = 10;

/**
 * Bilibili videos whose parts carry audio with their own signal. The first videos are covers of
 * `coveredSongNames` (the songs NetEase cannot play), so the unblock path's "name artist album"
 * search finds them; the others have titles of their own.
 */
export function generateBilibiliVideos(
  random: SeededRandom,
  nextFrequency: () => number,
  coveredSongNames: readonly string[] = [],
): SimBiliVideo[] {
  return Array.from({ length: BILIBILI_VIDEO_COUNT }, (_, index) => {
    const bvid = `BV1${Array.from({ length: 9 }, () => random.pick([...BVID_ALPHABET])).join('')}`;
    const drawn = `${random.pick(TITLE_PARTS_ZH)}${random.pick(TITLE_PARTS_ZH)}`;
    const word = coveredSongNames[index] ?? drawn;
    const pageCount = index % 3 === 0 ? 3 : 1;
    const ownerIndex = index % UPLOADERS.length;
    return {
      bvid,
      aid: 100_000_000 + random.int(1, 899_999_999),
      title: `【${index % 2 ? '翻唱' : '现场'}】${word}`,
      desc: `模拟的哔哩哔哩视频：${word}。`,
      ownerMid: 500_000 + ownerIndex,
      ownerName: UPLOADERS[ownerIndex] ?? '',
      pubdate: Math.floor(Date.UTC(2022, 0, 1) / 1000) + random.int(0, 1_000) * 86_400,
      view: random.int(1_000, 5_000_000),
      danmaku: random.int(0, 20_000),
      like: random.int(0, 300_000),
      favorites: random.int(0, 50_000),
      tag: `音乐,${word},翻唱`,
      imageSeed: random.int(1, 2 ** 30),
      streamForm: index >= BILIBILI_VIDEO_COUNT - 2 ? 'durl' : 'dash',
      pages: Array.from({ length: pageCount }, (_, pageIndex) => ({
        cid: 200_000_000 + index * 10 + pageIndex,
        page: pageIndex + 1,
        part: pageCount === 1 ? word : `P${pageIndex + 1} ${random.pick(TITLE_PARTS_ZH)}`,
        durationSec: random.int(25, 60),
        frequencyHz: nextFrequency(),
      })),
    };
  });
}
