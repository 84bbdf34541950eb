import { createSimClient } from '@cadenza/ncm-sim/client';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from '@cadenza/scripts/app';
import { debianChromium } from '@cadenza/scripts/playwright';
import { reportFigures, type Figure } from './lib/figure';
import { assetSizes, initialAssetSizes, type AssetSize } from './lib/initial-assets';
import { clickOptions, pressNote, type PressKind } from './lib/hand-press';
import { measurePlaylistFromSearch } from './lib/list-click-bench';
import { measureMusicList } from './lib/music-list-bench';
import {
  PROBES_SCRIPT,
  REQUESTED_ASSETS,
  lyricErrorsScript,
  type RequestedAsset,
} from './lib/page-probes';
import { heapBytes } from './lib/page-heap';
import { clickToPlaying, songCoverInSearch } from './lib/page-playback';
import { measurePlaybackFloor } from './lib/playback-floor';
import { median, quantile } from './lib/stats';

// `npm run bench:web`: the web app's budgets (first paint, playback, lyrics, heap, and the
// 10,000-track music list), measured on loopback against the offline simulator, each figure
// beside its budget; writes tmp/bench/web.json.
const root = resolve(__dirname, '../../..');

const kilobytes = (assets: readonly AssetSize[]) =>
  Math.round(assets.reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024);

const listSizes = (assets: readonly AssetSize[]) =>
  [...assets]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((a) => `${a.path.replace('/assets/', '')} ${Math.round(a.gzipBytes / 1024)} KB`)
    .join(', ');

const progress = (message: string) => console.error(`bench:web: ${message}`);

async function main() {
  const figures: Figure[] = [];
  const distDir = resolve(root, 'dist/apps/web');
  const assets = initialAssetSizes(distDir);
  const app = await startApp({ quiet: true });
  const browser = await chromium.launch(debianChromium.launchOptions);
  try {
    // A first visit to /: what its first paint loaded (every script and stylesheet requested
    // before it: the entry, its static imports, the frame's strings, the home screen's chunk),
    // and everything it fetched until the network was idle.
    const first = await (await browser.newContext()).newPage();
    await first.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' });
    const requested = (await first.evaluate(REQUESTED_ASSETS)) as RequestedAsset[];
    await first.context().close();
    const firstPaint = assetSizes(
      distDir,
      requested.filter((asset) => asset.beforeFirstPaint).map((asset) => asset.path),
    );
    const untilIdle = assetSizes(
      distDir,
      requested.map((asset) => asset.path),
    );
    figures.push({
      name: 'JS+CSS of the first paint of / (gzip)',
      value: kilobytes(firstPaint),
      unit: 'KB',
      budget: 150,
      detail: `${firstPaint.length} files (${assets.length} in index.html): ${listSizes(firstPaint)}`,
    });
    figures.push({
      name: 'JS+CSS a first visit to / fetches until idle (gzip)',
      value: kilobytes(untilIdle),
      unit: 'KB',
      detail: `${untilIdle.length} files, after the first paint: ${listSizes(
        untilIdle.filter((asset) => !firstPaint.some((early) => early.path === asset.path)),
      )}`,
    });

    const info = await createSimClient(app.simUrl).info();
    const songs = info.songs
      .filter(
        (song) => song.availability === 'full' && song.format === 'mp3' && song.durationMs > 60_000,
      )
      .slice(0, 10);
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await page.addInitScript({ content: PROBES_SCRIPT });

    // Cold: a fresh page per song (nothing loaded, nothing preloaded), then a click on its row,
    // with a hand's press (the budget's figure) and with an instant one.
    const cold: Record<PressKind, number[]> = { hand: [], instant: [] };
    for (const song of songs) {
      for (const press of ['hand', 'instant'] as const) {
        const row = await songCoverInSearch(page, app.baseUrl, song.name);
        cold[press].push(await clickToPlaying(page, () => row.click(clickOptions(press))));
        progress(`cold ${song.name} (${pressNote(press)}): ${cold[press].at(-1)?.toFixed(0)} ms`);
      }
    }
    for (const press of ['hand', 'instant'] as const) {
      figures.push({
        name: `click → playing, cold (${pressNote(press)}, median of ${cold[press].length})`,
        value: median(cold[press]),
        unit: 'ms',
        ...(press === 'hand' ? { budget: 30 } : {}),
        detail: cold[press].map((v) => v.toFixed(0)).join(' '),
      });
    }

    // The same click with no app around it, on the same songs, in the same minute.
    progress('click → playing with no app…');
    figures.push(
      await measurePlaybackFloor(
        browser,
        app.baseUrl,
        songs.map((song) => song.id),
      ),
    );

    // Preloaded: the next song has been preloaded after 3 s of playback.
    const preloaded: number[] = [];
    progress('preloaded next…');
    for (let i = 0; i < 5; i += 1) {
      await page.waitForTimeout(4000);
      preloaded.push(
        await clickToPlaying(page, () => page.getByRole('button', { name: '下一首' }).click()),
      );
    }
    figures.push({
      name: 'next → playing, preloaded (median of 5)',
      value: median(preloaded),
      unit: 'ms',
      budget: 30,
      detail: preloaded.map((v) => v.toFixed(0)).join(' '),
    });

    // Lyric line changes against the audio's own clock, at 1× and 1.25×.
    await page.getByTestId('lyrics-button').click();
    await page.locator('.cz-lyrics__line').first().waitFor();
    for (const rate of ['1', '1.25']) {
      await page.keyboard.press('Escape');
      // The play bar's: the closing lyrics (which have their own) may still be in the page.
      await page.getByRole('region', { name: '播放控制' }).getByTestId('speed-button').click();
      await page.getByRole('radio', { name: `${rate}x`, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('lyrics-button').click();
      const errors = ((await page.evaluate(lyricErrorsScript(25_000))) as number[]).map(Math.abs);
      figures.push({
        name: `lyric line error at ${rate}× (p95 of ${errors.length} changes)`,
        value: Math.round(quantile(errors, 0.95)),
        unit: 'ms',
        budget: 50,
        detail: `median ${median(errors).toFixed(0)} ms`,
      });
    }
    await page.keyboard.press('Escape');

    // Heap after skipping 50 songs minus after 5 (each skip waits out the 500 ms debounce).
    const next = page.getByRole('button', { name: '下一首' });
    const skip = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        await next.click();
        await page.waitForTimeout(650);
      }
    };
    await skip(5);
    const after5 = await heapBytes(page);
    await skip(45);
    const after50 = await heapBytes(page);
    figures.push({
      name: 'JS heap after 50 skips − after 5',
      value: Math.round(((after50 - after5) / 1024 / 1024) * 100) / 100,
      unit: 'MB',
      budget: 5,
      detail: `${(after5 / 1048576).toFixed(1)} → ${(after50 / 1048576).toFixed(1)} MB`,
    });

    figures.push(await measurePlaylistFromSearch(browser, app.baseUrl, progress, 'hand'));
    figures.push(await measurePlaylistFromSearch(browser, app.baseUrl, progress, 'instant'));

    // The 10,000-track playlist: its first rows, its heap, its scroll — measured alone, like the
    // first visit: a second tab still playing would put its audio and lyrics on the list's frames.
    await page.context().close();
    figures.push(...(await measureMusicList(browser, app.baseUrl, app.simUrl, progress)));
  } finally {
    await browser.close();
    app.stop();
  }

  reportFigures('web', figures, root);
}

main().catch((error: unknown) => {
  console.error('bench:web:', error instanceof Error ? error.message : error);
  process.exit(1);
});
