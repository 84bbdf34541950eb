import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  lyricDtoSchema,
  lyricNewDtoSchema,
  songDetailDtoSchema,
  songDownloadUrlDtoSchema,
  songMusicDetailDtoSchema,
  songUrlDtoSchema,
  songUrlV1DtoSchema,
} from './playback.dto';
import { SHAPE_A_SAMPLE } from './song-samples.fixture';

const URL_ITEM = {
  id: 33894312,
  url: 'http://m701.music.126.net/20250628184000/abc/jdymusic/obj/xx/a8772889f38dfcb91c04da915b301617.mp3',
  br: 320000,
  size: 10691439,
  md5: 'a8772889f38dfcb91c04da915b301617',
  code: 200,
  expi: 1200,
  type: 'mp3',
  gain: -6.3072,
  peak: 1,
  fee: 0,
  uf: null,
  payed: 0,
  flag: 1,
  canExtend: false,
  freeTrialInfo: null,
  level: 'exhigh',
  encodeType: 'mp3',
  freeTrialPrivilege: { resConsumable: false, userConsumable: false, listenType: null },
  urlSource: 0,
  rightSource: 0,
  podcastCtrp: null,
  effectTypes: null,
  time: 267232,
};
const SONG_URL = { data: [URL_ITEM], code: 200 };
const TRIAL_ITEM = { ...URL_ITEM, fee: 1, freeTrialInfo: { start: 0, end: 30, algData: null } };
const UNAVAILABLE_ITEM = {
  ...URL_ITEM,
  url: null,
  code: 404,
  br: 0,
  size: 0,
  md5: null,
  type: null,
  level: null,
  encodeType: null,
};
const DOWNLOAD = {
  data: { ...URL_ITEM, id: 186016, type: 'flac', level: 'lossless', br: 999000 },
  code: 200,
};
const SONG_DETAIL = {
  songs: [SHAPE_A_SAMPLE],
  privileges: [{ id: 186016, fee: 8, payed: 0, st: 0, pl: 128000, dl: 0, sp: 7, cp: 1 }],
  code: 200,
};
const LYRIC = {
  sgc: false,
  sfy: false,
  qfy: false,
  lrc: { version: 17, lyric: '[00:00.00] 作词 : 周杰伦\n[00:29.40]故事的小黄花\n' },
  klyric: { version: 0, lyric: '' },
  tlyric: { version: 3, lyric: '[00:29.40]The little yellow flower of the story\n' },
  romalrc: { version: 0, lyric: '' },
  code: 200,
};

describe('song URL routes', () => {
  it('parses a playable /song/url/v1 answer', () => {
    const item = songUrlV1DtoSchema.parse(SONG_URL).data[0];
    expect(item).toMatchObject({ url: URL_ITEM.url, freeTrialInfo: null, type: 'mp3' });
  });

  it('parses the trial and the unavailable cases', () => {
    const parsed = songUrlV1DtoSchema.parse({ code: 200, data: [TRIAL_ITEM, UNAVAILABLE_ITEM] });
    expect(parsed.data[0]?.freeTrialInfo).toEqual({ start: 0, end: 30 });
    expect(parsed.data[1]?.url).toBeNull();
  });

  it('parses /song/url with the same items', () => {
    expect(
      songUrlDtoSchema.parse({ code: 200, data: [URL_ITEM, UNAVAILABLE_ITEM] }).data,
    ).toHaveLength(2);
  });

  it.each([
    [['data'], URL_ITEM, 'data'],
    [['data'], [], 'data'],
    [['data', 0, 'url'], REMOVE, 'data.0.url'],
    [['data', 0, 'freeTrialInfo'], REMOVE, 'data.0.freeTrialInfo'],
    [['data', 0, 'freeTrialInfo'], { start: '0', end: 30 }, 'data.0.freeTrialInfo.start'],
    [['data', 0, 'br'], '320000', 'data.0.br'],
    [['data', 0, 'id'], '33894312', 'data.0.id'],
    [['code'], 404, 'code'],
  ])('rejects /song/url/v1 drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(songUrlV1DtoSchema, withDrift(SONG_URL, path, value))).toBe(issuePath);
  });

  it('parses /song/download/url/v1 with data as an object and rejects an array', () => {
    expect(songDownloadUrlDtoSchema.parse(DOWNLOAD).data.type).toBe('flac');
    expect(firstIssuePath(songDownloadUrlDtoSchema, { code: 200, data: [DOWNLOAD.data] })).toBe(
      'data',
    );
  });
});

describe('songDetailDtoSchema', () => {
  it('parses the contract sample', () => {
    const parsed = songDetailDtoSchema.parse(SONG_DETAIL);
    expect(parsed.songs[0]?.ar[0]?.name).toBe('周杰伦');
    expect(parsed.privileges?.[0]?.st).toBe(0);
  });

  it.each([
    [['songs', 0, 'ar'], REMOVE, 'songs.0.ar'],
    [['songs', 0, 'al', 'picUrl'], REMOVE, 'songs.0.al.picUrl'],
    [['songs'], REMOVE, 'songs'],
    [['privileges', 0, 'st'], 'ok', 'privileges.0.st'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(songDetailDtoSchema, withDrift(SONG_DETAIL, path, value))).toBe(
      issuePath,
    );
  });
});

describe('lyrics', () => {
  it('parses /lyric with original and translation', () => {
    const parsed = lyricDtoSchema.parse(LYRIC);
    expect(parsed.lrc?.lyric).toContain('[00:29.40]');
    expect(parsed.tlyric?.lyric).toContain('[00:29.40]');
  });

  it('parses the instrumental answer without lrc', () => {
    const instrumental = { nolyric: true, sgc: false, sfy: false, qfy: true, code: 200 };
    expect(lyricDtoSchema.parse(instrumental)).toEqual({ nolyric: true, code: 200 });
  });

  it.each([
    [['lrc', 'lyric'], REMOVE, 'lrc.lyric'],
    [['lrc'], '[00:00.00] x', 'lrc'],
    [['tlyric', 'lyric'], null, 'tlyric.lyric'],
    [['nolyric'], REMOVE, null],
  ])('checks /lyric drift at %p (%p)', (path, value, issuePath) => {
    const sample = { ...LYRIC, nolyric: false };
    expect(firstIssuePath(lyricDtoSchema, withDrift(sample, path, value))).toBe(issuePath);
  });

  it('parses /lyric/new with word-by-word yrc and rejects a malformed one', () => {
    const yrc = { version: 2, lyric: '[29400,3540](29400,300,0)故(29700,300,0)事\n' };
    expect(lyricNewDtoSchema.parse({ ...LYRIC, yrc }).yrc?.lyric).toContain('(29400,300,0)');
    expect(firstIssuePath(lyricNewDtoSchema, { ...LYRIC, yrc: yrc.lyric })).toBe('yrc');
  });
});

describe('songMusicDetailDtoSchema', () => {
  const sample = {
    code: 200,
    data: {
      songId: 186016,
      h: { br: 320000, fid: 0, size: 10763213, vd: -47557, sr: 44100 },
      m: { br: 192000, size: 6457945 },
      l: { br: 128000, size: 4305311 },
      sq: { br: 925000, size: 31124511, sr: 44100 },
      hr: null,
    },
  };

  it('parses quality tiers, null ones included', () => {
    expect(songMusicDetailDtoSchema.parse(sample).data.hr).toBeNull();
  });

  it('rejects a tier without its bitrate', () => {
    expect(
      firstIssuePath(songMusicDetailDtoSchema, withDrift(sample, ['data', 'h', 'br'], REMOVE)),
    ).toBe('data.h.br');
  });
});
