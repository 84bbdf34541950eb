import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  albumNewestDtoSchema,
  personalizedNewsongDtoSchema,
  playmodeIntelligenceListDtoSchema,
  recommendSongsDtoSchema,
  topAlbumDtoSchema,
  topArtistsDtoSchema,
  topSongDtoSchema,
} from './discovery.dto';
import { SHAPE_A_SAMPLE, SHAPE_A_TRIMMED, SHAPE_B_SAMPLE } from './song-samples.fixture';

const RECOMMEND_SONGS = {
  code: 200,
  data: {
    dailySongs: [
      {
        ...SHAPE_A_TRIMMED,
        publishTime: 1059580800000,
        reason: '超73%人播放',
        recommendReason: '超73%人播放',
        privilege: { id: 186016, fee: 8, payed: 0, st: 0, pl: 128000, dl: 0, sp: 7, flag: 260 },
        alg: 'FSs2AR',
      },
    ],
    orderSongs: [],
    recommendReasons: [{ songId: 186016, reason: '超73%人播放', reasonId: '12', targetUrl: null }],
    mvResourceInfos: null,
    demote: false,
    fromCache: false,
  },
};
const NEWSONG = {
  code: 200,
  category: 2,
  result: [
    {
      id: 186016,
      type: 4,
      name: '晴天',
      copywriter: null,
      picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
      canDislike: true,
      trackNumberUpdateTime: null,
      song: SHAPE_B_SAMPLE,
      alg: 'featured',
    },
  ],
};
const TOP_ARTISTS = {
  artists: [
    {
      name: '周杰伦',
      id: 6452,
      picId: 109951169164936450,
      img1v1Id: 18686200114669624,
      briefDesc: '',
      picUrl: 'http://p1.music.126.net/a==/109951169164936450.jpg',
      img1v1Url: 'http://p1.music.126.net/b==/18686200114669622.jpg',
      albumSize: 41,
      alias: ['Jay Chou'],
      trans: '',
      musicSize: 551,
      topicPerson: 0,
      followed: false,
      fansCount: null,
    },
  ],
  more: true,
  code: 200,
};
const NEW_ALBUM = {
  name: '新专辑',
  id: 250000001,
  type: '专辑',
  size: 10,
  blurPicUrl: 'http://p1.music.126.net/n==/109951170000000000.jpg',
  picUrl: 'http://p1.music.126.net/n==/109951170000000000.jpg',
  publishTime: 1719417600000,
  company: '某唱片',
  artist: { name: '某歌手', id: 1000001, picUrl: 'http://p1.music.126.net/a.jpg', musicSize: 60 },
  songs: null,
  alias: [],
  artists: [{ name: '某歌手', id: 1000001 }],
  paid: false,
};
const ALBUM_NEWEST = { code: 200, albums: [NEW_ALBUM] };

describe('/recommend/songs', () => {
  it('parses the contract sample', () => {
    const [first] = recommendSongsDtoSchema.parse(RECOMMEND_SONGS).data.dailySongs;
    expect(first?.al.picUrl).toBe(SHAPE_A_TRIMMED.al.picUrl);
    expect(first?.reason).toBe('超73%人播放');
  });

  it.each([
    [['data'], REMOVE, 'data'],
    [['data', 'dailySongs', 0, 'al', 'picUrl'], REMOVE, 'data.dailySongs.0.al.picUrl'],
    [['data', 'dailySongs', 0, 'ar'], REMOVE, 'data.dailySongs.0.ar'],
    [['data', 'dailySongs', 0, 'privilege', 'st'], '0', 'data.dailySongs.0.privilege.st'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(recommendSongsDtoSchema, withDrift(RECOMMEND_SONGS, path, value))).toBe(
      issuePath,
    );
  });

  it('rejects dailySongs moved to the top level', () => {
    const flat = { code: 200, dailySongs: RECOMMEND_SONGS.data.dailySongs };
    expect(firstIssuePath(recommendSongsDtoSchema, flat)).toBe('data');
  });
});

describe('/personalized/newsong', () => {
  it('parses items with a Shape B song', () => {
    const [item] = personalizedNewsongDtoSchema.parse(NEWSONG).result;
    expect(item?.song.artists[0]?.name).toBe('周杰伦');
    expect(item?.song.album.name).toBe('叶惠美');
  });

  it('rejects a Shape A song in place of Shape B, and a missing top-level picUrl', () => {
    const shapeA = withDrift(NEWSONG, ['result', 0, 'song'], SHAPE_A_SAMPLE);
    expect(firstIssuePath(personalizedNewsongDtoSchema, shapeA)).toBe('result.0.song.artists');
    const noCover = withDrift(NEWSONG, ['result', 0, 'picUrl'], REMOVE);
    expect(firstIssuePath(personalizedNewsongDtoSchema, noCover)).toBe('result.0.picUrl');
  });
});

describe('home lists', () => {
  it('parses /top/artists and /album/newest', () => {
    expect(topArtistsDtoSchema.parse(TOP_ARTISTS).artists[0]?.musicSize).toBe(551);
    expect(albumNewestDtoSchema.parse(ALBUM_NEWEST).albums[0]?.blurPicUrl).toBe(
      NEW_ALBUM.blurPicUrl,
    );
  });

  it.each([
    [topArtistsDtoSchema, TOP_ARTISTS, ['artists', 0, 'musicSize'], REMOVE, 'artists.0.musicSize'],
    [topArtistsDtoSchema, TOP_ARTISTS, ['artists', 0, 'picUrl'], null, 'artists.0.picUrl'],
    [
      albumNewestDtoSchema,
      ALBUM_NEWEST,
      ['albums', 0, 'blurPicUrl'],
      REMOVE,
      'albums.0.blurPicUrl',
    ],
    [albumNewestDtoSchema, ALBUM_NEWEST, ['albums', 0, 'id'], '250000001', 'albums.0.id'],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });
});

describe('routes not called by 4.8.2', () => {
  it('parses /top/song with Shape B songs and rejects Shape A', () => {
    expect(topSongDtoSchema.parse({ code: 200, data: [SHAPE_B_SAMPLE] }).data).toHaveLength(1);
    expect(firstIssuePath(topSongDtoSchema, { code: 200, data: [SHAPE_A_SAMPLE] })).toBe(
      'data.0.artists',
    );
  });

  it('parses /top/album and requires monthData', () => {
    const topAlbum = { total: 1, area: 'ALL', type: 'new', monthData: [NEW_ALBUM], code: 200 };
    expect(topAlbumDtoSchema.parse(topAlbum).monthData[0]?.name).toBe('新专辑');
    expect(firstIssuePath(topAlbumDtoSchema, withDrift(topAlbum, ['monthData'], REMOVE))).toBe(
      'monthData',
    );
  });

  it('parses /playmode/intelligence/list and requires songInfo', () => {
    const list = {
      code: 200,
      data: [{ id: 186016, recommended: false, songInfo: SHAPE_A_SAMPLE, alg: 'alg_hm' }],
    };
    expect(playmodeIntelligenceListDtoSchema.parse(list).data[0]?.songInfo.dt).toBe(269000);
    expect(
      firstIssuePath(
        playmodeIntelligenceListDtoSchema,
        withDrift(list, ['data', 0, 'songInfo'], null),
      ),
    ).toBe('data.0.songInfo');
  });
});
