import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  playlistCreateDtoSchema,
  playlistDetailDtoSchema,
  playlistSubscribeDtoSchema,
  playlistTracksDtoSchema,
} from './playlist.dto';
import { SHAPE_A_TRIMMED } from './song-samples.fixture';

const PLAYLIST_DETAIL = {
  code: 200,
  relatedVideos: null,
  playlist: {
    id: 24381616,
    name: '测试用户喜欢的音乐',
    coverImgId: 109951163520311100,
    coverImgUrl: 'http://p1.music.126.net/zzz==/109951163520311111.jpg',
    userId: 32953014,
    createTime: 1407747904000,
    updateTime: 1719500000000,
    trackCount: 3,
    specialType: 5,
    privacy: 0,
    playCount: 1024,
    description: '歌单描述',
    tags: ['华语', '流行'],
    updateFrequency: null,
    subscribers: [],
    subscribed: false,
    creator: {
      userId: 32953014,
      nickname: '测试用户',
      avatarUrl: 'http://p1.music.126.net/x.jpg',
      userType: 0,
      vipType: 11,
      avatarDetail: null,
    },
    tracks: [SHAPE_A_TRIMMED],
    trackIds: [
      { id: 186016, v: 65, t: 0, at: 1719500000000, alg: null, uid: 32953014, rcmdReason: '' },
      { id: 185811, v: 40, t: 0, at: 1719400000000, alg: null, uid: 32953014, rcmdReason: '' },
      { id: 33894312, v: 30, t: 0, at: 1719300000000, alg: null, uid: 32953014, rcmdReason: '' },
    ],
    shareCount: 0,
    commentCount: 0,
  },
  urls: null,
  privileges: [],
  sharedPrivilege: null,
  resEntrance: null,
};
const CREATE = {
  code: 200,
  id: 8123456789,
  playlist: {
    id: 8123456789,
    name: '新歌单',
    coverImgUrl: 'http://p1.music.126.net/default.jpg',
    trackCount: 0,
    privacy: 0,
    description: null,
  },
};
const TRACKS = {
  status: 200,
  body: { trackIds: '[186016]', count: 4, cloudCount: 0, code: 200 },
  cookie: [],
};

describe('playlistDetailDtoSchema', () => {
  it('parses the contract sample with tracks and the complete trackIds', () => {
    const { playlist } = playlistDetailDtoSchema.parse(PLAYLIST_DETAIL);
    expect(playlist.trackIds?.map((entry) => entry.id)).toEqual([186016, 185811, 33894312]);
    expect(playlist.tracks[0]?.al.picUrl).toBe(SHAPE_A_TRIMMED.al.picUrl);
    expect(playlist.creator.nickname).toBe('测试用户');
  });

  it('accepts a playlist without trackIds and a chart with updateFrequency', () => {
    const noIds = withDrift(PLAYLIST_DETAIL, ['playlist', 'trackIds'], REMOVE);
    expect(firstIssuePath(playlistDetailDtoSchema, noIds)).toBeNull();
    const chart = withDrift(PLAYLIST_DETAIL, ['playlist', 'updateFrequency'], '每天更新');
    expect(firstIssuePath(playlistDetailDtoSchema, chart)).toBeNull();
  });

  it.each([
    [['playlist', 'trackIds', 1, 'id'], '185811', 'playlist.trackIds.1.id'],
    [['playlist', 'trackIds'], [186016, 185811], 'playlist.trackIds.0'],
    [['playlist', 'tracks'], REMOVE, 'playlist.tracks'],
    [['playlist', 'tracks', 0, 'ar'], REMOVE, 'playlist.tracks.0.ar'],
    [['playlist', 'creator'], null, 'playlist.creator'],
    [['playlist', 'creator', 'avatarUrl'], REMOVE, 'playlist.creator.avatarUrl'],
    [['playlist', 'coverImgUrl'], REMOVE, 'playlist.coverImgUrl'],
    [['playlist', 'description'], REMOVE, 'playlist.description'],
    [['playlist', 'subscribed'], 'false', 'playlist.subscribed'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(playlistDetailDtoSchema, withDrift(PLAYLIST_DETAIL, path, value))).toBe(
      issuePath,
    );
  });
});

describe('playlist write routes', () => {
  it('parses /playlist/create and requires the new id', () => {
    expect(playlistCreateDtoSchema.parse(CREATE).id).toBe(8123456789);
    expect(firstIssuePath(playlistCreateDtoSchema, withDrift(CREATE, ['id'], REMOVE))).toBe('id');
    expect(firstIssuePath(playlistCreateDtoSchema, withDrift(CREATE, ['id'], '8123456789'))).toBe(
      'id',
    );
  });

  it('parses the wrapped /playlist/tracks answer, including a wrapped upstream error', () => {
    expect(playlistTracksDtoSchema.parse(TRACKS).body.count).toBe(4);
    const wrappedError = {
      status: 502,
      body: { code: 502, message: '歌单内歌曲重复' },
      cookie: [],
    };
    expect(playlistTracksDtoSchema.parse(wrappedError).body.code).toBe(502);
  });

  it.each([
    [{ trackIds: '[186016]', count: 4, cloudCount: 0, code: 200 }, 'status'],
    [withDrift(TRACKS, ['body'], REMOVE), 'body'],
    [withDrift(TRACKS, ['cookie'], 'a=b'), 'cookie'],
    [withDrift(TRACKS, ['body', 'code'], REMOVE), 'body.code'],
  ])('rejects the unwrapped or broken /playlist/tracks answer (%#)', (body, issuePath) => {
    expect(firstIssuePath(playlistTracksDtoSchema, body)).toBe(issuePath);
  });

  it('parses /playlist/subscribe and rejects the login-required body', () => {
    expect(playlistSubscribeDtoSchema.parse({ code: 200 }).code).toBe(200);
    expect(firstIssuePath(playlistSubscribeDtoSchema, { code: 301, msg: '需要登录' })).toBe('code');
  });
});
