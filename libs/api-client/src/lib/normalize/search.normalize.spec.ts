import {
  bilibiliSearchDtoSchema,
  cloudsearchDtoSchema,
  searchDefaultDtoSchema,
  searchHotDetailDtoSchema,
} from '@cadenza/contract';
import { SHAPE_A_TRIMMED } from '@cadenza/contract/testing';
import {
  cloudsearchFrom,
  hotSearchesFrom,
  searchDefaultFrom,
  videoSearchResultsFrom,
} from './search.normalize';

const ALBUM = {
  id: 18905,
  name: '叶惠美',
  picUrl: 'http://x/a.jpg',
  size: 11,
  publishTime: 1059580800000,
  company: '杰威尔',
  artist: { id: 6452, name: '周杰伦' },
  type: '专辑',
};
const PLAYLIST = {
  id: 2829816518,
  name: '华语经典',
  coverImgUrl: 'http://x/c.jpg',
  playCount: 100,
  creator: { nickname: 'demo' },
};
const MV = {
  id: 504177,
  name: '晴天',
  cover: 'http://x/mv.jpg',
  playCount: 12345678,
  artists: [
    { id: 6452, name: '周杰伦' },
    { id: 1, name: 'B' },
  ],
  duration: 269000,
};
const cloud = (result: Record<string, unknown>) =>
  cloudsearchDtoSchema.parse({ code: 200, result });

describe('search normalizers', () => {
  it('reads the default keyword and the hot searches', () => {
    const keyword = searchDefaultDtoSchema.parse({
      code: 200,
      data: { showKeyword: '晴天 周杰伦', realkeyword: '晴天' },
    });
    expect(searchDefaultFrom(keyword)).toEqual({ showKeyword: '晴天 周杰伦', realkeyword: '晴天' });
    const hot = searchHotDetailDtoSchema.parse({
      code: 200,
      data: [{ searchWord: '晴天', score: 1, content: 'x' }, { searchWord: '稻香' }],
    });
    expect(hotSearchesFrom(hot)).toEqual([
      { searchWord: '晴天', score: 1, content: 'x' },
      { searchWord: '稻香', score: null, content: null },
    ]);
  });

  it('reads each result type; a full page means more may follow', () => {
    const songs = cloudsearchFrom(cloud({ songs: [SHAPE_A_TRIMMED], songCount: 9 }), 1, 1);
    expect(songs).toMatchObject({ type: 1, total: 9, hasMore: true });
    const albums = cloudsearchFrom(cloud({ albums: [ALBUM], albumCount: 1 }), 10, 30);
    expect(albums).toMatchObject({ type: 10, total: 1, hasMore: false });
    expect(albums.type === 10 && albums.albums[0]).toMatchObject({
      type: '专辑',
      company: '杰威尔',
    });
    const lists = cloudsearchFrom(cloud({ playlists: [PLAYLIST] }), 1000, 30);
    expect(lists.type === 1000 && lists.playlists[0]).toMatchObject({
      coverImgUrl: 'http://x/c.jpg',
      creator: { userId: 0, nickname: 'demo', avatarUrl: '' },
    });
    const mvs = cloudsearchFrom(cloud({ mvs: [MV], mvCount: 1 }), 1004, 30);
    expect(mvs.type === 1004 && mvs.mvs[0]).toEqual({
      id: 504177,
      name: '晴天',
      cover: 'http://x/mv.jpg',
      playCount: 12345678,
      artistName: '周杰伦/B',
      durationMs: 269000,
    });
  });

  it('reads an empty result as empty lists of the type asked', () => {
    for (const type of [1, 10, 1000, 1004] as const) {
      const results = cloudsearchFrom(cloud({}), type, 30);
      expect(results).toMatchObject({ type, total: null, hasMore: false });
    }
  });

  it('reads video-site results as type 2000', () => {
    const dto = bilibiliSearchDtoSchema.parse({
      code: 0,
      message: '0',
      ttl: 1,
      data: {
        numResults: 1,
        result: [
          {
            bvid: 'BV1xx411c7mD',
            aid: 2,
            title: '<em class="keyword">晴天</em>',
            author: 'up',
            pic: '//i0.hdslb.com/a.jpg',
            duration: '4:29',
            pubdate: 1719000000,
            play: 10,
            video_review: 2,
            description: 'd',
          },
        ],
      },
    });
    expect(videoSearchResultsFrom(dto, 30)).toMatchObject({
      type: 2000,
      total: 1,
      hasMore: false,
      videos: [{ bvid: 'BV1xx411c7mD', plays: 10, danmaku: 2, duration: '4:29' }],
    });
  });
});
