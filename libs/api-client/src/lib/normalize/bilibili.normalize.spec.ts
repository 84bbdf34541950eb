import {
  bilibiliPlayurlDtoSchema,
  bilibiliViewDtoSchema,
  type BilibiliPlayurlDto,
} from '@cadenza/contract';
import { bilibiliAudioUrlFrom, bilibiliVideoFrom } from './bilibili.normalize';

const ENVELOPE = { code: 0, message: '0', ttl: 1 };
const VIEW = {
  ...ENVELOPE,
  data: {
    bvid: 'BV1xx411c7mD',
    aid: 2,
    title: '晴天',
    pic: 'http://i1.hdslb.com/a.jpg',
    desc: 'd',
    duration: 300,
    owner: { mid: 42, name: 'up' },
    stat: { view: 1, danmaku: 2, like: 3 },
    pages: [
      { cid: 111, page: 1, part: '晴天', duration: 100 },
      { cid: 222, page: 2, part: 'live', duration: 200 },
    ],
  },
};
const AUDIO = {
  id: 30280,
  baseUrl: 'https://cdn.test/a.m4s',
  base_url: 'https://cdn.test/a.m4s',
  mimeType: 'audio/mp4',
  codecs: 'mp4a.40.2',
  bandwidth: 1,
};
const DURL = { url: 'https://cdn.test/v.mp4', size: 1, length: 1000, order: 1 };

describe('video-site normalizers', () => {
  it('reads a video with its parts as songs `bvid--ownerId--cid`', () => {
    const video = bilibiliVideoFrom(bilibiliViewDtoSchema.parse(VIEW));
    expect(video).toMatchObject({
      bvid: 'BV1xx411c7mD',
      durationSec: 300,
      owner: { mid: 42, name: 'up' },
      stat: { view: 1, danmaku: 2, like: 3 },
    });
    expect(video.parts.map((part) => [part.id, part.name, part.durationMs])).toEqual([
      ['BV1xx411c7mD--42--111', '晴天', 100_000],
      ['BV1xx411c7mD--42--222', 'live - 晴天', 200_000],
    ]);
  });

  it('picks the first DASH audio, else the first durl segment', () => {
    const dash = bilibiliPlayurlDtoSchema.parse({
      ...ENVELOPE,
      data: { dash: { audio: [AUDIO] }, durl: [DURL] },
    });
    expect(bilibiliAudioUrlFrom(dash)).toEqual({ mediaUrl: AUDIO.baseUrl, streamForm: 'dash' });
    const durl = bilibiliPlayurlDtoSchema.parse({
      ...ENVELOPE,
      data: { dash: { audio: null }, durl: [DURL] },
    });
    expect(bilibiliAudioUrlFrom(durl)).toEqual({ mediaUrl: DURL.url, streamForm: 'durl' });
    const none: BilibiliPlayurlDto = { ...ENVELOPE, code: 0, data: {} };
    expect(bilibiliAudioUrlFrom(none)).toBeNull();
  });
});
