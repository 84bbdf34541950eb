import { BILIBILI_API_ROUTES, pickRouteParams, type BilibiliApiRoute } from './bilibili-api-routes';

function route(path: string): BilibiliApiRoute {
  const found = BILIBILI_API_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

describe('pickRouteParams', () => {
  it('applies the search defaults and keeps only Bilibili parameters', () => {
    expect(
      pickRouteParams(route('/search'), {
        keyword: '少年',
        pagesize: '30',
        cookie: 'MUSIC_U=secret',
        timestamp: '1700000000000',
        device: 'web',
        proxy: 'http://evil',
        realIP: '1.2.3.4',
      }),
    ).toEqual({
      ok: true,
      params: { keyword: '少年', search_type: 'video', page: '1', pagesize: '30' },
    });
  });

  it('applies the playurl defaults', () => {
    expect(pickRouteParams(route('/playurl'), { bvid: 'BV1', cid: '2', qn: '64' })).toEqual({
      ok: true,
      params: { bvid: 'BV1', cid: '2', qn: '64', fnval: '80', fnver: '0', fourk: '1' },
    });
  });

  it('names the first missing or empty required parameter', () => {
    expect(pickRouteParams(route('/playurl'), { cid: '2' })).toEqual({
      ok: false,
      missing: 'bvid',
    });
    expect(pickRouteParams(route('/playurl'), { bvid: 'BV1', cid: '' })).toEqual({
      ok: false,
      missing: 'cid',
    });
    expect(pickRouteParams(route('/search'), {})).toEqual({ ok: false, missing: 'keyword' });
  });

  it('takes the first of a repeated parameter and ignores nested ones', () => {
    expect(pickRouteParams(route('/video/detail'), { bvid: ['BV1', 'BV2'] })).toEqual({
      ok: true,
      params: { bvid: 'BV1' },
    });
    expect(pickRouteParams(route('/video/detail'), { bvid: { $ne: 'x' } })).toEqual({
      ok: false,
      missing: 'bvid',
    });
  });
});
