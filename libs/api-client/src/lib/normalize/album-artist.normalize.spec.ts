import { albumDtoSchema, artistAlbumDtoSchema, artistDetailDtoSchema } from '@cadenza/contract';
import { SHAPE_A_TRIMMED } from '@cadenza/contract/testing';
import {
  albumCardFrom,
  albumDetailFrom,
  artistAlbumsFrom,
  artistDetailFrom,
  playlistFromAlbum,
  topArtistFrom,
} from './album-artist.normalize';

const ARTIST = { id: 6452, name: '周杰伦' };
const ALBUM = {
  code: 200,
  resourceState: true,
  songs: [{ ...SHAPE_A_TRIMMED, al: { id: 18905, name: '叶惠美' } }, SHAPE_A_TRIMMED],
  album: {
    id: 18905,
    name: '叶惠美',
    picUrl: 'http://p1.music.126.net/album.jpg',
    publishTime: 1059580800000,
    size: 11,
    type: '专辑',
    description: 'about',
    company: '杰威尔',
    artist: { ...ARTIST, img1v1Url: 'http://p1.music.126.net/artist.jpg' },
  },
};

describe('album and artist normalizers', () => {
  it('reads an album; a song without a cover gets the album cover', () => {
    const detail = albumDetailFrom(albumDtoSchema.parse(ALBUM));
    expect(detail.album).toEqual({
      id: 18905,
      name: '叶惠美',
      picUrl: 'http://p1.music.126.net/album.jpg',
      artist: ARTIST,
      publishTime: 1059580800000,
      size: 11,
      company: '杰威尔',
      description: 'about',
      type: '专辑',
    });
    expect(detail.songs.map((song) => song.picUrl)).toEqual([
      'http://p1.music.126.net/album.jpg',
      SHAPE_A_TRIMMED.al.picUrl,
    ]);
  });

  it('shows an album as a list whose creator is "<artist> - <company>"', () => {
    const list = playlistFromAlbum(albumDtoSchema.parse(ALBUM));
    expect(list).toMatchObject({
      id: 18905,
      coverImgUrl: 'http://p1.music.126.net/album.jpg',
      creator: {
        userId: 6452,
        nickname: '周杰伦 - 杰威尔',
        avatarUrl: 'http://p1.music.126.net/artist.jpg',
      },
      trackIds: [186016, 186016],
      subscribed: null,
    });
    const noCompany = { ...ALBUM, album: { ...ALBUM.album, company: null } };
    expect(playlistFromAlbum(albumDtoSchema.parse(noCompany)).creator?.nickname).toBe('周杰伦');
  });

  it('reads album cards with one artist, many, or none', () => {
    const card = { id: 1, name: 'a', picUrl: 'p' };
    expect(albumCardFrom({ ...card, artists: [ARTIST] }).artist).toEqual(ARTIST);
    expect(albumCardFrom(card)).toMatchObject({
      artist: null,
      publishTime: null,
      size: null,
      company: null,
      type: null,
    });
  });

  it("reads an artist's albums as clickable albums", () => {
    const dto = artistAlbumDtoSchema.parse({
      code: 200,
      hotAlbums: [{ id: 1, name: 'a', picUrl: 'p', publishTime: 1, size: 2, type: 'Single' }],
    });
    expect(artistAlbumsFrom(dto)).toEqual({
      albums: [expect.objectContaining({ type: '专辑', size: 2 })],
      more: false,
    });
  });

  it('reads an artist header and a hot-artist card', () => {
    const dto = artistDetailDtoSchema.parse({
      code: 200,
      data: {
        artist: {
          ...ARTIST,
          avatar: 'http://x/a.jpg',
          alias: ['Jay'],
          briefDesc: 'brief',
          musicSize: 551,
        },
      },
    });
    expect(artistDetailFrom(dto)).toEqual({
      ...ARTIST,
      picUrl: 'http://x/a.jpg',
      alias: ['Jay'],
      briefDesc: 'brief',
      musicSize: 551,
      albumSize: null,
    });
    expect(
      topArtistFrom({ ...ARTIST, picUrl: 'http://x/p.jpg', musicSize: 3, albumSize: 1 }),
    ).toEqual({
      ...ARTIST,
      picUrl: 'http://x/p.jpg',
      alias: [],
      briefDesc: null,
      musicSize: 3,
      albumSize: 1,
    });
  });
});
