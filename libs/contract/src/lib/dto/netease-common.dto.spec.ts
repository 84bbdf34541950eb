import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  albumRefDtoSchema,
  albumRefOptionalCoverDtoSchema,
  artistRefDtoSchema,
  neteaseCodeEnvelopeDtoSchema,
  neteaseOkDtoSchema,
  privilegeDtoSchema,
  userRefDtoSchema,
} from './netease-common.dto';
import { PRIVILEGE_SAMPLE } from './song-samples.fixture';

describe('privilegeDtoSchema', () => {
  it('parses the contract sample and keeps the core keys', () => {
    const parsed = privilegeDtoSchema.parse(PRIVILEGE_SAMPLE);
    expect(parsed).toMatchObject({ id: 186016, fee: 8, st: 0, pl: 128000, maxBrLevel: 'hires' });
  });

  it('accepts the reduced privilege of /artist/songs', () => {
    expect(firstIssuePath(privilegeDtoSchema, { id: 1, fee: 8, st: 0, pl: 128000 })).toBeNull();
  });

  it('accepts st = -200 (no copyright)', () => {
    expect(privilegeDtoSchema.parse(withDrift(PRIVILEGE_SAMPLE, ['st'], -200)).st).toBe(-200);
  });

  it.each([
    [['st'], '0', 'st'],
    [['st'], REMOVE, 'st'],
    [['fee'], null, 'fee'],
    [['id'], '186016', 'id'],
    [['cs'], 'false', 'cs'],
  ])('rejects %p set to %p', (path, value, issuePath) => {
    expect(firstIssuePath(privilegeDtoSchema, withDrift(PRIVILEGE_SAMPLE, path, value))).toBe(
      issuePath,
    );
  });
});

describe('song references', () => {
  it('requires numeric artist ids and string names', () => {
    expect(firstIssuePath(artistRefDtoSchema, { id: 6452, name: '周杰伦', tns: [] })).toBeNull();
    expect(firstIssuePath(artistRefDtoSchema, { id: '6452', name: '周杰伦' })).toBe('id');
    expect(firstIssuePath(artistRefDtoSchema, { id: 6452 })).toBe('name');
  });

  it('requires al.picUrl in lists but not where the cover may be missing', () => {
    const al = { id: 18905, name: '叶惠美' };
    expect(firstIssuePath(albumRefDtoSchema, al)).toBe('picUrl');
    expect(firstIssuePath(albumRefOptionalCoverDtoSchema, al)).toBeNull();
    expect(firstIssuePath(albumRefOptionalCoverDtoSchema, { ...al, picUrl: 7 })).toBe('picUrl');
  });

  it('requires a creator with a nickname', () => {
    const creator = {
      userId: 1,
      nickname: '网易云音乐',
      avatarUrl: 'http://p1.music.126.net/a.jpg',
    };
    expect(firstIssuePath(userRefDtoSchema, creator)).toBeNull();
    expect(firstIssuePath(userRefDtoSchema, { ...creator, nickname: null })).toBe('nickname');
  });
});

describe('code envelopes', () => {
  it('accepts any numeric code in the envelope', () => {
    expect(neteaseCodeEnvelopeDtoSchema.parse({ code: -460, message: 'Cheating' }).code).toBe(-460);
    expect(firstIssuePath(neteaseCodeEnvelopeDtoSchema, { code: '200' })).toBe('code');
  });

  it('accepts only code 200 as a success body', () => {
    expect(firstIssuePath(neteaseOkDtoSchema, { code: 200 })).toBeNull();
    expect(firstIssuePath(neteaseOkDtoSchema, { code: 301, msg: '需要登录' })).toBe('code');
    expect(firstIssuePath(neteaseOkDtoSchema, {})).toBe('code');
  });
});
