import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  songShapeADtoSchema,
  songShapeAOptionalCoverDtoSchema,
  songShapeBDtoSchema,
} from './song.dto';
import { SHAPE_A_SAMPLE, SHAPE_A_TRIMMED, SHAPE_B_SAMPLE } from './song-samples.fixture';

describe('songShapeADtoSchema', () => {
  it('parses the full contract sample', () => {
    expect(songShapeADtoSchema.parse(SHAPE_A_SAMPLE)).toEqual({
      id: 186016,
      name: '晴天',
      ar: [{ id: 6452, name: '周杰伦' }],
      al: {
        id: 18905,
        name: '叶惠美',
        picUrl: 'http://p1.music.126.net/xxxx==/109951168719781607.jpg',
      },
      dt: 269000,
      mv: 504177,
    });
  });

  it('parses a trimmed list track and an inline privilege', () => {
    const withPrivilege = {
      ...SHAPE_A_TRIMMED,
      privilege: { id: 186016, fee: 8, st: -200, pl: 0 },
    };
    expect(songShapeADtoSchema.parse(withPrivilege).privilege?.st).toBe(-200);
  });

  it.each([
    [['ar'], REMOVE, 'ar'],
    [['ar', 0, 'name'], REMOVE, 'ar.0.name'],
    [['al'], REMOVE, 'al'],
    [['al', 'picUrl'], REMOVE, 'al.picUrl'],
    [['dt'], REMOVE, 'dt'],
    [['dt'], '4:29', 'dt'],
    [['dt'], -1, 'dt'],
    [['id'], '186016', 'id'],
    [['name'], null, 'name'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(songShapeADtoSchema, withDrift(SHAPE_A_SAMPLE, path, value))).toBe(
      issuePath,
    );
  });

  it('rejects a Shape B song', () => {
    expect(firstIssuePath(songShapeADtoSchema, SHAPE_B_SAMPLE)).toBe('ar');
  });
});

describe('songShapeAOptionalCoverDtoSchema', () => {
  it('accepts a song whose al.picUrl is missing', () => {
    const noCover = withDrift(SHAPE_A_TRIMMED, ['al', 'picUrl'], REMOVE);
    expect(songShapeAOptionalCoverDtoSchema.parse(noCover).al.picUrl).toBeUndefined();
  });

  it('still requires ar, al and dt', () => {
    expect(
      firstIssuePath(songShapeAOptionalCoverDtoSchema, withDrift(SHAPE_A_TRIMMED, ['ar'], REMOVE)),
    ).toBe('ar');
    expect(
      firstIssuePath(songShapeAOptionalCoverDtoSchema, withDrift(SHAPE_A_TRIMMED, ['dt'], REMOVE)),
    ).toBe('dt');
  });
});

describe('songShapeBDtoSchema', () => {
  it('parses the full contract sample', () => {
    const parsed = songShapeBDtoSchema.parse(SHAPE_B_SAMPLE);
    expect(parsed.artists).toEqual([{ id: 6452, name: '周杰伦' }]);
    expect(parsed.album.name).toBe('叶惠美');
    expect(parsed.duration).toBe(269000);
  });

  it.each([
    [['artists'], REMOVE, 'artists'],
    [['album', 'name'], REMOVE, 'album.name'],
    [['duration'], REMOVE, 'duration'],
    [['duration'], '269000', 'duration'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(songShapeBDtoSchema, withDrift(SHAPE_B_SAMPLE, path, value))).toBe(
      issuePath,
    );
  });

  it('rejects a Shape A song', () => {
    expect(firstIssuePath(songShapeBDtoSchema, SHAPE_A_SAMPLE)).toBe('artists');
  });
});
