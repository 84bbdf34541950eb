import type { APIRequestContext, Page } from '@playwright/test';
import { nowPlaying } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Browsing the catalogue through the UI: home's sections with the simulator's data, the playlist
// square by category and page, the toplists; one home section failing on its own. Names come from
// the gateway (what the app itself is answered), never guessed.

interface Named {
  id: number;
  name: string;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The kept-alive screen's own scroll container, scrolled to its end. */
async function scrollToEnd(page: Page, screenId: string) {
  await page
    .locator(`.cz-kept-screen[data-screen="${screenId}"]`)
    .evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
}

const section = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.afterEach(async ({ sim }) => {
  await sim.clearFaults();
});

test('home shows its sections with the catalogue; a playlist card opens its list', async ({
  page,
  request,
}) => {
  const playlists = await api<{ result: Named[] }>(request, '/personalized?limit=12');
  const weekly = await api<{ result: Named[] }>(request, '/personalized/newsong?limit=10');
  const albums = await api<{ albums: Named[] }>(request, '/album/newest');
  const artists = await api<{ artists: Named[] }>(request, '/top/artists?offset=0&limit=6');
  const charts = await api<{ list: Named[] }>(request, '/toplist');
  const [firstList] = playlists.result;
  if (!firstList) throw new Error('no recommended playlist');

  await page.goto('/');
  const recommended = section(page, /^(推荐歌单|Recommended playlists)$/);
  await expect(recommended.getByRole('link', { name: firstList.name })).toBeVisible();
  for (const song of weekly.result) {
    await expect(
      section(page, /^(本周最热音乐|Hot this week)$/).getByRole('group', {
        name: new RegExp(`^${escape(song.name)} — `),
      }),
    ).toHaveCount(1);
  }
  // New songs: rows of their own, none of them repeating "hot this week".
  const newSongs = section(page, /^(新歌速递|New songs)$/).getByRole('group');
  await expect(newSongs.first()).toBeVisible();
  for (const name of await newSongs.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('aria-label')?.split(' — ')[0] ?? ''),
  )) {
    expect(weekly.result.map((song) => song.name)).not.toContain(name);
  }
  const album = albums.albums[0];
  await expect(
    section(page, /^(最新专辑|New albums)$/).getByRole('link', { name: album?.name }),
  ).toHaveAttribute('href', `/music-list/${album?.id}?type=album`);
  const artist = artists.artists[0];
  await expect(
    section(page, /^(热门歌手|Popular artists)$/).getByRole('link', { name: artist?.name }),
  ).toHaveAttribute('href', `/artist/detail/${artist?.id}`);
  const chart = charts.list[0];
  const toplists = section(page, /^(排行榜|Toplists)$/);
  await expect(toplists.getByRole('link', { name: chart?.name })).toHaveAttribute(
    'href',
    `/music-list/${chart?.id}?type=toplist`,
  );
  await expect(toplists.getByRole('link', { name: /查看全部|View all/ })).toHaveAttribute(
    'href',
    '/toplist',
  );

  // A hot-this-week row plays with the section as the queue.
  await section(page, /^(本周最热音乐|Hot this week)$/)
    .getByRole('group')
    .first()
    .locator('.cz-song-row__cover')
    .click();
  await expect(nowPlaying(page)).toHaveText(weekly.result[0]?.name ?? '');

  await recommended.getByRole('link', { name: firstList.name }).click();
  await expect(page).toHaveURL(new RegExp(`/music-list/${firstList.id}$`));
});

test('one home section failing shows its error with a retry while the others show', async ({
  page,
  request,
  sim,
}) => {
  const albums = await api<{ albums: Named[] }>(request, '/album/newest');
  await sim.addFault({ service: 'netease', route: '/album/newest', status: 500 });
  // The gateway keeps the new albums an earlier journey loaded, and rightly serves them while
  // NetEase fails; asking past its cache, as a hard reload does, meets the failure.
  await page.setExtraHTTPHeaders({ 'cache-control': 'no-cache' });
  await page.goto('/');
  const newAlbums = section(page, /^(最新专辑|New albums)$/);
  await expect(newAlbums.getByRole('alert')).toContainText(/最新专辑加载失败|New albums failed/);
  // Everything else is there.
  await expect(
    section(page, /^(推荐歌单|Recommended playlists)$/)
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expect(
    section(page, /^(本周最热音乐|Hot this week)$/)
      .getByRole('group')
      .first(),
  ).toBeVisible();
  await expect(
    section(page, /^(热门歌手|Popular artists)$/)
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);

  await sim.clearFaults();
  await newAlbums.getByRole('button', { name: /重试|Retry/ }).click();
  await expect(newAlbums.getByRole('link', { name: albums.albums[0]?.name })).toBeVisible();
  await expect(newAlbums.getByRole('alert')).toHaveCount(0);
});

test('the playlist square: a category changes the grid and the URL; scrolling loads the next 42', async ({
  page,
  request,
}) => {
  const categories = await api<{ sub: Array<{ name: string; hot?: boolean }> }>(
    request,
    '/playlist/catlist',
  );
  const all = await api<{ total: number }>(request, '/top/playlist?cat=&limit=42&offset=0');
  const hot = categories.sub.find((category) => category.hot)?.name ?? '';
  const inHot = await api<{ playlists: Named[] }>(
    request,
    `/top/playlist?cat=${encodeURIComponent(hot)}&limit=42&offset=0`,
  );
  expect(all.total).toBeGreaterThan(42);

  await page.goto('/list');
  const grid = page.getByRole('list', { name: /的歌单$|^Playlists: / });
  await expect(grid.getByRole('link')).toHaveCount(42);
  await scrollToEnd(page, 'list');
  await expect(grid.getByRole('link')).toHaveCount(Math.min(all.total, 84));
  if (all.total <= 84) {
    await expect(
      page.getByText(new RegExp(`共 ${all.total} 个歌单|${all.total} playlists`)),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: hot, exact: true }).click();
  await expect(page).toHaveURL(`/list?cat=${encodeURIComponent(hot)}`);
  const byCategory = page.getByRole('list', { name: new RegExp(hot) });
  await expect(byCategory.getByRole('link')).toHaveCount(inHot.playlists.length);
  await expect(byCategory.getByRole('link').first()).toHaveAttribute(
    'href',
    `/music-list/${inHot.playlists[0]?.id}`,
  );
  await expect(page.getByRole('link', { name: hot, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Reload keeps the URL's category; a card opens its playlist; back finds the square as it was.
  await page.reload();
  const reloaded = page.getByRole('list', { name: new RegExp(hot) });
  await expect(reloaded.getByRole('link')).toHaveCount(inHot.playlists.length);
  await reloaded.getByRole('link').first().click();
  await expect(page).toHaveURL(`/music-list/${inHot.playlists[0]?.id}`);
  await page.goBack();
  await expect(page).toHaveURL(`/list?cat=${encodeURIComponent(hot)}`);
  await expect(reloaded.getByRole('link')).toHaveCount(inHot.playlists.length);
  await page.goBack();
  await expect(page).toHaveURL(/\/list$/);
  await expect(grid.getByRole('link').first()).toBeVisible();
});

test('the toplists show the official charts with their top tracks and open one', async ({
  page,
  request,
}) => {
  const charts = await api<{ list: Named[] }>(request, '/toplist');
  const [first] = charts.list;
  if (!first) throw new Error('no chart');
  const detail = await api<{ playlist: { tracks: Named[] } }>(
    request,
    `/playlist/detail?id=${first.id}`,
  );

  await page.goto('/toplist');
  const official = page.getByRole('region', { name: /^(官方榜|Official charts)$/ });
  await expect(official.getByRole('article')).toHaveCount(Math.min(4, charts.list.length));
  const chart = official.getByRole('article', { name: first.name });
  for (const track of detail.playlist.tracks.slice(0, 3)) {
    await expect(
      chart.getByRole('group', { name: new RegExp(`^${escape(track.name)} — `) }),
    ).toBeVisible();
  }
  await chart.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/music-list/${first.id}?type=toplist`);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
