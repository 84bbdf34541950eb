import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, playRow, search } from './support/app';
import { loginByPhone, loginCard, simAccounts } from './support/account';
import { playableSongs, simInfo } from './support/sim';

// axe on every route of the frame and on the player's overlays, both themes, both languages:
// no serious or critical violation. Then the keyboard-only journey.

const ROUTES = [
  '/',
  '/search',
  '/search?keyword=%E9%A3%8E%E8%B5%B7&type=1',
  '/list',
  '/toplist',
  '/set',
  '/history',
  '/user',
  '/artist/detail/7',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const language of ['zh-CN', 'en-US']) {
  for (const theme of ['light', 'dark']) {
    for (const size of SIZES) {
      test(`axe finds nothing serious on the routes, ${language}, ${theme}, ${size.width}×${size.height}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(size);
        await page.addInitScript(
          ({ lang, chosen }) => {
            localStorage.setItem('settings', JSON.stringify({ language: lang }));
            localStorage.setItem('theme', chosen);
          },
          { lang: language, chosen: theme },
        );
        for (const route of ROUTES) {
          await page.goto(route, { waitUntil: 'networkidle' });
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect({ route, violations: await seriousViolations(page) }).toEqual({
            route,
            violations: [],
          });
        }
      });
    }

    test(`axe finds nothing serious on the player's overlays, ${language}, ${theme}`, async ({
      page,
    }) => {
      const [song] = playableSongs(await simInfo(), 40_000, 1);
      if (!song) throw new Error('no song');
      await page.addInitScript(
        ({ lang, chosen }) => {
          localStorage.setItem('settings', JSON.stringify({ language: lang }));
          localStorage.setItem('theme', chosen);
        },
        { lang: language, chosen: theme },
      );
      await page.goto('/');
      await search(page, song.name);
      await playRow(page, song.name);
      await expectPlaying(page);
      expect(await seriousViolations(page)).toEqual([]);
      for (const opener of [
        'queue-button',
        'equalizer-button',
        'sleep-timer-button',
        'lyrics-button',
      ]) {
        await page.getByTestId(opener).click();
        await page.waitForTimeout(300);
        expect({ opener, violations: await seriousViolations(page) }).toEqual({
          opener,
          violations: [],
        });
        await page.keyboard.press('Escape');
      }
    });
  }
}

// The account's screens, at both sizes and in both themes: the login page while anonymous, then
// (logged in with the demo account's phone and password) the user pages.
// And the music list (the 10,000-track playlist, loaded rows and skeletons) and the play
// history (with a song in it), in both themes and languages.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds nothing serious on the account screens, ${String(viewport.width)}×${String(viewport.height)}, ${theme}`, async ({
      page,
    }) => {
      // Seven pages analysed, a login between them: more than one route's time.
      test.setTimeout(120_000);
      const { demoPhone, demoPassword, hiddenRecordsUserId } = await simAccounts();
      await page.setViewportSize(viewport);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const check = async (route: string) => {
        expect({ route, violations: await seriousViolations(page) }).toEqual({
          route,
          violations: [],
        });
      };
      await page.goto('/login');
      await expect(loginCard(page).getByRole('img', { name: '登录二维码' })).toBeVisible();
      await check('/login (QR)');
      await loginCard(page).getByRole('radio', { name: '手机号登录' }).click();
      await check('/login (phone)');
      await loginByPhone(page, demoPhone, demoPassword);
      await expect(page).toHaveURL(/\/user$/);
      await expect(page.getByRole('list', { name: '创建的歌单' })).toBeVisible();
      await check('/user');
      await page.getByRole('tab', { name: '听歌排行' }).click();
      await expect(page.locator('.cz-song-row:visible').first()).toBeVisible();
      await check('/user (ranking)');
      for (const route of [
        `/user/detail/${String(hiddenRecordsUserId)}`,
        '/user/detail/0',
        '/user/follows',
        '/user/followers',
      ]) {
        await page.goto(route, { waitUntil: 'networkidle' });
        await check(route);
      }
    });
  }
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious on the music list and history, ${theme}`, async ({
        page,
      }) => {
        const info = await simInfo();
        const [song] = playableSongs(info, 40_000, 1);
        if (!song) throw new Error('no song');
        const played = {
          track: {
            id: song.id,
            name: song.name,
            artists: [{ id: 1, name: 'Artist' }],
            album: { name: 'Album' },
            durationMs: song.durationMs,
            source: 'netease',
          },
          count: 2,
        };
        for (const language of ['zh-CN', 'en-US']) {
          await page.addInitScript(
            ({ lang, chosen, history }) => {
              localStorage.setItem('settings', JSON.stringify({ language: lang }));
              localStorage.setItem('theme', chosen);
              localStorage.setItem('musicHistory', history);
            },
            { lang: language, chosen: theme, history: JSON.stringify([played]) },
          );
          for (const route of [`/music-list/${info.fixtures.bigPlaylistId}`, '/history']) {
            await page.goto(route, { waitUntil: 'networkidle' });
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page.locator('.cz-song-list .cz-song-row:visible').first()).toBeVisible();
            expect({ route, language, violations: await seriousViolations(page) }).toEqual({
              route,
              language,
              violations: [],
            });
          }
        }
      });
    }
  });
}

test('keyboard only: search → play → pause → next → lyrics → back', async ({ page }) => {
  const [song] = playableSongs(await simInfo(), 40_000, 1);
  if (!song) throw new Error('no song');
  await page.goto('/');
  const tabTo = async (matches: () => Promise<boolean>, limit = 200) => {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      if (await matches()) return;
    }
    throw new Error('not reachable with Tab');
  };
  const focused = (predicate: (element: Element) => boolean) =>
    page.evaluate(`(${predicate.toString()})(document.activeElement)`) as Promise<boolean>;

  await tabTo(() => focused((element) => element.getAttribute('type') === 'search'));
  await page.keyboard.type(song.name.slice(0, 2));
  await page.keyboard.press('Enter');
  await expect(page.locator('.cz-song-row:visible').first()).toBeVisible();
  await tabTo(() =>
    focused(
      (element) =>
        element.classList.contains('cz-song-row') &&
        element.getAttribute('aria-disabled') !== 'true',
    ),
  );
  const chosen = await page.evaluate(
    () => document.activeElement?.getAttribute('aria-label')?.split(' — ')[0],
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('now-playing-name').first()).toHaveText(chosen ?? '');
  await expectPlaying(page);

  await tabTo(() => focused((element) => element.getAttribute('data-testid') === 'play-pause'));
  await page.keyboard.press('Enter');
  await expectPlaying(page, false);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('now-playing-name').first()).not.toHaveText(chosen ?? '');

  await tabTo(() => focused((element) => element.getAttribute('data-testid') === 'lyrics-button'));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: /正在播放|Now playing/ });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Focus is back on the control that opened the lyrics.
  expect(await focused((element) => element.getAttribute('data-testid') === 'lyrics-button')).toBe(
    true,
  );
});

// The artist page, the MV page and its player, and the video-site page, with real catalogue
// items, in both themes at both sizes (the language alternates with the size: each gets both).
test.describe('artist, MV and video-site pages', () => {
  let routes: string[] = [];
  test.beforeAll(async () => {
    const info = await simInfo();
    // A catalogue artist (not the simulator's no-copyright one, 6452), an MV, a multi-part video.
    const artistId = info.artists.find((artist) => artist.id !== 6452)?.id;
    const mvId = info.mvs[0]?.id;
    const bvid = info.bilibili.find((video) => video.pages.length > 1)?.bvid;
    if (!artistId || !mvId || !bvid) throw new Error('the simulator lacks an artist, MV or video');
    routes = [
      `/artist/detail/${String(artistId)}`,
      '/mv',
      `/mv?id=${String(mvId)}`,
      `/bilibili/${bvid}`,
    ];
  });

  for (const [size, viewport, language] of [
    ['1280×800', { width: 1280, height: 800 }, 'zh-CN'],
    ['390×844', { width: 390, height: 844 }, 'en-US'],
  ] as const) {
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious, ${size}, ${theme}, ${language}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(
          ({ lang, chosen }) => {
            localStorage.setItem('settings', JSON.stringify({ language: lang }));
            localStorage.setItem('theme', chosen);
          },
          { lang: language, chosen: theme },
        );
        for (const route of routes) {
          await page.goto(route, { waitUntil: 'networkidle' });
          await expect(page.locator('main h2').first()).toBeVisible();
          expect({ route, violations: await seriousViolations(page) }).toEqual({
            route,
            violations: [],
          });
        }
      });
    }
  }
});
