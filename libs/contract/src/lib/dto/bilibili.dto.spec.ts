import {
  bilibiliPlayurlDtoSchema,
  bilibiliSearchDtoSchema,
  bilibiliViewDtoSchema,
} from './bilibili.dto';
import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';

const SEARCH = {
  code: 0,
  message: '0',
  ttl: 1,
  data: {
    seid: '9339963973663795027',
    page: 1,
    pagesize: 30,
    numResults: 1000,
    numPages: 34,
    cost_time: { total: '0.077996' },
    result: [
      {
        type: 'video',
        id: 243082173,
        author: '大橘爱吃猫',
        mid: 178932626,
        typeid: '193',
        arcurl: 'http://www.bilibili.com/video/av243082173',
        aid: 243082173,
        bvid: 'BV1De411p77r',
        title: '梦然-《<em class="keyword">少年</em>》官方版',
        description: '…',
        pic: '//i0.hdslb.com/bfs/archive/e25120857a6298d1d4b9e64a805c023b5143c8ff.jpg',
        play: 1037655,
        video_review: 2616,
        favorites: 27341,
        tag: '华语MV,梦然,少年',
        pubdate: 1588407050,
        senddate: 1588407051,
        duration: '4:18',
        hit_columns: ['title', 'description', 'tag'],
        rec_tags: null,
      },
    ],
  },
};
const VIEW = {
  code: 0,
  message: '0',
  ttl: 1,
  data: {
    bvid: 'BV117411r7R1',
    aid: 85440373,
    videos: 1,
    tid: 28,
    pic: 'http://i1.hdslb.com/bfs/archive/ea0dd34bf41e23a68175680a00e3358cd249105f.jpg',
    title: '当我给拜年祭的快板加了电音配乐…',
    pubdate: 1580377255,
    ctime: 1580212263,
    desc: '…',
    duration: 486,
    owner: { mid: 66606350, name: '陈楒潼桶桶桶', face: 'https://i2.hdslb.com/bfs/face/c9af.jpg' },
    stat: {
      aid: 85440373,
      view: 2404179,
      danmaku: 12348,
      reply: 2676,
      like: 161270,
      evaluation: '',
    },
    cid: 146044693,
    pages: [
      {
        cid: 146044693,
        page: 1,
        from: 'vupload',
        part: '建议改成：诸 神 的 电 音 节（不是）',
        duration: 486,
      },
    ],
  },
};
const AUDIO_URL =
  'https://upos-sz-mirrorcos.bilivideo.com/upgcxcode/93/46/146044693/146044693-1-30280.m4s?e=x';
const PLAYURL_DASH = {
  code: 0,
  message: '0',
  ttl: 1,
  data: {
    from: 'local',
    result: 'suee',
    quality: 80,
    format: 'flv',
    timelength: 486000,
    accept_quality: [80, 64, 32, 16],
    dash: {
      duration: 487,
      minBufferTime: 1.5,
      video: [],
      audio: [
        {
          id: 30280,
          baseUrl: AUDIO_URL,
          base_url: AUDIO_URL,
          backupUrl: [AUDIO_URL.replace('mirrorcos', 'mirrorali')],
          backup_url: [AUDIO_URL.replace('mirrorcos', 'mirrorali')],
          bandwidth: 319173,
          mimeType: 'audio/mp4',
          mime_type: 'audio/mp4',
          codecs: 'mp4a.40.2',
          SegmentBase: { Initialization: '0-907', indexRange: '908-1483' },
          codecid: 0,
        },
      ],
      dolby: { type: 0, audio: null },
      flac: null,
    },
    high_format: null,
  },
};
const DURL = [
  {
    order: 1,
    length: 486000,
    size: 30000000,
    ahead: '',
    vhead: '',
    url: 'https://upos-x.mp4?e=1',
    backup_url: ['https://upos-y.mp4'],
  },
];
const { dash: _dash, ...PLAYURL_DATA_WITHOUT_DASH } = PLAYURL_DASH.data;
const PLAYURL_NO_STREAMS = {
  ...PLAYURL_DASH,
  data: { ...PLAYURL_DATA_WITHOUT_DASH, format: 'mp4' },
};
const PLAYURL_MP4 = { ...PLAYURL_NO_STREAMS, data: { ...PLAYURL_NO_STREAMS.data, durl: DURL } };

describe('bilibiliSearchDtoSchema', () => {
  it('parses the contract sample', () => {
    const [item] = bilibiliSearchDtoSchema.parse(SEARCH).data.result;
    expect(item).toMatchObject({ bvid: 'BV1De411p77r', duration: '4:18', play: 1037655 });
  });

  it.each([
    [['data', 'result', 0, 'duration'], 258, 'data.result.0.duration'],
    [['data', 'result', 0, 'duration'], '4:78', 'data.result.0.duration'],
    [['data', 'result', 0, 'pubdate'], 1588407050000, 'data.result.0.pubdate'],
    [['data', 'result', 0, 'bvid'], 'av243082173', 'data.result.0.bvid'],
    [['data', 'result', 0, 'video_review'], REMOVE, 'data.result.0.video_review'],
    [['data', 'result'], REMOVE, 'data.result'],
    [['code'], -412, 'code'],
    [['ttl'], REMOVE, 'ttl'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(bilibiliSearchDtoSchema, withDrift(SEARCH, path, value))).toBe(issuePath);
  });
});

describe('bilibiliViewDtoSchema', () => {
  it('parses the contract sample', () => {
    const { data } = bilibiliViewDtoSchema.parse(VIEW);
    expect(data.duration).toBe(486);
    expect(data.pages[0]?.cid).toBe(146044693);
    expect(data.stat).toEqual({ view: 2404179, danmaku: 12348, like: 161270 });
  });

  it.each([
    [['data', 'duration'], '8:06', 'data.duration'],
    [['data', 'pages'], [], 'data.pages'],
    [['data', 'pages', 0, 'cid'], '146044693', 'data.pages.0.cid'],
    [['data', 'owner', 'mid'], REMOVE, 'data.owner.mid'],
    [['data', 'stat', 'like'], REMOVE, 'data.stat.like'],
    [['data'], null, 'data'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(bilibiliViewDtoSchema, withDrift(VIEW, path, value))).toBe(issuePath);
  });
});

describe('bilibiliPlayurlDtoSchema', () => {
  it('parses the DASH form and the durl form', () => {
    expect(bilibiliPlayurlDtoSchema.parse(PLAYURL_DASH).data.dash?.audio?.[0]?.baseUrl).toBe(
      AUDIO_URL,
    );
    expect(bilibiliPlayurlDtoSchema.parse(PLAYURL_MP4).data.durl?.[0]?.url).toBe(DURL[0]?.url);
  });

  it('rejects an answer with neither dash nor durl', () => {
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, PLAYURL_NO_STREAMS)).toBe('data');
    const emptyDurl = { ...PLAYURL_NO_STREAMS, data: { ...PLAYURL_NO_STREAMS.data, durl: [] } };
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, emptyDurl)).toBe('data');
  });

  it('rejects a durl segment without its url', () => {
    const noUrl = withDrift(PLAYURL_MP4, ['data', 'durl', 0, 'url'], REMOVE);
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, noUrl)).toBe('data.durl.0.url');
  });

  it('rejects DASH without audio streams and no durl', () => {
    const silent = withDrift(PLAYURL_DASH, ['data', 'dash', 'audio'], null);
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, silent)).toBe('data');
    const empty = withDrift(PLAYURL_DASH, ['data', 'dash', 'audio'], []);
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, empty)).toBe('data');
  });

  it.each([
    [['data', 'dash', 'audio', 0, 'baseUrl'], REMOVE, 'data.dash.audio.0.baseUrl'],
    [['data', 'dash', 'audio', 0, 'bandwidth'], '319173', 'data.dash.audio.0.bandwidth'],
    [['data', 'dash', 'audio', 0, 'codecs'], REMOVE, 'data.dash.audio.0.codecs'],
    [['code'], -404, 'code'],
  ])('rejects DASH drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(bilibiliPlayurlDtoSchema, withDrift(PLAYURL_DASH, path, value))).toBe(
      issuePath,
    );
  });
});
