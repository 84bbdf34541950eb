import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The web app installs as an app: its manifest, and a service worker that keeps the frame so the
// installed app opens offline (with a message, not the browser's error page), and never keeps
// an API answer or media.

/** Waits until a service worker is activated and controls the page (the first visit's claims it). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            active: registration?.active?.state ?? null,
            controlled: navigator.serviceWorker.controller !== null,
          };
        }),
      { timeout: 20_000 },
    )
    .toEqual({ active: 'activated', controlled: true });
}

/** Every URL the page's origin keeps in Cache Storage (the worker's precache, by cache name). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the manifest makes the app installable: name, icons 192 and 512, standalone, start URL', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Cadenza', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
  }
});

test('the installed app opens offline to its frame, with a message, on any route', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  const frame = page.getByRole('navigation', { name: '主菜单' });
  await expect(frame.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page.locator('#network-offline-banner')).toHaveText(
    '当前处于离线状态，搜索、播放和账号功能将在联网后恢复。',
  );
  await expect(page).toHaveTitle('Cadenza');

  // A deep link gets the app as well (the worker's navigation fallback), not an error page.
  await page.goto('/toplist');
  await expect(frame.getByRole('link', { name: '排行榜' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#network-offline-banner')).toBeVisible();

  // Back online, the message goes by itself.
  await context.setOffline(false);
  await expect(page.locator('#network-offline-banner')).toHaveCount(0);
});

test('API answers come from the network and are never kept by the service worker', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // A load under the worker's control: the app's API calls pass by it.
  const health = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/'),
  );
  await page.reload();
  const apiAnswer = await health;
  expect(apiAnswer.fromServiceWorker()).toBe(false);
  await expect(page.getByTestId('gateway-status')).toHaveAttribute('data-state', 'online');

  const urls = await cachedUrls(page);
  expect(urls).toContain('/index.html');
  expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
});
