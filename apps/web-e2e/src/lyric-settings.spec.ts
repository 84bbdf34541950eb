import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Locator, Page } from '@playwright/test';
import { playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The lyric settings (spec §3 "Lyric settings", §9 their values) changed from the full-screen
// lyrics' own settings panel while a song with timed lines plays: each change shows at once in
// the lines, the cover or the background, and is kept across a reload.

/** The full-screen lyrics (desktop) or the player sheet (phone): both are "now playing". */
const lyricsView = (page: Page) => page.getByRole('dialog', { name: /^(正在播放|Now playing)$/ });

/** Opens the lyric settings of the lyrics on screen at one of their tabs. */
async function openSettings(page: Page, tab: RegExp) {
  await lyricsView(page)
    .getByRole('button', { name: /^(歌词设置|Lyric settings)$/ })
    .click();
  const panel = page.getByRole('dialog', { name: /^(歌词设置|Lyric settings)$/ });
  await panel.getByRole('tab', { name: tab }).click();
  return panel;
}

/** Closes the settings panel, leaving the lyrics open. */
async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^(歌词设置|Lyric settings)$/ })).toBeHidden();
  await expect(lyricsView(page)).toBeVisible();
}

/** The computed style of the first element `locator` finds. */
function styleOf(locator: Locator, properties: readonly string[]) {
  return locator
    .first()
    .evaluate(
      (element, names) =>
        Object.fromEntries(
          names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
        ),
      properties,
    );
}

const lineLook = (page: Page) =>
  styleOf(lyricsView(page).locator('.cz-lyrics__line-button'), [
    'font-size',
    'letter-spacing',
    'line-height',
    'text-align',
  ]);

test.describe('on a wide screen', () => {
  // The song `playingSong` plays has timed lines, a line at a time.
  test.use({ songWish: { lyrics: 'lines' } });

  async function openLyrics(page: Page) {
    await page.getByTestId('lyrics-button').click();
    await expect(lyricsView(page).locator('.cz-lyrics__line').first()).toBeAttached({
      timeout: 10_000,
    });
  }

  /** Reloads the page and opens the lyrics of the song it restores (paused: no need to play). */
  async function reloadLyrics(page: Page) {
    await page.reload();
    await openLyrics(page);
  }

  test('the font size, letter spacing, line height, centring and hidden cover show and are kept', async ({
    page,
    playingSong: song,
  }) => {
    await openLyrics(page);
    const cover = lyricsView(page).getByRole('heading', { level: 2, name: song.name });
    await expect(cover).toBeVisible();
    expect(await lineLook(page)).toMatchObject({ 'font-size': '22px', 'text-align': 'left' });

    // Typography: the large size mark, and the loosest letter spacing and line height.
    const panel = await openSettings(page, /^(文字|Typography)$/);
    await panel.getByRole('button', { name: /^(大|Large)$/ }).click();
    for (const slider of [/^(字间距|Letter spacing)$/, /^(行高|Line height)$/]) {
      await panel.getByRole('slider', { name: slider }).focus();
      await page.keyboard.press('End');
    }
    await expect
      .poll(() => lineLook(page))
      .toMatchObject({ 'font-size': '48px', 'letter-spacing': '10px', 'line-height': '144px' });

    // Display: centred lines, no cover.
    await panel.getByRole('tab', { name: /^(显示|Display)$/ }).click();
    await panel.getByRole('switch', { name: /^(居中显示|Centre lyrics)$/ }).click();
    await panel.getByRole('switch', { name: /^(隐藏封面|Hide cover)$/ }).click();
    await expect.poll(async () => (await lineLook(page))['text-align']).toBe('center');
    await expect(cover).toBeHidden();
    await closeSettings(page);

    await reloadLyrics(page);
    expect(await lineLook(page)).toEqual({
      'font-size': '48px',
      'letter-spacing': '10px',
      'line-height': '144px',
      'text-align': 'center',
    });
    await expect(cover).toBeHidden();
  });

  test('the background theme sets the text colour, and the play bar can be hidden; both are kept', async ({
    page,
    playingSong: _playing,
  }) => {
    await openLyrics(page);
    const view = lyricsView(page);
    const progress = view.getByRole('slider', { name: /播放进度|Playback position/ });
    await expect(progress).toBeVisible();
    const textColour = () => styleOf(view.locator('.cz-lyrics'), ['color']);

    // The dark background has light text, the light one dark text.
    const panel = await openSettings(page, /^(界面|Interface)$/);
    await panel.getByRole('radio', { name: /^(亮色|Light)$/ }).click();
    await expect.poll(textColour).toEqual({ color: 'rgb(21, 23, 27)' });
    await panel.getByRole('radio', { name: /^(暗色|Dark)$/ }).click();
    await expect.poll(textColour).toEqual({ color: 'rgb(245, 246, 248)' });
    await panel.getByRole('switch', { name: /^(隐藏播放栏|Hide play bar)$/ }).click();
    await closeSettings(page);
    await expect(progress).toHaveCount(0);

    await reloadLyrics(page);
    expect(await textColour()).toEqual({ color: 'rgb(245, 246, 248)' });
    await expect(progress).toHaveCount(0);
  });

  test('pure mode hides the cover, and brings it back when turned off', async ({
    page,
    playingSong: song,
  }) => {
    await openLyrics(page);
    const cover = lyricsView(page).getByRole('heading', { level: 2, name: song.name });
    await expect(cover).toBeVisible();
    const pure = (await openSettings(page, /^(显示|Display)$/)).getByRole('switch', {
      name: /^(纯净模式|Pure mode)$/,
    });
    await pure.click();
    await expect(pure).toHaveAttribute('aria-checked', 'true');
    await expect(cover).toBeHidden();
    await expect(lyricsView(page).locator('.cz-lyrics__line').first()).toBeVisible();
    await pure.click();
    await expect(cover).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('layout, cover style and the number of lines show in the player sheet and are kept', async ({
    page,
    simInfo,
  }) => {
    const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1, lyrics: 'lines' });
    if (!song) throw new Error('no song with timed lines');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: /底部菜单|Bottom menu/ })
      .getByRole('link', { name: /^(搜索|Search)$/ })
      .click();
    await playSong(page, song.name);
    await page.getByTestId('open-player').click();
    const sheet = lyricsView(page);
    const root = sheet.locator('.cz-lyrics');
    const coverBox = sheet.locator('.cz-lyrics__cover-box');
    const linesHeight = async () =>
      parseFloat(
        (await styleOf(sheet.locator('.cz-lyrics__scroller'), ['max-height']))['max-height'] ?? '',
      );
    await expect(root).toHaveClass(/cz-lyrics--layout-default/);
    await expect(root).toHaveClass(/cz-lyrics--cover-record/);
    // The record is round; the titles sit centred under it.
    expect(await styleOf(coverBox, ['border-radius'])).toEqual({ 'border-radius': '50%' });
    expect(await styleOf(sheet.locator('.cz-lyrics__titles'), ['text-align'])).toEqual({
      'text-align': 'center',
    });
    const threeLines = await linesHeight();
    expect(threeLines).toBeGreaterThan(0);

    const panel = await openSettings(page, /^(移动端|Mobile)$/);
    await panel.getByRole('radio', { name: /^(iOS 风格|iOS style)$/ }).click();
    await expect(root).toHaveClass(/cz-lyrics--layout-ios/);
    await expect
      .poll(() => styleOf(sheet.locator('.cz-lyrics__titles'), ['text-align']))
      .toEqual({ 'text-align': 'left' });

    // Android: a small square cover beside the titles.
    await panel.getByRole('radio', { name: /^(Android 风格|Android style)$/ }).click();
    await panel.getByRole('radio', { name: /^(方形|Square)$/ }).click();
    await expect(root).toHaveClass(/cz-lyrics--layout-android/);
    await expect(root).toHaveClass(/cz-lyrics--cover-square/);
    await expect
      .poll(() => styleOf(sheet.locator('.cz-lyrics__now'), ['flex-direction']))
      .toEqual({ 'flex-direction': 'row' });
    expect((await coverBox.boundingBox())?.width).toBeCloseTo(72, 0);
    expect(await styleOf(coverBox, ['border-radius'])).not.toEqual({ 'border-radius': '50%' });

    // Full: the cover as wide as the sheet allows, above the titles again.
    await panel.getByRole('radio', { name: /^(全屏|Full screen)$/ }).click();
    await expect(root).toHaveClass(/cz-lyrics--cover-full/);
    await expect.poll(async () => (await coverBox.boundingBox())?.width ?? 0).toBeGreaterThan(300);

    // Five lines around the current one instead of three.
    const lines = panel.getByRole('textbox', { name: /^(歌词行数|Lyric lines)$/ });
    await lines.fill('5');
    await lines.press('Enter');
    await expect.poll(linesHeight).toBeCloseTo((threeLines * 5) / 3, 0);
    await closeSettings(page);

    await page.reload();
    await page.getByTestId('open-player').click();
    await expect(root).toHaveClass(/cz-lyrics--layout-android/);
    await expect(root).toHaveClass(/cz-lyrics--cover-full/);
    await expect(root).toHaveAttribute('style', /--cz-lyrics-visible-lines:\s*5/);
    await expect.poll(linesHeight).toBeCloseTo((threeLines * 5) / 3, 0);
  });
});
