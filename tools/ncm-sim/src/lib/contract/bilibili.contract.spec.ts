import { BILIBILI_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { z } from 'zod/mini';
import { wbiSign, type WbiParams } from '../bilibili/wbi';
import { expectBilibiliSchema, expectMatches, readJson, useContractSim } from './contract-harness';

// Contract §4.1–4.3: the three WBI-signed Bilibili routes, signed the way a real client signs
// them, with keys taken from `/x/web-interface/nav` (`wbi_img` file-name stems).

const h = useContractSim();

const navSchema = z.object({
  data: z.object({ wbi_img: z.object({ img_url: z.string(), sub_url: z.string() }) }),
});

/** The file-name stem of a `wbi_img` URL: `…/bfs/wbi/<key>.png` → `<key>`. */
function keyOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).split('.')[0] ?? '';
}

async function signedGet(
  path: string,
  params: WbiParams,
): Promise<{ status: number; body: unknown }> {
  const base = h.sim.urls.bilibiliApi;
  const nav = expectMatches(
    '/x/web-interface/nav',
    navSchema,
    await readJson(await fetch(`${base}/x/web-interface/nav`)),
  );
  const { query } = wbiSign(
    params,
    keyOf(nav.data.wbi_img.img_url),
    keyOf(nav.data.wbi_img.sub_url),
    Date.now() / 1000,
  );
  const response = await fetch(`${base}${path}?${query}`, {
    headers: { referer: 'https://www.bilibili.com/' },
  });
  return { status: response.status, body: await readJson(response) };
}

/** The gateway's defaults for playurl (contract §4.1). */
const PLAYURL_DEFAULTS = { qn: 0, fnval: 80, fnver: 0, fourk: 1 } as const;

function videoOfForm(form: string) {
  const video = h.info.bilibili.find((candidate) => candidate.streamForm === form);
  if (!video) throw new Error(`the catalogue has no ${form} video`);
  return video;
}

describe('Bilibili routes answer their contract shapes', () => {
  it('wbi/search/type for a title word, with the search page size (30) and the unblock size (1)', async () => {
    const video = h.info.bilibili[0];
    const word = video?.title.replace(/【[^】]*】/g, '').trim() ?? '';
    expect(word).not.toBe('');
    for (const pagesize of [30, 1]) {
      const answer = await signedGet('/x/web-interface/wbi/search/type', {
        search_type: 'video',
        keyword: word,
        page: 1,
        pagesize,
      });
      expect(answer.status).toBe(200);
      const body = expectBilibiliSchema('/x/web-interface/wbi/search/type', answer.body);
      expect(body.data.result?.map((item) => item.bvid)).toContain(video?.bvid);
    }
  });

  // A deliberate difference from the wire contract (README, "The offline simulator"): upstream
  // search answers protocol-relative covers, but the simulated CDN has no TLS, so a client's
  // `https:` prefix would point at nothing. Every image URL must be usable exactly as answered.
  it('answers covers and faces as absolute http:// URLs on its own CDN, which serve images', async () => {
    const cdn = new URL(h.sim.urls.bilibiliCdn).origin;
    expect(cdn).toMatch(/^http:\/\//);
    const video = h.info.bilibili[0];
    const word = video?.title.replace(/【[^】]*】/g, '').trim() ?? '';
    const search = expectBilibiliSchema(
      '/x/web-interface/wbi/search/type',
      (
        await signedGet('/x/web-interface/wbi/search/type', {
          search_type: 'video',
          keyword: word,
          page: 1,
          pagesize: 30,
        })
      ).body,
    );
    const view = expectBilibiliSchema(
      '/x/web-interface/wbi/view',
      (await signedGet('/x/web-interface/wbi/view', { bvid: video?.bvid ?? '' })).body,
    );
    const images = [
      ...search.data.result.map((item) => item.pic),
      view.data.pic,
      view.data.owner.face ?? '',
    ];
    expect(search.data.result.length).toBeGreaterThan(0);
    expect(images.filter((image) => !image.startsWith(`${cdn}/bfs/`))).toEqual([]);

    const cover = await fetch(search.data.result[0]?.pic ?? '');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('wbi/view of every video', async () => {
    for (const { bvid, pages } of h.info.bilibili) {
      const answer = await signedGet('/x/web-interface/wbi/view', { bvid });
      expect(answer.status).toBe(200);
      const body = expectBilibiliSchema('/x/web-interface/wbi/view', answer.body);
      expect(body.data.pages.map((page) => page.cid)).toEqual(pages.map((page) => page.cid));
    }
  });

  it.each(['dash', 'durl'])('wbi/playurl of a %s video', async (form) => {
    const { bvid, pages } = videoOfForm(form);
    const answer = await signedGet('/x/player/wbi/playurl', {
      bvid,
      cid: pages[0]?.cid ?? 0,
      ...PLAYURL_DEFAULTS,
    });
    expect(answer.status).toBe(200);
    const { data } = expectBilibiliSchema('/x/player/wbi/playurl', answer.body);
    if (form === 'dash') expect(data.dash?.audio?.[0]?.baseUrl).toEqual(expect.any(String));
    else expect(data.durl?.[0]?.url).toEqual(expect.any(String));
  });

  it('wbi/playurl of every part of every video', async () => {
    for (const { bvid, pages } of h.info.bilibili) {
      for (const { cid } of pages) {
        const answer = await signedGet('/x/player/wbi/playurl', { bvid, cid, ...PLAYURL_DEFAULTS });
        expect(answer.status).toBe(200);
        expectBilibiliSchema('/x/player/wbi/playurl', answer.body);
      }
    }
  });

  it('fails closed: an unsigned request answers code -403, which no success schema accepts', async () => {
    const { bvid } = videoOfForm('dash');
    const response = await fetch(`${h.sim.urls.bilibiliApi}/x/web-interface/wbi/view?bvid=${bvid}`);
    const body = await readJson(response);
    expect(body).toMatchObject({ code: -403 });
    expect(BILIBILI_RESPONSE_SCHEMAS['/x/web-interface/wbi/view'].safeParse(body).success).toBe(
      false,
    );
    expect(() => expectBilibiliSchema('/x/web-interface/wbi/view', body)).toThrow(
      /bilibili \/x\/web-interface\/wbi\/view/,
    );
  });
});
