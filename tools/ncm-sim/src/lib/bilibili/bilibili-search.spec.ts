import type { SimBiliVideo } from '../catalogue/catalogue.types';
import {
  formatSearchDuration,
  highlightTitle,
  keywordTokens,
  searchResultItem,
  searchVideos,
} from './bilibili-search';

function video(bvid: string, title: string, extra: Partial<SimBiliVideo> = {}): SimBiliVideo {
  return {
    bvid,
    aid: 1000 + bvid.length,
    title,
    desc: '',
    ownerMid: 1,
    ownerName: 'up',
    pubdate: 1_650_000_000,
    view: 10,
    danmaku: 2,
    like: 3,
    favorites: 4,
    tag: '音乐',
    imageSeed: 42,
    streamForm: 'dash',
    pages: [
      { cid: 1, page: 1, part: 'P1 序', durationSec: 61, frequencyHz: 440 },
      { cid: 2, page: 2, part: 'P2 终', durationSec: 65, frequencyHz: 460 },
    ],
    ...extra,
  };
}

describe('Bilibili video search', () => {
  const videos = [
    video('BV1a', '【现场】春分潮汐'),
    video('BV1bb', '【翻唱】初雪潮汐'),
    video('BV1ccc', 'Neon Lights live', { desc: '潮汐 潮汐' }),
    video('BV1dddd', '无关', { tag: '音乐,Neon' }),
  ];

  it('splits keywords on whitespace without duplicates', () => {
    expect(keywordTokens('  初雪潮汐  Mira   mira Vale ')).toEqual(['初雪潮汐', 'Mira', 'Vale']);
  });

  it('matches any token case-insensitively in title, tag, description or part', () => {
    expect(searchVideos(videos, 'neon').map((hit) => hit.video.bvid)).toEqual([
      'BV1ccc',
      'BV1dddd',
    ]);
    expect(searchVideos(videos, 'p2 终').map((hit) => hit.video.bvid)).toHaveLength(4);
    expect(searchVideos(videos, 'nothing')).toEqual([]);
  });

  it('ranks the video whose title holds the longest token first', () => {
    const hits = searchVideos(videos, '潮汐 某人 初雪潮汐');
    expect(hits[0]?.video.bvid).toBe('BV1bb');
    expect(hits[0]?.hitColumns).toContain('title');
    expect(hits.map((hit) => hit.video.bvid)).toEqual(['BV1bb', 'BV1a', 'BV1ccc']);
  });

  it('prefers a longer token in the title over many shorter matches elsewhere', () => {
    const spread = { tag: '潮汐海岸', desc: '潮汐海岸' };
    const many = video('BV1many', '潮汐海岸', {
      ...spread,
      pages: [{ cid: 9, page: 1, part: '潮汐海岸', durationSec: 30, frequencyHz: 500 }],
    });
    const titled = video('BV1titled', '初雪潮汐', { tag: '' });
    const hits = searchVideos([many, titled], '初雪潮汐 潮汐海 海岸');
    expect(hits.map((hit) => hit.video.bvid)).toEqual(['BV1titled', 'BV1many']);
    expect(hits[1]?.score).toBeGreaterThan(hits[0]?.score ?? 0);
  });

  it('highlights every occurrence, merging overlaps, keeping the original case', () => {
    expect(highlightTitle('Neon neon Lights', ['NEON'])).toBe(
      '<em class="keyword">Neon</em> <em class="keyword">neon</em> Lights',
    );
    expect(highlightTitle('初雪潮汐', ['初雪', '雪潮'])).toBe('<em class="keyword">初雪潮</em>汐');
    expect(highlightTitle('abc', [])).toBe('abc');
  });

  it('formats durations as unwrapped minutes and two-digit seconds', () => {
    expect(formatSearchDuration(258)).toBe('4:18');
    expect(formatSearchDuration(5)).toBe('0:05');
    expect(formatSearchDuration(3_725)).toBe('62:05');
  });

  it('shapes a result item as upstream', () => {
    const [hit] = searchVideos(videos, '初雪潮汐');
    const item = searchResultItem(hit ?? fail('no hit'), 'http://127.0.0.1:5000');
    expect(item).toMatchObject({
      type: 'video',
      id: videos[1]?.aid,
      aid: videos[1]?.aid,
      bvid: 'BV1bb',
      title: '【翻唱】<em class="keyword">初雪潮汐</em>',
      pic: 'http://127.0.0.1:5000/bfs/archive/42.png',
      play: 10,
      video_review: 2,
      favorites: 4,
      pubdate: 1_650_000_000,
      duration: '2:06',
    });
  });
});

function fail(message: string): never {
  throw new Error(message);
}
