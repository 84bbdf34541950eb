import { firstIssuePath } from './drift.fixture';
import { errorBodyDtoSchema, loginRequiredErrorDtoSchema } from './error-body.dto';

describe('errorBodyDtoSchema', () => {
  it.each([
    [{ code: 301, msg: '需要登录' }],
    [{ code: 404, data: null, msg: 'Not Found' }],
    [{ code: -2, message: '用户隐藏了听歌排行' }],
    [{ code: 400, message: '缺少必需参数: bvid' }],
    [{ code: -460, message: 'Cheating' }],
  ])('accepts %p', (body) => {
    expect(errorBodyDtoSchema.parse(body).code).toBe(body.code);
  });

  it.each([
    [{ msg: '需要登录' }, 'code'],
    [{ code: '301' }, 'code'],
    [{ code: 301, msg: 301 }, 'msg'],
    [{ code: 301, message: ['x'] }, 'message'],
    [null, ''],
  ])('rejects %p', (body, path) => {
    expect(firstIssuePath(errorBodyDtoSchema, body)).toBe(path);
  });
});

describe('loginRequiredErrorDtoSchema', () => {
  it('accepts only code 301', () => {
    expect(firstIssuePath(loginRequiredErrorDtoSchema, { code: 301, msg: '需要登录' })).toBeNull();
    expect(firstIssuePath(loginRequiredErrorDtoSchema, { code: 200 })).toBe('code');
  });
});
