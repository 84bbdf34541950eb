import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The desktop lyric window: main opens it as a second page of the same browser context, on
// /lyric, with the same preload and main-process handlers. It follows the song the main window
// plays, and its controls reach the main window's player through main.

/** The line the main window's lyric view marks current, or null before the first line. */
async function mainCurrentLine(page: Page): Promise<string | null> {
  const current = page.locator('.cz-lyrics__line[aria-current="true"] .cz-lyrics__text');
  return (await current.count()) > 0 ? ((await current.first().textContent()) ?? '') : null;
}

/** Waits until the lyric window shows the line the main window is on (both read together). */
async function expectSameLine(page: Page, lyric: Page) {
  await expect
    .poll(
      async () => {
        const [main, shown] = await Promise.all([
          mainCurrentLine(page),
          lyric.getByTestId('lyric-strip-primary').textContent(),
        ]);
        return main !== null && main === shown;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function openLyricWindow(page: Page): Promise<Page> {
  const [lyric] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('lyric-window-button').click(),
  ]);
  await lyric.waitForURL(/\/lyric$/);
  await expect(lyric.getByTestId('lyric-window')).toBeVisible();
  return lyric;
}

// Unless a test says otherwise, the song `playingSong` plays has timed lines (no word timings).
test.use({ songWish: { lyrics: 'lines' } });

test('the lyric window follows the song of the main window, and its controls reach the player', async ({
  page,
  mainProcess,
  playingSong: song,
}) => {
  const lyric = await openLyricWindow(page);
  await expect(page.getByTestId('lyric-window-button')).toHaveAttribute('aria-pressed', 'true');
  expect(mainProcess.lyricWindowState).toMatchObject({
    open: true,
    alwaysOnTop: true,
    transparent: true,
    ignoresMouse: false,
  });
  // The main window's own lyric view, to compare with.
  await page.getByTestId('lyrics-button').click();
  await expectSameLine(page, lyric);
  // The lines move on with the song, in both.
  const first = await lyric.getByTestId('lyric-strip-primary').textContent();
  await expect(lyric.getByTestId('lyric-strip-primary')).not.toHaveText(first ?? '', {
    timeout: 15_000,
  });
  await expectSameLine(page, lyric);

  // Its next button plays the next song in the main window, and the lyrics follow it.
  await lyric.getByTestId('lyric-window').hover();
  await lyric.getByRole('button', { name: '下一首' }).click();
  await expect(nowPlaying(page)).not.toHaveText(song.name);
  await expectSameLine(page, lyric);
  // The main window's lyric view closes; its play bar says the next song plays.
  await page.keyboard.press('Escape');
  await expect(page.locator('.cz-lyrics__line')).toHaveCount(0);
  await expectPlaying(page);

  // Its pause button pauses the main window's player, and turns into play, which plays again.
  await lyric.getByRole('button', { name: '暂停', exact: true }).click();
  await expectPlaying(page, false);
  await lyric.getByRole('button', { name: '播放', exact: true }).click();
  await expectPlaying(page);
});

test('locked, the lyric window lets the mouse through but for its unlock button; closing it tells the main window', async ({
  page,
  mainProcess,
  playingSong: _playing,
}) => {
  const lyric = await openLyricWindow(page);

  await lyric.getByTestId('lyric-window').hover();
  await lyric.getByRole('button', { name: '锁定歌词' }).click();
  await expect(lyric.getByTestId('lyric-window')).toHaveAttribute('data-locked', 'true');
  // Locked, only the unlock button is there to catch the pointer, and only while it is on it:
  // elsewhere the mouse goes through (still forwarded, so the page sees it come back).
  await expect(lyric.getByRole('button', { name: '下一首' })).toBeHidden();
  await lyric.mouse.move(5, 150);
  await expect.poll(() => mainProcess.lyricWindowState.ignoresMouse).toBe(true);
  expect(mainProcess.lyricWindowState.forwardsMouse).toBe(true);
  const unlock = lyric.getByRole('button', { name: '解锁歌词' });
  await unlock.hover();
  await expect.poll(() => mainProcess.lyricWindowState.ignoresMouse).toBe(false);
  await unlock.click();
  await expect(lyric.getByTestId('lyric-window')).toHaveAttribute('data-locked', 'false');
  await expect.poll(() => mainProcess.lyricWindowState.ignoresMouse).toBe(false);

  // Closed from its own button: the page goes, and the main window hears of it.
  await lyric.getByRole('button', { name: '关闭桌面歌词' }).click();
  await expect.poll(() => lyric.isClosed()).toBe(true);
  await expect(page.getByTestId('lyric-window-button')).toHaveAttribute('aria-pressed', 'false');
  expect(mainProcess.sent).toContainEqual({ channel: 'lyric-window-open', payload: false });

  // Opened again, it is where it was, still unlocked, showing the song.
  const again = await openLyricWindow(page);
  await expect(again.getByTestId('lyric-window')).toHaveAttribute('data-locked', 'false');
  await expect(again.getByTestId('lyric-strip-primary')).not.toHaveText('歌词加载中…');
});

test.describe(() => {
  test.use({ songWish: { lyrics: 'none' } });

  test('the lyric window says when a song has no lyrics', async ({
    page,
    playingSong: _playing,
  }) => {
    const lyric = await openLyricWindow(page);
    await expect(lyric.getByTestId('lyric-strip-primary')).toHaveText('当前歌曲暂无歌词');
  });
});
