import {
  userDetailDtoSchema,
  userFollowsDtoSchema,
  userPlaylistDtoSchema,
  userRecordDtoSchema,
} from '@cadenza/contract';
import { SHAPE_A_TRIMMED } from '@cadenza/contract/testing';
import {
  followPageFrom,
  isArtistAccount,
  listenRecordsFrom,
  userPlaylistsFrom,
  userProfileFrom,
} from './user.normalize';

const REF = { userId: 1000002, nickname: '好友A', avatarUrl: 'http://x/a.jpg' };

describe('user normalizers', () => {
  it('reads a user page header', () => {
    const dto = userDetailDtoSchema.parse({
      code: 200,
      level: 9,
      profile: {
        ...REF,
        backgroundUrl: 'http://x/b.jpg',
        signature: null,
        followeds: 100,
        follows: 10,
        userType: 0,
        accountType: 1,
      },
    });
    expect(userProfileFrom(dto)).toEqual({
      ...REF,
      backgroundUrl: 'http://x/b.jpg',
      signature: '',
      level: 9,
      followeds: 100,
      follows: 10,
      isArtist: false,
    });
  });

  it.each([
    [4, 1, true],
    [2, 1, true],
    [0, 2, true],
    [0, 1, false],
  ])('gives the artist badge for userType %i / accountType %i: %s', (user, account, badge) => {
    expect(isArtistAccount(user, account)).toBe(badge);
  });

  it('reads follows a page at a time', () => {
    const dto = userFollowsDtoSchema.parse({
      code: 200,
      follow: [{ ...REF, signature: 'hi', userType: 4, accountType: 1 }],
    });
    expect(followPageFrom(dto.follow, 1)).toEqual({
      users: [{ ...REF, signature: 'hi', isArtist: true }],
      hasMore: true,
    });
    expect(followPageFrom([], 30)).toEqual({ users: [], hasMore: false });
  });

  it("reads a user's playlists with their owner and special type", () => {
    const dto = userPlaylistDtoSchema.parse({
      code: 200,
      more: true,
      playlist: [
        {
          id: 24381616,
          name: '喜欢的音乐',
          coverImgUrl: 'http://x/c.jpg',
          trackCount: 3,
          playCount: 1,
          specialType: 5,
          userId: REF.userId,
          creator: REF,
          tracks: null,
        },
      ],
    });
    expect(userPlaylistsFrom(dto)).toEqual({
      playlists: [expect.objectContaining({ ownerId: REF.userId, specialType: 5 })],
      more: true,
      total: null,
    });
  });

  it('reads listening records, all time and last week', () => {
    const record = { playCount: 12, score: 100, song: SHAPE_A_TRIMMED };
    const all = userRecordDtoSchema.parse({ code: 200, allData: [record] });
    expect(listenRecordsFrom(all)).toEqual([
      { song: expect.objectContaining({ id: 186016 }), playCount: 12, score: 100 },
    ]);
    const week = userRecordDtoSchema.parse({ code: 200, weekData: [record, record] });
    expect(listenRecordsFrom(week)).toHaveLength(2);
  });
});
