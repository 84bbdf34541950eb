import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  personalizedDtoSchema,
  playlistCatlistDtoSchema,
  recommendResourceDtoSchema,
  topPlaylistDtoSchema,
  topPlaylistHighqualityDtoSchema,
  toplistDetailDtoSchema,
  toplistDtoSchema,
} from './playlist-catalog.dto';

const CATLIST = {
  code: 200,
  all: { name: '全部歌单', resourceCount: 1000, imgUrl: null, type: 0, category: 4, hot: false },
  sub: [
    { name: '华语', resourceCount: 1000, imgUrl: null, type: 0, category: 0, hot: true },
    { name: '流行', resourceCount: 1000, imgUrl: null, type: 1, category: 1, hot: true },
  ],
  categories: { '0': '语种', '1': '风格', '2': '场景', '3': '情感', '4': '主题' },
};
const CARD = {
  name: '华语经典',
  id: 2829816518,
  userId: 1,
  createTime: 1560000000000,
  updateTime: 1719000000000,
  subscribedCount: 123456,
  trackCount: 200,
  coverImgUrl: 'http://p1.music.126.net/c==/109951.jpg',
  description: '…',
  tags: ['华语', '经典'],
  playCount: 98765432,
  specialType: 0,
  creator: {
    userId: 1,
    nickname: '网易云音乐',
    avatarUrl: 'http://p1.music.126.net/a.jpg',
    avatarImgIdStr: '1',
  },
  tracks: null,
  subscribers: [],
  subscribed: false,
  copywriter: null,
  tag: '',
};
const TOP_PLAYLIST = { playlists: [CARD], total: 1299, code: 200, more: true, cat: '华语' };
const CHART = {
  subscribers: [],
  subscribed: null,
  creator: null,
  tracks: null,
  updateFrequency: '每天更新',
  userId: 1,
  specialType: 10,
  coverImgUrl: 'http://p1.music.126.net/DrRIg6CrgDfVLEph9SNh7w==/18696095720518497.jpg',
  trackCount: 100,
  playCount: 3493488640,
  description: '云音乐中每天热度上升最快的100首单曲，每日更新。',
  name: '飙升榜',
  id: 19723756,
  ToplistType: 'S',
};
const TOPLIST = {
  code: 200,
  list: [CHART],
  artistToplist: { coverUrl: 'http://p1.music.126.net/a.jpg', name: '云音乐歌手榜', position: 5 },
};
const PERSONALIZED = {
  hasTaste: false,
  code: 200,
  category: 0,
  result: [
    {
      id: 2829816518,
      type: 0,
      name: '华语经典',
      copywriter: '热门推荐',
      picUrl: 'http://p1.music.126.net/c==/109951.jpg',
      canDislike: true,
      trackNumberUpdateTime: 1719000000000,
      playCount: 98765432,
      trackCount: 200,
      highQuality: false,
      alg: 'cityLevel_unknow',
    },
  ],
};
const RECOMMEND_RESOURCE = {
  code: 200,
  featureFirst: true,
  haveRcmdSongs: false,
  recommend: [
    {
      id: 2829816518,
      type: 1,
      name: '华语经典',
      copywriter: '根据你的口味推荐',
      picUrl: 'http://p1.music.126.net/c==/109951.jpg',
      playcount: 98765432,
      createTime: 1560000000000,
      creator: { userId: 1, nickname: '网易云音乐', avatarUrl: 'http://p1.music.126.net/a.jpg' },
      trackCount: 200,
      userId: 1,
      alg: 'featured',
    },
  ],
};

describe('playlist categories and square', () => {
  it('parses /playlist/catlist', () => {
    expect(playlistCatlistDtoSchema.parse(CATLIST).sub.map((cat) => cat.name)).toEqual([
      '华语',
      '流行',
    ]);
  });

  it('parses /top/playlist and /top/playlist/highquality', () => {
    expect(topPlaylistDtoSchema.parse(TOP_PLAYLIST).playlists[0]?.playCount).toBe(98765432);
    const highquality = { playlists: [CARD], code: 200, more: true, lasttime: 1719000000000 };
    expect(firstIssuePath(topPlaylistHighqualityDtoSchema, highquality)).toBeNull();
  });

  it.each([
    [playlistCatlistDtoSchema, CATLIST, ['sub', 0, 'name'], REMOVE, 'sub.0.name'],
    [playlistCatlistDtoSchema, CATLIST, ['sub'], ['华语'], 'sub.0'],
    [topPlaylistDtoSchema, TOP_PLAYLIST, ['more'], REMOVE, 'more'],
    [
      topPlaylistDtoSchema,
      TOP_PLAYLIST,
      ['playlists', 0, 'playCount'],
      '9.8亿',
      'playlists.0.playCount',
    ],
    [
      topPlaylistDtoSchema,
      TOP_PLAYLIST,
      ['playlists', 0, 'coverImgUrl'],
      REMOVE,
      'playlists.0.coverImgUrl',
    ],
    [topPlaylistDtoSchema, TOP_PLAYLIST, ['playlists', 0, 'id'], '2829816518', 'playlists.0.id'],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });
});

describe('charts', () => {
  it('parses /toplist', () => {
    expect(toplistDtoSchema.parse(TOPLIST).list[0]).toMatchObject({
      id: 19723756,
      updateFrequency: '每天更新',
    });
  });

  it('parses /toplist/detail previews and rejects a chart without them', () => {
    const detail = {
      ...TOPLIST,
      list: [{ ...CHART, tracks: [{ first: '晴天', second: '周杰伦' }] }],
      rewardToplist: null,
    };
    expect(toplistDetailDtoSchema.parse(detail).list[0]?.tracks[0]?.first).toBe('晴天');
    expect(firstIssuePath(toplistDetailDtoSchema, TOPLIST)).toBe('list.0.tracks');
  });

  it.each([
    [['list', 0, 'updateFrequency'], REMOVE, 'list.0.updateFrequency'],
    [['list', 0, 'name'], REMOVE, 'list.0.name'],
    [['list'], REMOVE, 'list'],
  ])('rejects /toplist drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(toplistDtoSchema, withDrift(TOPLIST, path, value))).toBe(issuePath);
  });
});

describe('recommended playlists', () => {
  it('parses /personalized and /recommend/resource', () => {
    expect(personalizedDtoSchema.parse(PERSONALIZED).result[0]?.trackCount).toBe(200);
    expect(recommendResourceDtoSchema.parse(RECOMMEND_RESOURCE).recommend[0]?.playcount).toBe(
      98765432,
    );
  });

  it('rejects /recommend/resource items that spell playCount in camel case', () => {
    const camel = withDrift(RECOMMEND_RESOURCE, ['recommend', 0, 'playcount'], REMOVE);
    expect(firstIssuePath(recommendResourceDtoSchema, camel)).toBe('recommend.0.playcount');
  });

  it('rejects /personalized items without a cover', () => {
    const noCover = withDrift(PERSONALIZED, ['result', 0, 'picUrl'], REMOVE);
    expect(firstIssuePath(personalizedDtoSchema, noCover)).toBe('result.0.picUrl');
  });
});
