import { gdSearchDtoSchema, gdUrlDtoSchema, musicFallbackDtoSchema } from './alt-source.dto';
import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';

const GD_SEARCH = [
  {
    id: '002Zkt5S2z8JZx',
    name: '晴天',
    artist: ['周杰伦'],
    album: '叶惠美',
    pic_id: '002eFUFm2XYZ7z',
    url_id: '002Zkt5S2z8JZx',
    lyric_id: '002Zkt5S2z8JZx',
    source: 'joox',
  },
];
const GD_URL = { url: 'https:\\/\\/example.cdn\\/x.mp3', br: 320, size: 10763213 };

describe('GD Studio answers', () => {
  it('parses the search array, including numeric netease ids and an empty result', () => {
    expect(gdSearchDtoSchema.parse(GD_SEARCH)[0]?.source).toBe('joox');
    const netease = withDrift(withDrift(GD_SEARCH, [0, 'id'], 186016), [0, 'source'], 'netease');
    expect(gdSearchDtoSchema.parse(netease)[0]?.id).toBe(186016);
    expect(gdSearchDtoSchema.parse([])).toEqual([]);
  });

  it.each([
    [[0, 'artist'], '周杰伦', '0.artist'],
    [[0, 'id'], null, '0.id'],
    [[0, 'source'], REMOVE, '0.source'],
    [[0, 'url_id'], REMOVE, '0.url_id'],
  ])('rejects search drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(gdSearchDtoSchema, withDrift(GD_SEARCH, path, value))).toBe(issuePath);
  });

  it('rejects a search answer wrapped in an object', () => {
    expect(firstIssuePath(gdSearchDtoSchema, { data: GD_SEARCH })).toBe('');
  });

  it('parses the url answer with br as a number or a numeric string', () => {
    expect(gdUrlDtoSchema.parse(GD_URL).br).toBe(320);
    expect(gdUrlDtoSchema.parse({ ...GD_URL, br: '999' }).br).toBe('999');
  });

  it.each([
    [['size'], '10763213', 'size'],
    [['br'], 'high', 'br'],
    [['url'], REMOVE, 'url'],
  ])('rejects url drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(gdUrlDtoSchema, withDrift(GD_URL, path, value))).toBe(issuePath);
  });
});

describe('musicFallbackDtoSchema', () => {
  const sample = { code: 200, data: { url: 'https://music.example/x.mp3' } };

  it('parses the /music answer', () => {
    expect(musicFallbackDtoSchema.parse(sample).data.url).toBe(sample.data.url);
  });

  it('rejects a missing url, a bare url and a non-200 code', () => {
    expect(firstIssuePath(musicFallbackDtoSchema, withDrift(sample, ['data', 'url'], REMOVE))).toBe(
      'data.url',
    );
    expect(firstIssuePath(musicFallbackDtoSchema, { code: 200, url: sample.data.url })).toBe(
      'data',
    );
    expect(firstIssuePath(musicFallbackDtoSchema, { code: 404, message: 'x' })).toBe('code');
  });
});
