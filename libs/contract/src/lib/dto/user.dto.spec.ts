import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import { SHAPE_A_TRIMMED } from './song-samples.fixture';
import {
  userDetailDtoSchema,
  userFollowedsDtoSchema,
  userFollowsDtoSchema,
  userPlaylistDtoSchema,
  userRecordDtoSchema,
  userRecordHiddenDtoSchema,
} from './user.dto';

const DETAIL = {
  level: 9,
  listenSongs: 12345,
  userPoint: { userId: 32953014, balance: 100, updateTime: 1719000000000, status: 1 },
  mobileSign: false,
  profile: {
    userId: 32953014,
    nickname: '测试用户',
    avatarUrl: 'http://p1.music.126.net/x.jpg',
    backgroundUrl: 'http://p1.music.126.net/y.jpg',
    signature: '签名',
    followeds: 12,
    follows: 34,
    userType: 0,
    accountType: 1,
    vipType: 11,
    avatarImgIdStr: '109951165012312312',
    artistIdentity: [],
  },
  peopleCanSeeMyPlayRecord: true,
  bindings: [],
  code: 200,
  createTime: 1407747901000,
  createDays: 3975,
};
const PLAYLISTS = {
  version: '1719500000000',
  more: false,
  code: 200,
  playlist: [
    {
      subscribers: [],
      subscribed: false,
      creator: {
        userId: 32953014,
        nickname: '测试用户',
        avatarUrl: 'http://p1.music.126.net/x.jpg',
        userType: 0,
        avatarImgIdStr: '1',
      },
      artists: null,
      tracks: null,
      updateFrequency: null,
      userId: 32953014,
      privacy: 0,
      trackCount: 3,
      coverImgUrl: 'http://p1.music.126.net/zzz==/109951163520311111.jpg',
      specialType: 5,
      playCount: 1024,
      description: null,
      tags: [],
      name: '测试用户喜欢的音乐',
      id: 24381616,
    },
  ],
};
const RECORD = { allData: [{ playCount: 12, score: 100, song: SHAPE_A_TRIMMED }], code: 200 };
const FOLLOW = {
  py: null,
  time: -1,
  followeds: 100,
  follows: 10,
  userId: 1000002,
  nickname: '好友A',
  avatarUrl: 'http://p1.music.126.net/f.jpg',
  signature: 'hi',
  gender: 1,
  vipType: 0,
  userType: 0,
  accountType: 1,
  followed: true,
  mutual: false,
  remarkName: null,
};
const FOLLOWS = { follow: [FOLLOW], touchCount: 10, more: false, code: 200 };
const FOLLOWEDS = {
  followeds: [
    {
      userId: 1000003,
      nickname: '粉丝B',
      avatarUrl: 'http://p1.music.126.net/g.jpg',
      signature: '',
      userType: 0,
      accountType: 1,
      vipType: 0,
      followed: false,
      time: 1719000000000,
    },
  ],
  size: 12,
  more: false,
  code: 200,
};

describe('/user/detail', () => {
  it('parses the contract sample', () => {
    const parsed = userDetailDtoSchema.parse(DETAIL);
    expect(parsed.level).toBe(9);
    expect(parsed.profile).toMatchObject({ followeds: 12, follows: 34, accountType: 1 });
  });

  it.each([
    [['level'], REMOVE, 'level'],
    [['profile', 'followeds'], '12', 'profile.followeds'],
    [['profile', 'userType'], REMOVE, 'profile.userType'],
    [['profile', 'signature'], REMOVE, 'profile.signature'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(userDetailDtoSchema, withDrift(DETAIL, path, value))).toBe(issuePath);
  });
});

describe('/user/playlist', () => {
  it('parses the contract sample with tracks null', () => {
    const [first] = userPlaylistDtoSchema.parse(PLAYLISTS).playlist;
    expect(first).toMatchObject({ userId: 32953014, specialType: 5, tracks: null });
  });

  it.each([
    [['playlist', 0, 'userId'], REMOVE, 'playlist.0.userId'],
    [['playlist', 0, 'tracks'], REMOVE, 'playlist.0.tracks'],
    [['playlist', 0, 'creator', 'userId'], '32953014', 'playlist.0.creator.userId'],
    [['playlist', 0, 'trackCount'], REMOVE, 'playlist.0.trackCount'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(userPlaylistDtoSchema, withDrift(PLAYLISTS, path, value))).toBe(
      issuePath,
    );
  });
});

describe('/user/record', () => {
  it('parses the allData and the weekData variants', () => {
    expect(userRecordDtoSchema.parse(RECORD)).toMatchObject({ allData: [{ playCount: 12 }] });
    const week = { weekData: RECORD.allData, code: 200 };
    expect(userRecordDtoSchema.parse(week)).toMatchObject({ weekData: [{ score: 100 }] });
  });

  it('rejects a record whose song lacks al.picUrl, and one with neither list', () => {
    const noCover = withDrift(RECORD, ['allData', 0, 'song', 'al', 'picUrl'], REMOVE);
    expect(userRecordDtoSchema.safeParse(noCover).success).toBe(false);
    expect(userRecordDtoSchema.safeParse({ code: 200 }).success).toBe(false);
    expect(userRecordDtoSchema.safeParse({ code: -2, msg: '无权限' }).success).toBe(false);
  });

  it('recognises the hidden-records error body', () => {
    expect(userRecordHiddenDtoSchema.parse({ code: -2, message: '无权限访问' }).code).toBe(-2);
    expect(firstIssuePath(userRecordHiddenDtoSchema, { code: 301 })).toBe('code');
  });
});

describe('follows and followers', () => {
  it('parses the contract samples', () => {
    expect(userFollowsDtoSchema.parse(FOLLOWS).follow[0]?.nickname).toBe('好友A');
    expect(userFollowedsDtoSchema.parse(FOLLOWEDS).followeds[0]?.userId).toBe(1000003);
  });

  it.each([
    [userFollowsDtoSchema, FOLLOWS, ['follow', 0, 'signature'], 7, 'follow.0.signature'],
    [userFollowsDtoSchema, FOLLOWS, ['follow', 0, 'accountType'], REMOVE, 'follow.0.accountType'],
    [userFollowsDtoSchema, FOLLOWS, ['follow'], REMOVE, 'follow'],
    [
      userFollowedsDtoSchema,
      FOLLOWEDS,
      ['followeds', 0, 'avatarUrl'],
      REMOVE,
      'followeds.0.avatarUrl',
    ],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });
});
