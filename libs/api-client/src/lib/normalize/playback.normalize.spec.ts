import {
  likelistDtoSchema,
  lyricDtoSchema,
  lyricNewDtoSchema,
  songDownloadUrlDtoSchema,
  songUrlV1DtoSchema,
  type SongUrlV1Dto,
} from '@cadenza/contract';
import { likeIdsFrom, lyricFrom, songDownloadUrlFrom, songUrlV1From } from './playback.normalize';

const URL_ITEM = {
  id: 186016,
  url: 'http://m701.music.126.net/x.mp3',
  br: 320000,
  size: 10763213,
  md5: 'abc',
  code: 200,
  expi: 1200,
  type: 'mp3',
  gain: 0,
  fee: 8,
  payed: 1,
  flag: 0,
  canExtend: false,
  freeTrialInfo: null,
  level: 'exhigh',
  encodeType: 'mp3',
};

describe('playback normalizers', () => {
  it('reads the first URL item of /song/url/v1', () => {
    const dto = songUrlV1DtoSchema.parse({ code: 200, data: [URL_ITEM] });
    expect(songUrlV1From(dto, 186016)).toEqual({
      id: 186016,
      url: URL_ITEM.url,
      br: 320000,
      size: 10763213,
      type: 'mp3',
      level: 'exhigh',
      freeTrial: null,
    });
  });

  it('keeps the trial window and treats an empty url as none', () => {
    const trial = { ...URL_ITEM, url: '', level: undefined, freeTrialInfo: { start: 0, end: 30 } };
    const dto = songUrlV1DtoSchema.parse({ code: 200, data: [trial] });
    expect(songUrlV1From(dto, 186016)).toMatchObject({
      url: null,
      level: null,
      freeTrial: { start: 0, end: 30 },
    });
  });

  it('names the song asked for when the list is empty', () => {
    const empty: SongUrlV1Dto = { code: 200, data: [] };
    expect(songUrlV1From(empty, 7)).toEqual({
      id: 7,
      url: null,
      br: 0,
      size: 0,
      type: null,
      level: null,
      freeTrial: null,
    });
  });

  it('reads the one item of /song/download/url/v1', () => {
    const dto = songDownloadUrlDtoSchema.parse({ code: 200, data: { ...URL_ITEM, type: 'flac' } });
    expect(songDownloadUrlFrom(dto)).toMatchObject({ url: URL_ITEM.url, type: 'flac' });
  });

  it('reads lyrics, their translation, and instrumental tracks', () => {
    const full = lyricDtoSchema.parse({
      code: 200,
      lrc: { version: 1, lyric: '[00:01.00]a' },
      tlyric: { version: 1, lyric: '[00:01.00]b' },
    });
    expect(lyricFrom(full)).toEqual({
      lrc: '[00:01.00]a',
      tlyric: '[00:01.00]b',
      yrc: null,
      ytlrc: null,
      noLyric: false,
    });
    const untranslated = lyricDtoSchema.parse({
      code: 200,
      lrc: { lyric: '[00:01.00]a' },
      tlyric: { lyric: '' },
    });
    expect(lyricFrom(untranslated).tlyric).toBeNull();
    const instrumental = lyricDtoSchema.parse({ code: 200, nolyric: true });
    expect(lyricFrom(instrumental)).toEqual({
      lrc: '',
      tlyric: null,
      yrc: null,
      ytlrc: null,
      noLyric: true,
    });
    const words = lyricNewDtoSchema.parse({
      code: 200,
      lrc: { lyric: '[00:01.00]a' },
      yrc: { lyric: '[1000,800](1000,400,0)风(1400,400,0)吹' },
      ytlrc: { lyric: '' },
    });
    expect(lyricFrom(words)).toMatchObject({
      yrc: '[1000,800](1000,400,0)风(1400,400,0)吹',
      ytlrc: null,
    });
  });

  it('reads the like list in order', () => {
    const dto = likelistDtoSchema.parse({ ids: [3, 1, 2], checkPoint: 1, code: 200 });
    expect(likeIdsFrom(dto)).toEqual([3, 1, 2]);
  });
});
