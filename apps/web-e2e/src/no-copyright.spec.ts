import type { Page } from '@playwright/test';
import { playableRows, search, songRow } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// A no-copyright item (spec §4: artist 6452 with privilege status -200; the simulator serves
// such songs, `fixtures.noCopyrightSongId`) is shown disabled: it cannot be played, selected or
// opened in the menu, and its overlay opens a web search for the song.

/** Every song-URL request the page makes, by song id: a play of the song would ask for one. */
function songUrlRequests(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/song/url')) ids.push(url.searchParams.get('id') ?? '');
  });
  return ids;
}

test('a no-copyright song cannot be played, selected or opened in the menu; its overlay searches the web', async ({
  page,
  context,
  simInfo,
}) => {
  const song = simInfo.songs.find((each) => each.id === simInfo.fixtures.noCopyrightSongId);
  if (!song) throw new Error('the simulator has no no-copyright song');
  // There is no internet: whatever leaves the loopback is answered here, and recorded.
  const external: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      external.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<title>web search</title>' });
    },
  );
  const asked = songUrlRequests(page);
  await page.goto('/');
  await search(page, song.name);
  const row = songRow(page, song.name);
  await expect(row).toHaveAttribute('aria-disabled', 'true');
  await expect(row).toHaveAccessibleDescription(/该歌曲暂无版权|This song is not available/);

  // The row carries aria-disabled, which Playwright (like assistive technology) extends to all
  // it holds, its way-out button included: the clicks on it are forced, as a mouse does.
  // Neither a click nor Enter plays it.
  await row.locator('.cz-song-row__cover').click({ force: true });
  await row.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await expect(row).not.toHaveAttribute('aria-current', 'true');
  expect(asked).not.toContain(String(song.id));

  // A Ctrl-click selects a playable row; on this one it adds nothing.
  const bar = page.getByRole('toolbar', { name: /批量操作|Batch actions/ });
  await playableRows(page)
    .first()
    .locator('.cz-song-row__cover')
    .click({ modifiers: ['Control'] });
  await expect(bar.getByRole('status')).toHaveText(/1/);
  await row.locator('.cz-song-row__cover').click({ modifiers: ['Control'], force: true });
  await expect(bar.getByRole('status')).toHaveText(/1/);
  await expect(row).not.toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');

  // No menu: no "more" button, and a right click opens none (it does on a playable row).
  await expect(row.getByRole('button', { name: /更多操作|More actions/ })).toHaveCount(0);
  await playableRows(page)
    .first()
    .click({ button: 'right', position: { x: 200, y: 30 } });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await row.click({ button: 'right', position: { x: 200, y: 30 }, force: true });
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The overlay's way out: a web search for the song's name, in a new page.
  const opened = context.waitForEvent('page');
  await row.getByRole('button', { name: /在网页中搜索|Search the web/ }).click({ force: true });
  const web = await opened;
  await web.waitForURL((url) => url.hostname !== '' && url.protocol.startsWith('http'));
  const url = new URL(web.url());
  expect(url.pathname).toMatch(/search/);
  expect([...url.searchParams.values()].join(' ')).toContain(song.name);
  expect(external).toContain(web.url());
});
