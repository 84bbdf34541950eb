import {
  errorBodyDtoSchema,
  loginRequiredErrorDtoSchema,
  userRecordHiddenDtoSchema,
  type NeteaseRoute,
} from '@cadenza/contract';
import {
  expectMatches,
  useContractSim,
  type CallOptions,
  type ParamValue,
} from './contract-harness';

// Contract §1.4 error shapes (login required, hidden records, missing param) and a fail-closed
// check proving the schema harness rejects a drifted answer.

const h = useContractSim();

const NOT_FOUND = { code: 404, data: null, msg: 'Not Found' };

/** Routes that need a login, called anonymously the way the client calls them. */
const PROTECTED: readonly [string, Record<string, ParamValue>, CallOptions['method']][] = [
  ['/like', { id: 1, like: true }, 'GET'],
  ['/likelist', { uid: 1 }, 'GET'],
  ['/song/download/url/v1', { id: 1, level: 'lossless' }, 'GET'],
  ['/playlist/create', { name: 'x', privacy: 0 }, 'POST'],
  ['/recommend/resource', {}, 'GET'],
  ['/playmode/intelligence/list', { id: 1, pid: 1 }, 'GET'],
  ['/playlist/import/name/task/create', { text: 'x', playlistName: 'x' }, 'POST'],
];

describe('NetEase error answers have their contract shapes', () => {
  it.each(PROTECTED)(
    '%s without a cookie: HTTP 301 with the login-required body',
    async (path, params, method) => {
      const answer = await h.call(path, params, { method });
      expect(answer.status).toBe(301);
      expectMatches(`${path} (anonymous)`, loginRequiredErrorDtoSchema, answer.body);
    },
  );

  it('/playlist/subscribe without a cookie (params in the query): HTTP 301', async () => {
    const answer = await h.call(
      '/playlist/subscribe',
      {},
      { method: 'POST', query: { t: 1, id: h.info.fixtures.bigPlaylistId } },
    );
    expect(answer.status).toBe(301);
    expectMatches('/playlist/subscribe (anonymous)', loginRequiredErrorDtoSchema, answer.body);
  });

  it('/playlist/tracks without a cookie: still HTTP 200, the 301 wrapped inside (contract §3.4)', async () => {
    const answer = await h.call(
      '/playlist/tracks',
      { op: 'add', pid: 1, tracks: '1' },
      { method: 'POST' },
    );
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/playlist/tracks', answer.body)).toMatchObject({
      status: 301,
      body: { code: 301 },
    });
  });

  it('/user/record of the hidden-records user by another user: HTTP 400 with code -2', async () => {
    const uid = h.info.fixtures.hiddenRecordsUserId;
    for (const cookie of [await h.login(), undefined]) {
      const answer = await h.call(
        '/user/record',
        { uid, type: 0 },
        cookie === undefined ? {} : { cookie },
      );
      expect(answer.status).toBe(400);
      expectMatches('/user/record (hidden)', userRecordHiddenDtoSchema, answer.body);
    }
    const own = await h.call('/user/record', { uid, type: 0 }, { cookie: await h.login(uid) });
    expect(own.status).toBe(200);
    h.expectSchema('/user/record', own.body);
  });

  it.each([
    ['/song/url/v1', { level: 'higher' }],
    ['/song/detail', {}],
    ['/lyric', {}],
    ['/playlist/detail', {}],
    ['/album', {}],
    ['/artist/detail', {}],
    ['/cloudsearch', { type: 1, limit: 30, offset: 0 }],
    ['/user/detail', {}],
    ['/mv/url', {}],
    ['/login/qr/create', { qrimg: true }],
  ] as const)(
    '%s without its required param: 404 {code:404,data:null,msg:"Not Found"}',
    async (path, params) => {
      const answer = await h.call(path, params);
      expect(answer.status).toBe(404);
      expect(expectMatches(`${path} (missing param)`, errorBodyDtoSchema, answer.body)).toEqual({
        code: 404,
        msg: 'Not Found',
      });
      expect(answer.body).toEqual(NOT_FOUND);
    },
  );

  it('an unknown route: the same 404 body', async () => {
    const answer = await h.call('/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(NOT_FOUND);
  });
});

describe('the schema harness fails closed', () => {
  async function liveAnswer(
    route: NeteaseRoute,
    params: Record<string, ParamValue>,
  ): Promise<Record<string, unknown>> {
    const answer = await h.call(route, params);
    h.expectSchema(route, answer.body);
    return structuredClone(answer.body) as Record<string, unknown>;
  }

  it('rejects a simulator answer whose song URL item lost its url, naming route and field', async () => {
    const song = h.info.songs.find((candidate) => candidate.availability === 'full');
    const body = await liveAnswer('/song/url/v1', { id: song?.id ?? 0, level: 'higher' });
    const items = body['data'];
    if (!Array.isArray(items) || typeof items[0] !== 'object' || items[0] === null)
      throw new Error('no url item');
    delete (items[0] as Record<string, unknown>)['url'];
    expect(() => h.expectSchema('/song/url/v1', body)).toThrow(
      /netease \/song\/url\/v1[\s\S]*data\.0\.url/,
    );
  });

  it('rejects a mutated top-level code and a string id', async () => {
    const body = await liveAnswer('/song/detail', { ids: h.info.songs[0]?.id ?? 0 });
    expect(() => h.expectSchema('/song/detail', { ...body, code: 500 })).toThrow(
      /netease \/song\/detail[\s\S]*code/,
    );
    const songs = body['songs'];
    if (!Array.isArray(songs) || typeof songs[0] !== 'object' || songs[0] === null)
      throw new Error('no song');
    (songs[0] as Record<string, unknown>)['id'] = String(
      (songs[0] as Record<string, unknown>)['id'],
    );
    expect(() => h.expectSchema('/song/detail', body)).toThrow(/songs\.0\.id/);
  });

  it('rejects an error body offered as a success answer', async () => {
    const answer = await h.call('/recommend/resource');
    expect(answer.status).toBe(301);
    expect(() => h.expectSchema('/recommend/resource', answer.body)).toThrow(
      /netease \/recommend\/resource/,
    );
  });
});
