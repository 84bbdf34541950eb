import {
  personalizedDtoSchema,
  playlistCatlistDtoSchema,
  toplistDtoSchema,
  topPlaylistDtoSchema,
  playlistCreateDtoSchema,
  playlistDetailDtoSchema,
  playlistTracksDtoSchema,
} from '@cadenza/contract';
import { SHAPE_A_TRIMMED } from '@cadenza/contract/testing';
import {
  categoriesFrom,
  createdPlaylistFrom,
  personalizedFrom,
  playlistCardFrom,
  playlistFromDetail,
  toplistsFrom,
  topPlaylistPageFrom,
  tracksResultFrom,
  userRefFrom,
} from './playlist.normalize';

const CREATOR = { userId: 32953014, nickname: 'demo', avatarUrl: 'http://p1.music.126.net/a.jpg' };
const DETAIL = {
  code: 200,
  playlist: {
    id: 24381616,
    name: '我喜欢的音乐',
    coverImgUrl: 'http://p1.music.126.net/c.jpg',
    description: null,
    subscribed: false,
    creator: CREATOR,
    tracks: [SHAPE_A_TRIMMED],
    trackIds: [
      { id: 186016, v: 65, at: 1719500000000 },
      { id: 185811, v: 40, at: 1719400000000 },
    ],
    trackCount: 2,
    playCount: 99,
    subscribedCount: 12345,
    tags: ['华语', '流行'],
  },
};
const CARD = {
  id: 2829816518,
  name: '华语经典',
  coverImgUrl: 'http://p1.music.126.net/c.jpg',
  playCount: 1000,
  trackCount: 50,
  creator: CREATOR,
};

describe('playlist normalizers', () => {
  it('reads a playlist: all trackIds, the rows sent as Shape A songs', () => {
    const playlist = playlistFromDetail(playlistDetailDtoSchema.parse(DETAIL));
    expect(playlist).toMatchObject({
      id: 24381616,
      name: '我喜欢的音乐',
      creator: CREATOR,
      subscribed: false,
      trackCount: 2,
      playCount: 99,
      subscribedCount: 12345,
      tags: ['华语', '流行'],
      updateFrequency: null,
      trackIds: [186016, 185811],
    });
    expect(playlist.tracks).toEqual([expect.objectContaining({ id: 186016, name: '晴天' })]);
  });

  it('takes the rows as the whole list when trackIds is missing (contract §3.4)', () => {
    const {
      trackIds: _ignored,
      playCount: _none,
      subscribedCount: _unknown,
      tags: _untagged,
      ...bare
    } = DETAIL.playlist;
    const playlist = playlistFromDetail(
      playlistDetailDtoSchema.parse({ ...DETAIL, playlist: bare }),
    );
    expect(playlist).toMatchObject({
      trackIds: [186016],
      trackCount: 1,
      playCount: null,
      subscribedCount: null,
      tags: [],
    });
  });

  it('reads cards from every list, with or without a creator', () => {
    expect(playlistCardFrom(CARD)).toEqual({
      ...CARD,
      creator: CREATOR,
      ownerId: CREATOR.userId,
      specialType: null,
      updateFrequency: null,
    });
    expect(playlistCardFrom({ ...CARD, creator: null, trackCount: undefined })).toMatchObject({
      creator: null,
      ownerId: null,
      trackCount: null,
    });
    expect(userRefFrom(undefined)).toBeNull();
  });

  it('reads a page of the square', () => {
    const dto = topPlaylistDtoSchema.parse({
      playlists: [CARD],
      total: 1299,
      code: 200,
      more: true,
    });
    expect(topPlaylistPageFrom(dto)).toEqual({
      playlists: [expect.objectContaining({ id: CARD.id })],
      more: true,
      total: 1299,
    });
    const last = topPlaylistDtoSchema.parse({ playlists: [], code: 200, more: false });
    expect(topPlaylistPageFrom(last).total).toBeNull();
  });

  it('reads the categories, the charts and the recommended playlists', () => {
    const catlist = playlistCatlistDtoSchema.parse({
      code: 200,
      sub: [{ name: '华语', category: 0, hot: true }, { name: '流行' }],
    });
    expect(categoriesFrom(catlist)).toEqual([
      { name: '华语', category: 0, hot: true },
      { name: '流行', category: null, hot: false },
    ]);
    const toplist = toplistDtoSchema.parse({
      code: 200,
      list: [{ ...CARD, creator: undefined, updateFrequency: '每天更新' }],
    });
    expect(toplistsFrom(toplist)[0]).toMatchObject({
      specialType: 10,
      updateFrequency: '每天更新',
    });
    const personalized = personalizedDtoSchema.parse({
      code: 200,
      result: [{ id: 1, name: 'p', picUrl: 'http://x/p.jpg', playCount: 3, trackCount: 4 }],
    });
    expect(personalizedFrom(personalized)[0]).toMatchObject({
      coverImgUrl: 'http://x/p.jpg',
      trackCount: 4,
    });
  });

  it('reads the create and tracks answers', () => {
    const created = playlistCreateDtoSchema.parse({
      code: 200,
      id: 8123456789,
      playlist: { id: 8123456789, name: 'new' },
    });
    expect(createdPlaylistFrom(created)).toEqual({ id: 8123456789, name: 'new' });
    expect(
      createdPlaylistFrom(playlistCreateDtoSchema.parse({ code: 200, id: 1 })).name,
    ).toBeNull();
    const tracks = playlistTracksDtoSchema.parse({
      status: 200,
      body: { trackIds: '[186016]', count: 4, cloudCount: 0, code: 200 },
      cookie: [],
    });
    expect(tracksResultFrom(tracks)).toEqual({ count: 4 });
    const bare = playlistTracksDtoSchema.parse({ status: 200, body: { code: 200 }, cookie: [] });
    expect(tracksResultFrom(bare)).toEqual({ count: null });
  });
});
