import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  cloudsearchDtoSchema,
  searchDefaultDtoSchema,
  searchHotDetailDtoSchema,
  searchSuggestDtoSchema,
} from './search.dto';
import { SHAPE_A_SAMPLE, SHAPE_B_SAMPLE } from './song-samples.fixture';

const DEFAULT = {
  code: 200,
  message: null,
  data: { showKeyword: '晴天 周杰伦', realkeyword: '晴天', searchType: 1, action: 1, gap: 0 },
};
const HOT = {
  code: 200,
  message: 'success',
  data: [{ searchWord: '晴天', score: 3580000, content: '', source: 0, iconType: 1, url: '' }],
};
const SONGS = {
  result: {
    searchQcReminder: null,
    songs: [{ ...SHAPE_A_SAMPLE, privilege: { id: 186016, fee: 8, payed: 0, st: 0, pl: 128000 } }],
    songCount: 300,
  },
  code: 200,
};
const ALBUMS = {
  result: {
    albums: [
      {
        name: '叶惠美',
        id: 18905,
        type: '专辑',
        size: 11,
        blurPicUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
        picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
        publishTime: 1059580800000,
        description: '',
        company: '杰威尔音乐',
        artist: { name: '周杰伦', id: 6452, picUrl: 'http://p1.music.126.net/a.jpg', trans: null },
        songs: null,
        artists: [{ name: '周杰伦', id: 6452 }],
        alg: 'alg_album_basic',
      },
    ],
    albumCount: 1,
  },
  code: 200,
};
const PLAYLISTS = {
  result: {
    playlists: [
      {
        id: 2829816518,
        name: '华语经典',
        coverImgUrl: 'http://p1.music.126.net/c.jpg',
        creator: {
          nickname: '网易云音乐',
          userId: 1,
          userType: 0,
          avatarUrl: 'http://p1.music.126.net/a.jpg',
          expertTags: null,
        },
        subscribed: false,
        trackCount: 200,
        userId: 1,
        playCount: 98765432,
        bookCount: 123456,
        officialTags: null,
        description: '…',
      },
    ],
    playlistCount: 500,
  },
  code: 200,
};
const MVS = {
  result: {
    mvs: [
      {
        id: 504177,
        cover: 'http://p1.music.126.net/mv==/1.jpg',
        name: '晴天',
        playCount: 12345678,
        briefDesc: null,
        artistName: '周杰伦',
        artistId: 6452,
        duration: 270000,
        artists: [{ id: 6452, name: '周杰伦', alias: ['Jay Chou'], transNames: null }],
        alias: null,
      },
    ],
    mvCount: 20,
  },
  code: 200,
};

describe('search box routes', () => {
  it('parses /search/default and /search/hot/detail', () => {
    expect(searchDefaultDtoSchema.parse(DEFAULT).data.realkeyword).toBe('晴天');
    expect(searchHotDetailDtoSchema.parse(HOT).data[0]?.searchWord).toBe('晴天');
  });

  it('rejects a missing keyword and a hot list moved under result', () => {
    const noKeyword = withDrift(DEFAULT, ['data', 'realkeyword'], REMOVE);
    expect(firstIssuePath(searchDefaultDtoSchema, noKeyword)).toBe('data.realkeyword');
    expect(firstIssuePath(searchHotDetailDtoSchema, { code: 200, result: HOT.data })).toBe('data');
  });
});

describe('cloudsearchDtoSchema', () => {
  it.each([
    ['songs (type 1)', SONGS],
    ['albums (type 10)', ALBUMS],
    ['playlists (type 1000)', PLAYLISTS],
    ['mvs (type 1004)', MVS],
    ['an empty result', { result: { songCount: 0 }, code: 200 }],
  ])('parses %s', (_label, sample) => {
    expect(firstIssuePath(cloudsearchDtoSchema, sample)).toBeNull();
  });

  it('keeps what the search page reads', () => {
    expect(cloudsearchDtoSchema.parse(SONGS).result.songs?.[0]?.al.picUrl).toBe(
      SHAPE_A_SAMPLE.al.picUrl,
    );
    expect(cloudsearchDtoSchema.parse(ALBUMS).result.albums?.[0]?.type).toBe('专辑');
    expect(cloudsearchDtoSchema.parse(PLAYLISTS).result.playlists?.[0]?.creator.nickname).toBe(
      '网易云音乐',
    );
    expect(cloudsearchDtoSchema.parse(MVS).result.mvs?.[0]?.artists[0]?.name).toBe('周杰伦');
  });

  it.each([
    [PLAYLISTS, ['result', 'playlists', 0, 'creator'], null, 'result.playlists.0.creator'],
    [
      PLAYLISTS,
      ['result', 'playlists', 0, 'creator', 'nickname'],
      null,
      'result.playlists.0.creator.nickname',
    ],
    [MVS, ['result', 'mvs', 0, 'artists'], REMOVE, 'result.mvs.0.artists'],
    [MVS, ['result', 'mvs', 0, 'artists'], null, 'result.mvs.0.artists'],
    [ALBUMS, ['result', 'albums', 0, 'type'], REMOVE, 'result.albums.0.type'],
    [ALBUMS, ['result', 'albums', 0, 'artist'], REMOVE, 'result.albums.0.artist'],
    [ALBUMS, ['result', 'albums', 0, 'publishTime'], '2003.07.31', 'result.albums.0.publishTime'],
    [SONGS, ['result', 'songs', 0, 'al', 'picUrl'], REMOVE, 'result.songs.0.al.picUrl'],
    [SONGS, ['result', 'songs', 0], SHAPE_B_SAMPLE, 'result.songs.0.ar'],
    [SONGS, ['result', 'songCount'], '300', 'result.songCount'],
    [SONGS, ['result'], REMOVE, 'result'],
  ])('rejects drift (%#) at %p', (sample, path, value, issuePath) => {
    expect(firstIssuePath(cloudsearchDtoSchema, withDrift(sample, path, value))).toBe(issuePath);
  });
});

describe('searchSuggestDtoSchema', () => {
  const suggest = {
    result: {
      songs: [
        { id: 186016, name: '晴天', artists: [{ id: 6452, name: '周杰伦' }], duration: 269000 },
      ],
      artists: [{ id: 6452, name: '周杰伦', picUrl: 'http://p1.music.126.net/a.jpg' }],
      albums: [{ id: 18905, name: '叶惠美' }],
      order: ['songs', 'artists', 'albums'],
    },
    code: 200,
  };

  it('parses a suggestion and an empty one', () => {
    expect(searchSuggestDtoSchema.parse(suggest).result.order).toEqual([
      'songs',
      'artists',
      'albums',
    ]);
    expect(firstIssuePath(searchSuggestDtoSchema, { result: {}, code: 200 })).toBeNull();
  });

  it('rejects songs without artists and a string order', () => {
    const noArtists = withDrift(suggest, ['result', 'songs', 0, 'artists'], REMOVE);
    expect(firstIssuePath(searchSuggestDtoSchema, noArtists)).toBe('result.songs.0.artists');
    const badOrder = withDrift(suggest, ['result', 'order'], 'songs');
    expect(firstIssuePath(searchSuggestDtoSchema, badOrder)).toBe('result.order');
  });
});
