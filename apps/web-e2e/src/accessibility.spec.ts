import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, playRow, search } from './support/app';
import { playableSongs, simInfo } from './support/sim';

// axe on every route of the frame and on the player's overlays, both themes, both languages:
// no serious or critical violation. Then the keyboard-only journey.

const ROUTES = [
  '/',
  '/search',
  '/search?keyword=%E9%A3%8E%E8%B5%B7&type=1',
  '/list',
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

for (const language of ['zh-CN', 'en-US']) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds nothing serious on the routes, ${language}, ${theme}`, async ({ page }) => {
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

    test(`axe finds nothing serious on the player's overlays, ${language}, ${theme}`, async ({
      page,
      request,
    }) => {
      const [song] = playableSongs(await simInfo(request), 40_000, 1);
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

// The music list (the 10,000-track playlist, loaded rows and skeletons) and the play history
// (with a song in it), in both themes and languages, at the phone and the desktop size.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious on the music list and history, ${theme}`, async ({
        page,
        request,
      }) => {
        const info = await simInfo(request);
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
            await expect(page.locator('.cz-song-list .cz-song-row').first()).toBeVisible();
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

test('keyboard only: search → play → pause → next → lyrics → back', async ({ page, request }) => {
  const [song] = playableSongs(await simInfo(request), 40_000, 1);
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
  await expect(page.locator('.cz-song-row').first()).toBeVisible();
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
