import { followListOwner } from './follow-list-screen';
import { parseUid } from './parse-uid';

describe('parseUid', () => {
  it.each([
    ['1', 1],
    ['1001', 1001],
    ['32953014', 32953014],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('%s is user %d', (raw, uid) => {
    expect(parseUid(raw)).toBe(uid);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['0'],
    ['-5'],
    ['+5'],
    ['007'],
    ['1.5'],
    ['1e3'],
    ['abc'],
    ['12abc'],
    [' 12'],
    ['9007199254740993'],
  ])('%p is not a user id', (raw) => {
    expect(parseUid(raw)).toBeNull();
  });
});

describe('followListOwner', () => {
  it('is the uid of the query, else the logged-in user', () => {
    expect(followListOwner('1002', 1001)).toBe(1002);
    expect(followListOwner(null, 1001)).toBe(1001);
    expect(followListOwner(null, null)).toBeNull();
    expect(followListOwner('x', 1001)).toBe('invalid');
    expect(followListOwner('0', null)).toBe('invalid');
  });
});
