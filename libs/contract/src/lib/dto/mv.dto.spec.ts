import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import { mvAllDtoSchema, mvDetailDtoSchema, mvUrlDtoSchema } from './mv.dto';

const MV_ALL = {
  count: 1000,
  hasMore: true,
  code: 200,
  data: [
    {
      id: 14686812,
      cover: 'http://p1.music.126.net/mv==/109951168000000000.jpg',
      name: '某MV',
      playCount: 1234567,
      briefDesc: null,
      desc: null,
      artistName: '某歌手',
      artistId: 1000001,
      duration: 0,
      mark: 0,
      subed: false,
      artists: [{ id: 1000001, name: '某歌手' }],
    },
  ],
};
const MV_URL = {
  code: 200,
  data: {
    id: 14686812,
    url: 'http://vodkgeyttp8.vod.126.net/cloudmusic/e18b/core/aa57/6f56150a35613ef77fc70b253bea4977.mp4?wsSecret=84a3&wsTime=1703668700',
    r: 1080,
    size: 215391070,
    md5: '',
    code: 200,
    expi: 3600,
    fee: 0,
    mvFee: 0,
    st: 0,
    promotionVo: null,
    msg: '',
  },
};
const MV_DETAIL = {
  loadingPic: '',
  bufferPic: '',
  subed: false,
  code: 200,
  data: {
    id: 504177,
    name: '晴天',
    artistId: 6452,
    artistName: '周杰伦',
    briefDesc: '',
    desc: null,
    cover: 'http://p1.music.126.net/mv==/1.jpg',
    playCount: 12345678,
    duration: 270000,
    publishTime: '2003-07-31',
    brs: [
      { size: 30000000, br: 480, point: 10 },
      { size: 60000000, br: 1080, point: 30 },
    ],
    artists: [
      { id: 6452, name: '周杰伦', img1v1Url: 'http://p1.music.126.net/b.jpg', followed: false },
    ],
  },
};

describe('mv DTOs', () => {
  it('parses /mv/all, /mv/url and /mv/detail', () => {
    expect(mvAllDtoSchema.parse(MV_ALL).data[0]?.cover).toBe(MV_ALL.data[0]?.cover);
    expect(mvUrlDtoSchema.parse(MV_URL).data.url).toBe(MV_URL.data.url);
    expect(mvDetailDtoSchema.parse(MV_DETAIL).data.brs?.map((res) => res.br)).toEqual([480, 1080]);
  });

  it('accepts an unplayable MV whose url is null', () => {
    const unplayable = withDrift(withDrift(MV_URL, ['data', 'url'], null), ['data', 'code'], 404);
    expect(mvUrlDtoSchema.parse(unplayable).data.url).toBeNull();
  });

  it.each([
    [mvAllDtoSchema, MV_ALL, ['data'], { list: [] }, 'data'],
    [mvAllDtoSchema, MV_ALL, ['data', 0, 'playCount'], '123万', 'data.0.playCount'],
    [mvAllDtoSchema, MV_ALL, ['data', 0, 'cover'], REMOVE, 'data.0.cover'],
    [mvUrlDtoSchema, MV_URL, ['data', 'url'], REMOVE, 'data.url'],
    [mvUrlDtoSchema, MV_URL, ['data'], [MV_URL.data], 'data'],
    [mvDetailDtoSchema, MV_DETAIL, ['data', 'artists'], REMOVE, 'data.artists'],
    [mvDetailDtoSchema, MV_DETAIL, ['data', 'duration'], '04:30', 'data.duration'],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });
});
