import { bilibiliPlayurlDtoSchema } from './bilibili.dto';
import { lyricNewDtoSchema, songDownloadUrlDtoSchema, songUrlV1DtoSchema } from './playback.dto';
import { toplistDetailDtoSchema } from './playlist-catalog.dto';
import { userRecordDtoSchema } from './user.dto';
import {
  ALT_SOURCE_RESPONSE_SCHEMAS,
  BILIBILI_RESPONSE_SCHEMAS,
  NETEASE_RESPONSE_SCHEMAS,
  errorBodyDtoSchema,
  type NeteaseResponseDto,
} from './upstream-schemas';

/** Contract §2 rows 1–37 and 42–43. */
const INVENTORY_ROUTES = [
  '/login/qr/key',
  '/login/qr/create',
  '/login/qr/check',
  '/user/account',
  '/logout',
  '/login/cellphone',
  '/song/url/v1',
  '/song/download/url/v1',
  '/song/detail',
  '/lyric',
  '/like',
  '/likelist',
  '/playlist/detail',
  '/playlist/create',
  '/playlist/tracks',
  '/playlist/subscribe',
  '/playlist/catlist',
  '/top/playlist',
  '/toplist',
  '/album',
  '/album/newest',
  '/recommend/songs',
  '/personalized/newsong',
  '/top/artists',
  '/search/default',
  '/search/hot/detail',
  '/cloudsearch',
  '/artist/detail',
  '/artist/songs',
  '/artist/album',
  '/user/detail',
  '/user/playlist',
  '/user/record',
  '/user/follows',
  '/user/followeds',
  '/mv/all',
  '/mv/url',
  '/playlist/import/name/task/create',
  '/playlist/import/task/status',
];

/** Contract §2 "defined but never called" / "not referenced" routes and §3.13. */
const EXTRA_ROUTES = [
  '/song/url',
  '/lyric/new',
  '/personalized',
  '/toplist/detail',
  '/login/status',
  '/search/suggest',
  '/playmode/intelligence/list',
  '/recommend/resource',
  '/artist/top/song',
  '/artist/desc',
  '/top/song',
  '/top/album',
  '/mv/detail',
  '/top/playlist/highquality',
  '/song/music/detail',
];

const NCM_ERROR_BODIES = [
  { code: 301, msg: '需要登录' },
  { code: 404, data: null, msg: 'Not Found' },
  { code: -460, message: 'Cheating' },
  { code: 502, msg: '二维码已过期' },
];

const BILIBILI_ERROR_BODIES = [
  { code: -412, message: '请求被拦截', ttl: 1 },
  { code: -1, message: '请求失败', error: 'timeout' },
  { code: 400, message: '缺少必需参数: bvid' },
];

describe('NETEASE_RESPONSE_SCHEMAS', () => {
  it('covers exactly the contract inventory plus the extra routes', () => {
    expect(INVENTORY_ROUTES).toHaveLength(39);
    expect(EXTRA_ROUTES).toHaveLength(15);
    expect(Object.keys(NETEASE_RESPONSE_SCHEMAS).sort()).toEqual(
      [...INVENTORY_ROUTES, ...EXTRA_ROUTES].sort(),
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(NETEASE_RESPONSE_SCHEMAS)).toBe(true);
  });

  it('maps look-alike routes to their own schemas', () => {
    expect(NETEASE_RESPONSE_SCHEMAS['/song/url/v1']).toBe(songUrlV1DtoSchema);
    expect(NETEASE_RESPONSE_SCHEMAS['/song/download/url/v1']).toBe(songDownloadUrlDtoSchema);
    expect(NETEASE_RESPONSE_SCHEMAS['/lyric/new']).toBe(lyricNewDtoSchema);
    expect(NETEASE_RESPONSE_SCHEMAS['/toplist/detail']).toBe(toplistDetailDtoSchema);
    expect(NETEASE_RESPONSE_SCHEMAS['/user/record']).toBe(userRecordDtoSchema);
  });

  it.each(Object.entries(NETEASE_RESPONSE_SCHEMAS))(
    '%s rejects every NCM error body',
    (_route, schema) => {
      for (const body of NCM_ERROR_BODIES) {
        expect(schema.safeParse(body).success).toBe(false);
      }
    },
  );

  it('types each route answer after its schema', () => {
    const likes: NeteaseResponseDto<'/likelist'> = NETEASE_RESPONSE_SCHEMAS['/likelist'].parse({
      ids: [186016],
      code: 200,
    });
    expect(likes.ids).toEqual([186016]);
  });
});

describe('BILIBILI_RESPONSE_SCHEMAS', () => {
  it('is keyed by the real upstream paths and frozen', () => {
    expect(Object.keys(BILIBILI_RESPONSE_SCHEMAS).sort()).toEqual([
      '/x/player/wbi/playurl',
      '/x/web-interface/wbi/search/type',
      '/x/web-interface/wbi/view',
    ]);
    expect(BILIBILI_RESPONSE_SCHEMAS['/x/player/wbi/playurl']).toBe(bilibiliPlayurlDtoSchema);
    expect(Object.isFrozen(BILIBILI_RESPONSE_SCHEMAS)).toBe(true);
  });

  it.each(Object.entries(BILIBILI_RESPONSE_SCHEMAS))(
    '%s rejects Bilibili and gateway error bodies',
    (_route, schema) => {
      for (const body of BILIBILI_ERROR_BODIES) {
        expect(schema.safeParse(body).success).toBe(false);
      }
    },
  );
});

describe('ALT_SOURCE_RESPONSE_SCHEMAS', () => {
  it('holds the GD search and url answers and the /music fallback, frozen', () => {
    expect(Object.keys(ALT_SOURCE_RESPONSE_SCHEMAS).sort()).toEqual(['/music', 'search', 'url']);
    expect(Object.isFrozen(ALT_SOURCE_RESPONSE_SCHEMAS)).toBe(true);
    expect(ALT_SOURCE_RESPONSE_SCHEMAS.search.safeParse({ code: 404 }).success).toBe(false);
    expect(
      ALT_SOURCE_RESPONSE_SCHEMAS['/music'].safeParse({ code: 404, message: '已禁用' }).success,
    ).toBe(false);
  });
});

describe('errorBodyDtoSchema (re-exported with the registries)', () => {
  it.each([...NCM_ERROR_BODIES, ...BILIBILI_ERROR_BODIES])('accepts %p', (body) => {
    expect(errorBodyDtoSchema.parse(body).code).toBe(body.code);
  });
});
