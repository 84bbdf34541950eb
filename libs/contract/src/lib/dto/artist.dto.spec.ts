import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  artistAlbumDtoSchema,
  artistDescDtoSchema,
  artistDetailDtoSchema,
  artistSongsDtoSchema,
  artistTopSongDtoSchema,
} from './artist.dto';
import { SHAPE_A_SAMPLE } from './song-samples.fixture';

const DETAIL = {
  code: 200,
  message: 'ok',
  data: {
    videoCount: 8,
    identify: { imageUrl: null, imageDesc: '歌手、作词、作曲', actionUrl: '' },
    artist: {
      id: 6452,
      cover: 'http://p4.music.126.net/c==/109951169164936450.jpg',
      avatar: 'http://p4.music.126.net/a==/109951169164936940.jpg',
      name: '周杰伦',
      transNames: [],
      alias: ['Jay Chou', '周董'],
      identities: ['作曲'],
      identifyTag: null,
      briefDesc: '周杰伦（Jay Chou），华语流行乐男歌手……',
      rank: { rank: 1, type: 1 },
      albumSize: 41,
      musicSize: 551,
      mvSize: 202,
    },
    blacklist: false,
    user: null,
  },
};
const SONGS = {
  songs: [
    {
      id: 186016,
      name: '晴天',
      ar: [{ id: 6452, name: '周杰伦' }],
      al: { id: 18905, name: '叶惠美' },
      dt: 269000,
      privilege: { id: 186016, fee: 8, st: 0, pl: 128000 },
    },
  ],
  more: true,
  total: 551,
  code: 200,
};
const ALBUMS = {
  artist: { id: 6452, name: '周杰伦', picUrl: 'http://p1.music.126.net/a.jpg', albumSize: 41 },
  hotAlbums: [
    {
      songs: [],
      paid: false,
      blurPicUrl: 'http://p1.music.126.net/xxxx==/1.jpg',
      alias: [],
      artists: [{ name: '周杰伦', id: 6452 }],
      artist: { name: '周杰伦', id: 6452 },
      publishTime: 1059580800000,
      company: '杰威尔音乐',
      picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
      pic: 1,
      description: '',
      subType: '录音室版',
      name: '叶惠美',
      id: 18905,
      type: '专辑',
      size: 11,
      isSub: false,
    },
  ],
  more: true,
  code: 200,
};

describe('/artist/detail', () => {
  it('parses the contract sample', () => {
    expect(artistDetailDtoSchema.parse(DETAIL).data.artist).toMatchObject({
      avatar: DETAIL.data.artist.avatar,
      alias: ['Jay Chou', '周董'],
    });
  });

  it.each([
    [['data', 'artist', 'alias'], 'Jay Chou', 'data.artist.alias'],
    [['data', 'artist', 'avatar'], REMOVE, 'data.artist.avatar'],
    [['data', 'artist', 'briefDesc'], REMOVE, 'data.artist.briefDesc'],
    [['data', 'artist'], REMOVE, 'data.artist'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(artistDetailDtoSchema, withDrift(DETAIL, path, value))).toBe(issuePath);
  });

  it('rejects the artist at the top level instead of under data', () => {
    const flat = { code: 200, artist: DETAIL.data.artist };
    expect(firstIssuePath(artistDetailDtoSchema, flat)).toBe('data');
  });
});

describe('/artist/songs and /artist/album', () => {
  it('parses the contract samples', () => {
    expect(artistSongsDtoSchema.parse(SONGS).songs.map((song) => song.id)).toEqual([186016]);
    expect(artistAlbumDtoSchema.parse(ALBUMS).hotAlbums[0]?.size).toBe(11);
  });

  it.each([
    [artistSongsDtoSchema, SONGS, ['songs', 0, 'id'], '186016', 'songs.0.id'],
    [artistSongsDtoSchema, SONGS, ['songs'], REMOVE, 'songs'],
    [
      artistAlbumDtoSchema,
      ALBUMS,
      ['hotAlbums', 0, 'publishTime'],
      '2003-07-31',
      'hotAlbums.0.publishTime',
    ],
    [artistAlbumDtoSchema, ALBUMS, ['hotAlbums', 0, 'size'], REMOVE, 'hotAlbums.0.size'],
    [artistAlbumDtoSchema, ALBUMS, ['hotAlbums', 0, 'picUrl'], REMOVE, 'hotAlbums.0.picUrl'],
    [artistAlbumDtoSchema, ALBUMS, ['hotAlbums'], REMOVE, 'hotAlbums'],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });
});

describe('routes not called by 4.8.2', () => {
  it('parses /artist/top/song and requires al.picUrl', () => {
    const top = { songs: [SHAPE_A_SAMPLE], more: false, code: 200 };
    expect(artistTopSongDtoSchema.parse(top).songs).toHaveLength(1);
    expect(
      firstIssuePath(artistTopSongDtoSchema, withDrift(top, ['songs', 0, 'al', 'picUrl'], REMOVE)),
    ).toBe('songs.0.al.picUrl');
  });

  it('parses /artist/desc and rejects a string introduction', () => {
    const desc = {
      introduction: [{ ti: '个人经历', txt: '2000年发行首张专辑……' }],
      briefDesc: '周杰伦（Jay Chou）……',
      count: 1,
      topicData: null,
      code: 200,
    };
    expect(artistDescDtoSchema.parse(desc).introduction[0]?.ti).toBe('个人经历');
    expect(firstIssuePath(artistDescDtoSchema, withDrift(desc, ['introduction'], '…'))).toBe(
      'introduction',
    );
  });
});
