import { createSimClient } from '@cadenza/ncm-sim/client';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startApp } from '@cadenza/scripts/app';
import { logInAsDemoUser, playRow, playableRows, rowName } from '@cadenza/e2e-support';
import { debianChromium } from '@cadenza/scripts/playwright';
import { screenPlan, type ScreenShot, type SimFacts } from './lib/screen-plan';

// `npm run screens`: starts the app as `npm start` does, on the offline simulator, and writes a
// picture of every route and scene at 1280×800 and 390×844, light and dark, zh-CN and en-US, to
// tmp/screens/. Filters: SCREENS_ONLY=search,queue  SCREENS_WIDTHS=390  SCREENS_LANGS=en-US.
const root = resolve(__dirname, '../../..');
const outDir = resolve(root, 'tmp/screens');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const THEMES = ['light', 'dark'] as const;

const list = (name: string) => process.env[name]?.split(',').filter(Boolean);

async function playFirstSong(page: Page) {
  const first = playableRows(page).first();
  await first.waitFor({ timeout: 15_000 });
  await playRow(page, await rowName(first));
  // The cover, the progress and the lyrics settle before the picture.
  await page.waitForTimeout(1500);
}

/** Hearts the song playing (from the play bar, or on a phone from the player sheet) and opens
 * the favourites and history. */
async function heartAndOpenLibrary(page: Page) {
  const sheet = page.getByTestId('open-player');
  if (await sheet.isVisible()) await sheet.click();
  await page
    .getByRole('button', { name: /^(收藏|Favourite)$/ })
    .first()
    .click();
  await page.goto('/history', { waitUntil: 'networkidle' });
}

async function act(page: Page, shot: ScreenShot, facts: SimFacts) {
  if (!shot.scene) return;
  if (shot.scene === 'logged-in') return logInAsDemoUser(page, facts.fixtures);
  if (shot.scene === 'offline') {
    // Back online after the picture (see main).
    await page.context().setOffline(true);
    await page.locator('#network-offline-banner').waitFor();
    return;
  }
  if (shot.scene === 'install-prompt') {
    // As on a first visit: nothing answered yet, a new session.
    await page.evaluate(() => {
      type PageStorage = {
        setItem(key: string, value: string): void;
        removeItem(key: string): void;
      };
      const page = globalThis as unknown as {
        localStorage: PageStorage;
        sessionStorage: PageStorage;
      };
      // The context's init script answers the prompt on every load, unless told not to.
      page.sessionStorage.setItem('czScreensShowPrompts', 'true');
      page.localStorage.removeItem('installPromptDismissed');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('dialog').waitFor();
    // Its opening animation done.
    await page.waitForTimeout(600);
    return;
  }
  if (shot.scene === 'song-menu') {
    await playableRows(page).first().click({ button: 'right' });
    await page.getByRole('menu').waitFor();
    await page.waitForTimeout(300);
    return;
  }
  await playFirstSong(page);
  if (shot.scene === 'queue') await page.getByTestId('queue-button').click();
  if (shot.scene === 'player-sheet') await page.getByTestId('open-player').click();
  if (shot.scene === 'lyrics') await page.getByTestId('lyrics-button').click();
  if (shot.scene === 'favorited') await heartAndOpenLibrary(page);
  if (shot.scene === 'equalizer' || shot.scene === 'sleep-timer') {
    // On mobile these live in the player sheet.
    if (await page.getByTestId('open-player').isVisible())
      await page.getByTestId('open-player').click();
    await page.getByTestId(`${shot.scene}-button`).click();
  }
  await page.waitForTimeout(600);
}

async function main() {
  const app = await startApp();
  try {
    const facts: SimFacts = await createSimClient(app.simUrl).info();
    const only = list('SCREENS_ONLY');
    const shots = screenPlan(facts).filter((shot) => !only || only.includes(shot.name));
    const widths = list('SCREENS_WIDTHS')?.map(Number);
    const languages = list('SCREENS_LANGS');
    mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch(debianChromium.launchOptions);
    let written = 0;
    for (const viewport of VIEWPORTS.filter((v) => !widths || widths.includes(v.width))) {
      for (const language of LANGUAGES.filter((l) => !languages || languages.includes(l))) {
        for (const theme of THEMES) {
          const context = await browser.newContext({
            viewport,
            colorScheme: theme,
            baseURL: app.baseUrl,
          });
          await context.addInitScript(
            ({ lang, chosen }) => {
              // Runs in the page, where localStorage exists (this file's lib is Node's).
              const storage = (
                globalThis as unknown as {
                  localStorage: { setItem(key: string, value: string): void };
                }
              ).localStorage;
              storage.setItem('settings', JSON.stringify({ language: lang }));
              storage.setItem('theme', chosen);
              // The web prompts answered: they would cover the screen being pictured (but in
              // the install prompt's own picture).
              const session = (
                globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
              ).sessionStorage;
              if (!session.getItem('czScreensShowPrompts'))
                storage.setItem('installPromptDismissed', 'true');
              storage.setItem('trafficDonated4Never', 'true');
            },
            { lang: language as string, chosen: theme as string },
          );
          for (const shot of shots) {
            if (shot.mobileOnly && viewport.width >= 500) continue;
            if (shot.desktopOnly && viewport.width < 500) continue;
            const page = await context.newPage();
            await page.goto(`${app.baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
            // A lazy screen may still be mounting when the network goes quiet (its strings and
            // chunk come one after the other): the picture is of the screen, not its placeholder.
            await page
              .locator('.cz-screen-loading')
              .waitFor({ state: 'detached', timeout: 15_000 });
            await act(page, shot, facts);
            const file = `${viewport.width}-${language}-${theme}-${shot.name}.png`;
            await page.screenshot({ path: resolve(outDir, file) });
            await context.setOffline(false);
            await page.close();
            written += 1;
          }
          await context.close();
        }
      }
    }
    await browser.close();
    console.log(`npm run screens: ${written} pictures in ${outDir}`);
  } finally {
    app.stop();
  }
}

main().catch((error: unknown) => {
  console.error('npm run screens:', error instanceof Error ? error.message : error);
  process.exit(1);
});
