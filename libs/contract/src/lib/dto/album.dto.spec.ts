import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import { albumCardDtoSchema, albumDtoSchema } from './album.dto';

const ALBUM = {
  resourceState: true,
  songs: [
    {
      name: '晴天',
      id: 186016,
      ar: [{ id: 6452, name: '周杰伦' }],
      al: {
        id: 18905,
        name: '叶惠美',
        picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
      },
      dt: 269000,
      no: 3,
      cd: '01',
      fee: 8,
      mv: 504177,
    },
    {
      name: '以父之名',
      id: 185811,
      ar: [{ id: 6452, name: '周杰伦' }],
      al: { id: 18905, name: '叶惠美' },
      dt: 342000,
    },
  ],
  code: 200,
  album: {
    songs: [],
    paid: false,
    artists: [{ name: '周杰伦', id: 6452, picUrl: 'http://p1.music.126.net/a.jpg' }],
    copyrightId: 1007,
    artist: {
      img1v1Id: 18686200114669624,
      musicSize: 551,
      albumSize: 41,
      img1v1Url: 'http://p1.music.126.net/b==/18686200114669622.jpg',
      picUrl: 'http://p1.music.126.net/a.jpg',
      alias: ['Jay Chou'],
      name: '周杰伦',
      id: 6452,
    },
    publishTime: 1059580800000,
    company: '杰威尔音乐',
    picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
    blurPicUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
    description: '专辑介绍……',
    subType: '录音室版',
    name: '叶惠美',
    id: 18905,
    type: '专辑',
    size: 11,
  },
};

describe('albumDtoSchema', () => {
  it('parses the contract sample, songs without al.picUrl included', () => {
    const parsed = albumDtoSchema.parse(ALBUM);
    expect(parsed.songs[1]?.al.picUrl).toBeUndefined();
    expect(parsed.album).toMatchObject({ company: '杰威尔音乐', description: '专辑介绍……' });
    expect(parsed.album.artist.img1v1Url).toBe(ALBUM.album.artist.img1v1Url);
  });

  it('accepts a null company and description', () => {
    const nulls = withDrift(
      withDrift(ALBUM, ['album', 'company'], null),
      ['album', 'description'],
      null,
    );
    expect(firstIssuePath(albumDtoSchema, nulls)).toBeNull();
  });

  it.each([
    [['songs', 0, 'ar'], REMOVE, 'songs.0.ar'],
    [['songs', 0, 'dt'], REMOVE, 'songs.0.dt'],
    [['album', 'artist', 'img1v1Url'], REMOVE, 'album.artist.img1v1Url'],
    [['album', 'artist'], REMOVE, 'album.artist'],
    [['album', 'picUrl'], REMOVE, 'album.picUrl'],
    [['album', 'company'], REMOVE, 'album.company'],
    [['album', 'description'], REMOVE, 'album.description'],
    [['album', 'publishTime'], '2003-07-31', 'album.publishTime'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(albumDtoSchema, withDrift(ALBUM, path, value))).toBe(issuePath);
  });
});

describe('albumCardDtoSchema', () => {
  it('requires id, name and picUrl', () => {
    const card = { id: 18905, name: '叶惠美', picUrl: 'http://p1.music.126.net/x.jpg' };
    expect(firstIssuePath(albumCardDtoSchema, card)).toBeNull();
    expect(firstIssuePath(albumCardDtoSchema, { id: 18905, name: '叶惠美' })).toBe('picUrl');
  });
});
