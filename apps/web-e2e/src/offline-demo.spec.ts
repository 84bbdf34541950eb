import { healthDtoSchema } from '@cadenza/contract';
import { expectPlaying, playableRows, search } from '@cadenza/e2e-support';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// `npm start` on an offline machine: auto mode falls back to the simulator, says so, and the
// app reaches nothing but the gateway and the upstreams it was configured with.

// The simulator's media and alternative-source services: SIM_PORT + 1 and + 4.
const SIM_PORT = Number(process.env['WEB_E2E_SIM_PORT'] ?? 4330);
const SIM_ORIGINS = [1, 4].map((offset) => `http://127.0.0.1:${SIM_PORT + offset}`);

/** Plays `src` in the page and resolves with the seconds it played, or the error it met. */
function playIn(page: Page, src: string) {
  return page.evaluate(async (source) => {
    const audio = new Audio();
    audio.crossOrigin = 'anonymous';
    audio.muted = true;
    audio.src = source;
    try {
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return { played: audio.currentTime, error: null as string | null };
    } catch (error) {
      return { played: 0, error: String(error) };
    } finally {
      audio.pause();
    }
  }, src);
}

test.describe('offline demo', () => {
  test('auto mode fell back to the simulator and /api/health says so', async ({ request }) => {
    const health = healthDtoSchema.parse(await (await request.get('/api/health')).json());
    expect(health.upstream).toEqual({ kind: 'url', offlineDemo: true });
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
  });

  test('the app shows the offline-demo banner and loads only from its own origin and the configured media origins', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/');
    await expect(page.locator('#offline-demo-banner')).toContainText('离线演示曲库');
    // The banner reads the health answer, which follows the first paint with the API: home's
    // covers (the simulator's media origin, configured) may be on their way by then.
    const own = new URL(baseURL ?? '').origin;
    expect(
      [...origins].filter((origin) => origin !== own && !SIM_ORIGINS.includes(origin)),
    ).toEqual([]);
    expect(origins.has(own)).toBe(true);
  });

  test('the app plays from the configured media origin; any other origin is refused by the CSP', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/');
    await search(page, '风起');
    await playableRows(page).first().locator('.cz-song-row__cover').click();
    await expectPlaying(page);
    expect([...origins].filter((origin) => SIM_ORIGINS.includes(origin)).length).toBeGreaterThan(0);

    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (uri: string) => violations.push(uri));
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(uri: string): void }).reportViolation(
          event.blockedURI,
        ),
      ),
    );
    const foreign = await playIn(page, 'http://127.0.0.1:9/elsewhere.mp3');
    expect(foreign.played).toBe(0);
    await expect.poll(() => violations).toContain('http://127.0.0.1:9/elsewhere.mp3');
    const allowed = new Set([new URL(page.url()).origin, ...SIM_ORIGINS]);
    for (const origin of origins) expect(allowed).toContain(origin);
  });

  test('Bilibili audio plays through the stream proxy; a private address is refused', async ({
    page,
  }) => {
    await page.goto('/');
    const audioUrl = await page.evaluate(async () => {
      const search = await (
        await fetch('/api/bilibili/search?keyword=%E7%BF%BB%E5%94%B1&page=1&pagesize=1')
      ).json();
      const bvid = search.data.result[0].bvid;
      const view = await (await fetch(`/api/bilibili/video/detail?bvid=${bvid}`)).json();
      const cid = view.data.pages[0].cid;
      const play = await (await fetch(`/api/bilibili/playurl?bvid=${bvid}&cid=${cid}`)).json();
      return (play.data.dash?.audio[0]?.baseUrl ?? play.data.durl[0].url) as string;
    });
    const proxied = `/api/bilibili/stream-proxy?url=${encodeURIComponent(audioUrl)}`;
    const played = await playIn(page, proxied);
    expect(played.error).toBeNull();
    expect(played.played).toBeGreaterThan(0.3);

    const refused = await page.request.get(
      `/api/bilibili/stream-proxy?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403 });
  });
});
