import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import { likeDtoSchema, likelistDtoSchema } from './likes.dto';

const LIKE = { songs: [], playlistId: 24381616, code: 200 };
const LIKELIST = { ids: [186016, 185811, 33894312], checkPoint: 1719560000000, code: 200 };

describe('likeDtoSchema', () => {
  it('parses the contract sample and a bare success', () => {
    expect(likeDtoSchema.parse(LIKE).playlistId).toBe(24381616);
    expect(firstIssuePath(likeDtoSchema, { code: 200 })).toBeNull();
  });

  it('rejects an error body and a string playlist id', () => {
    expect(firstIssuePath(likeDtoSchema, { code: 301, msg: '需要登录' })).toBe('code');
    expect(firstIssuePath(likeDtoSchema, withDrift(LIKE, ['playlistId'], '24381616'))).toBe(
      'playlistId',
    );
  });
});

describe('likelistDtoSchema', () => {
  it('parses the contract sample in order', () => {
    expect(likelistDtoSchema.parse(LIKELIST).ids).toEqual([186016, 185811, 33894312]);
  });

  it.each([
    [['ids'], REMOVE, 'ids'],
    [['ids'], ['186016', '185811'], 'ids.0'],
    [['ids'], { 0: 186016 }, 'ids'],
    [['checkPoint'], '1719560000000', 'checkPoint'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(likelistDtoSchema, withDrift(LIKELIST, path, value))).toBe(issuePath);
  });
});
