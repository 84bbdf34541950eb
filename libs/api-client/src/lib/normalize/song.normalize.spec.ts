import {
  songShapeADtoSchema,
  songShapeAOptionalCoverDtoSchema,
  songShapeBDtoSchema,
} from '@cadenza/contract';
import { SHAPE_A_SAMPLE, SHAPE_B_SAMPLE } from '@cadenza/contract/testing';
import { parseBilibiliTrackId } from '../resolve/bilibili-id';
import { songFromBilibiliPart, songFromShapeA, songFromShapeB } from './song.normalize';

describe('song normalisers', () => {
  it('maps Shape A (contract §3.0 sample)', () => {
    const song = songFromShapeA(songShapeADtoSchema.parse(SHAPE_A_SAMPLE));
    expect(song).toMatchObject({
      id: 186016,
      source: 'netease',
      name: '晴天',
      artists: [{ id: 6452, name: '周杰伦' }],
      album: { id: 18905, name: '叶惠美' },
      durationMs: 269000,
      mvId: 504177,
    });
    expect(song.picUrl).toBe(song.album.picUrl);
  });

  it('fills a missing album cover of an /album song from the album', () => {
    const dto = songShapeAOptionalCoverDtoSchema.parse({
      id: 1,
      name: 'x',
      ar: [],
      al: { id: 2, name: 'A' },
      dt: 1000,
    });
    expect(songFromShapeA(dto, 'http://cover').picUrl).toBe('http://cover');
    expect(songFromShapeA(dto).picUrl).toBeNull();
  });

  it('maps Shape B (contract §3.0 sample) the same way', () => {
    const song = songFromShapeB(songShapeBDtoSchema.parse(SHAPE_B_SAMPLE));
    expect(song).toMatchObject({
      id: 186016,
      name: '晴天',
      artists: [{ id: 6452 }],
      album: { name: '叶惠美' },
      durationMs: 269000,
    });
  });

  it('reads the privilege status for the no-copyright rule', () => {
    const dto = songShapeADtoSchema.parse({
      ...SHAPE_A_SAMPLE,
      privilege: { id: 1, fee: 0, st: -200, pl: 0 },
    });
    expect(songFromShapeA(dto).privilegeStatus).toBe(-200);
  });

  it('builds video-site songs with bvid--firstArtistId--cid ids', () => {
    const song = songFromBilibiliPart({
      bvid: 'BV117411r7R1',
      title: '标题',
      pic: 'http://i1.hdslb.com/x.jpg',
      owner: { mid: 66606350, name: 'up' },
      page: { cid: 146044693, part: 'P1', duration: 486 },
    });
    expect(song).toMatchObject({
      id: 'BV117411r7R1--66606350--146044693',
      source: 'bilibili',
      name: 'P1 - 标题',
      artists: [{ id: 66606350, name: 'up' }],
      durationMs: 486000,
      bilibili: { bvid: 'BV117411r7R1', cid: 146044693 },
    });
    expect(parseBilibiliTrackId(song.id)).toMatchObject({
      bvid: 'BV117411r7R1',
      cid: 146044693,
      middle: '66606350',
    });
  });
});
