import AxeBuilder from '@axe-core/playwright';
import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expectPlaying, logInAsDemoUser, nowPlaying } from '@cadenza/e2e-support';
import { loginCard } from './support/account';
import { expect, test } from './support/test';

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

/** Every page the test opens from now on starts in this language and theme. */
async function openIn(page: Page, language: string, theme: string): Promise<void> {
  await page.addInitScript(
    ({ lang, chosen }) => {
      localStorage.setItem('settings', JSON.stringify({ language: lang }));
      localStorage.setItem('theme', chosen);
    },
    { lang: language, chosen: theme },
  );
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
        await openIn(page, language, theme);
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

    test.describe(() => {
      // Hooks run before the test's own fixtures: the page `playingSong` opens is already in
      // this language and theme.
      test.beforeEach(({ page }) => openIn(page, language, theme));

      test(`axe finds nothing serious on the player's overlays, ${language}, ${theme}`, async ({
        page,
        playingSong: _playing,
      }) => {
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
    });
  }
}

// The account's screens, at both sizes and in both themes: the login page while anonymous, then
// (the demo account logged in through the gateway: the form is the account journeys') the user
// pages.
// And the music list (the 10,000-track playlist, loaded rows and skeletons) and the play
// history (with a song in it), in both themes and languages.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds nothing serious on the account screens, ${String(viewport.width)}×${String(viewport.height)}, ${theme}`, async ({
      page,
      simInfo,
    }) => {
      // Seven pages analysed, a login between them: more than one route's time.
      test.setTimeout(120_000);
      const { hiddenRecordsUserId } = simInfo.fixtures;
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
      await logInAsDemoUser(page, simInfo.fixtures);
      await page.goto('/user');
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
        simInfo,
      }) => {
        const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
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
            ({ lang, chosen, history, favorites }) => {
              localStorage.setItem('settings', JSON.stringify({ language: lang }));
              localStorage.setItem('theme', chosen);
              localStorage.setItem('musicHistory', history);
              // The phone's /history opens on the favourites: they have a row too.
              localStorage.setItem('favoriteList', favorites);
            },
            {
              lang: language,
              chosen: theme,
              history: JSON.stringify([played]),
              favorites: JSON.stringify([song.id]),
            },
          );
          for (const route of [`/music-list/${simInfo.fixtures.bigPlaylistId}`, '/history']) {
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

// Not `playingSong`: searching and playing with the keyboard alone is the journey.
test('keyboard only: search → play → pause → next → lyrics → back', async ({ page, simInfo }) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
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
  await expect(nowPlaying(page)).toHaveText(chosen ?? '');
  await expectPlaying(page);

  await tabTo(() => focused((element) => element.getAttribute('data-testid') === 'play-pause'));
  await page.keyboard.press('Enter');
  await expectPlaying(page, false);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(nowPlaying(page)).not.toHaveText(chosen ?? '');

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
  test.beforeAll(({ simInfo: info }) => {
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
        await openIn(page, language, theme);
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
