import {
  albumNewestDtoSchema,
  personalizedNewsongDtoSchema,
  recommendSongsDtoSchema,
  topArtistsDtoSchema,
} from '@cadenza/contract';
import { SHAPE_A_TRIMMED, SHAPE_B_SAMPLE } from '@cadenza/contract/testing';
import {
  DAILY_RECOMMEND_NAME,
  dailySongsFrom,
  newestAlbumsFrom,
  newSongsFrom,
  playlistFromDailySongs,
  topArtistsFrom,
} from './home.normalize';

const DAILY = {
  code: 200,
  data: { dailySongs: [{ ...SHAPE_A_TRIMMED, reason: '根据你可能喜欢的单曲', alg: 'x' }] },
};

describe('home normalizers', () => {
  it('reads the daily songs (Shape A), also as a list', () => {
    const dto = recommendSongsDtoSchema.parse(DAILY);
    expect(dailySongsFrom(dto)).toEqual([
      expect.objectContaining({ id: 186016, picUrl: SHAPE_A_TRIMMED.al.picUrl }),
    ]);
    expect(playlistFromDailySongs(dto)).toMatchObject({
      id: 0,
      name: DAILY_RECOMMEND_NAME,
      coverImgUrl: SHAPE_A_TRIMMED.al.picUrl,
      trackIds: [186016],
    });
    const empty = recommendSongsDtoSchema.parse({ code: 200, data: { dailySongs: [] } });
    expect(playlistFromDailySongs(empty).coverImgUrl).toBe('');
  });

  it('reads the new songs (Shape B) with the item cover', () => {
    const dto = personalizedNewsongDtoSchema.parse({
      code: 200,
      result: [{ id: 186016, name: '晴天', picUrl: 'http://x/cover.jpg', song: SHAPE_B_SAMPLE }],
    });
    const [song] = newSongsFrom(dto);
    expect(song).toMatchObject({
      id: 186016,
      artists: [{ id: 6452, name: '周杰伦' }],
      album: { id: 18905, name: '叶惠美' },
      durationMs: SHAPE_B_SAMPLE.duration,
    });
    expect(song?.picUrl).toEqual(expect.any(String));
  });

  it('reads the hot artists and the newest albums (blurPicUrl first)', () => {
    const artists = topArtistsDtoSchema.parse({
      code: 200,
      artists: [{ id: 6452, name: '周杰伦', picUrl: 'http://x/p.jpg', musicSize: 551 }],
    });
    expect(topArtistsFrom(artists)).toEqual([expect.objectContaining({ musicSize: 551 })]);
    const albums = albumNewestDtoSchema.parse({
      code: 200,
      albums: [
        { id: 1, name: 'a', picUrl: 'http://x/a.jpg', blurPicUrl: 'http://x/blur.jpg' },
        { id: 2, name: 'b', picUrl: 'http://x/b.jpg', blurPicUrl: '' },
      ],
    });
    expect(newestAlbumsFrom(albums).map((album) => album.picUrl)).toEqual([
      'http://x/blur.jpg',
      'http://x/b.jpg',
    ]);
  });
});
