import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expectPlaying, playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The lyric view against the audio: the current line is the one whose time the song (plus the
// song's offset) has reached; a click on the play bar's lyric button opens it.

/** Whether the current line matches the audio at this moment, read in one task. */
function lineFollows(page: Page, offsetMs: number) {
  return page.evaluate((offset) => {
    const slider = document.querySelector('.cz-play-bar [role="slider"]');
    const timeMs = Number(slider?.getAttribute('aria-valuenow')) * 1000 + offset;
    const lines = Array.from(document.querySelectorAll<HTMLElement>('.cz-lyrics__line'));
    const times = lines.map((line) => Number(line.dataset['time']));
    const current = lines.findIndex((line) => line.getAttribute('aria-current') === 'true');
    const expected = times.filter((time) => time <= timeMs).length - 1;
    // One frame apart at most: the slider and the lines update on the same animation frame.
    const near = (index: number) => Math.abs((times[index] ?? Infinity) - timeMs) < 60;
    return {
      ok: current === expected || near(current) || near(expected),
      current,
      expected,
      timeMs,
    };
  }, offsetMs);
}

async function expectFollowing(page: Page, offsetMs: number, samples = 12) {
  for (let sample = 0; sample < samples; sample += 1) {
    const result = await lineFollows(page, offsetMs);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    await page.waitForTimeout(250);
  }
}

async function openLyrics(page: Page) {
  await page.getByTestId('lyrics-button').click();
  await expect(page.locator('.cz-lyrics__line').first()).toBeAttached({ timeout: 10_000 });
}

// The song `playingSong` plays has timed lines, a line at a time (no word timings).
test.use({ songWish: { lyrics: 'lines' } });

test('the current line follows the audio at 1× and 1.25×; an offset shifts it and is kept', async ({
  page,
  playingSong: _playing,
}) => {
  await page.getByRole('region', { name: '播放控制' }).getByTestId('speed-button').click();
  await page.getByRole('radio', { name: '1x', exact: true }).click();
  await page.keyboard.press('Escape');
  await openLyrics(page);
  await expectFollowing(page, 0);

  await page.keyboard.press('Escape');
  await page.getByRole('region', { name: '播放控制' }).getByTestId('speed-button').click();
  await page.getByRole('radio', { name: '1.25x' }).click();
  await page.keyboard.press('Escape');
  await openLyrics(page);
  await expectFollowing(page, 0);

  await page.getByTestId('lyric-offset-button').click();
  const earlier = page.getByRole('button', { name: /歌词提前 0.5 s|Lyrics earlier 0.5 s/ });
  await earlier.click();
  await earlier.click();
  await expect(page.getByTestId('lyric-offset-value')).toHaveText(/\+1\.0/);
  await page.keyboard.press('Escape');
  await expectFollowing(page, 1000);

  await page.reload();
  await page.getByTestId('play-pause').click();
  await expectPlaying(page);
  await openLyrics(page);
  await expect(page.getByTestId('lyric-offset-button')).toContainText('+1.0');
  await expectFollowing(page, 1000, 6);
});

test('the translation toggle shows and hides the translated lines', async ({
  page,
  request,
  simInfo,
}) => {
  const candidates = playableSongs(simInfo, { minDurationMs: 40_000, count: 12 });
  let song: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const lyric = await (await request.get(`/api/lyric/new?id=${candidate.id}`)).json();
    if (lyric.tlyric?.lyric) {
      song = candidate;
      break;
    }
  }
  if (!song) throw new Error('no playable song with a translated lyric');
  await page.goto('/');
  await playSong(page, song.name);
  await openLyrics(page);
  const translations = page.locator('.cz-lyrics__translation');
  const toggle = page.getByRole('button', { name: /^翻译$|^Translation$/ });
  await expect(translations.first()).toBeAttached();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(translations).toHaveCount(0);
  await toggle.click();
  await expect(translations.first()).toBeAttached();
});

test('a song with word timings fills its current line word by word', async ({ page, simInfo }) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1, lyrics: 'words' });
  if (!song) throw new Error('the simulator has no playable song with word timings');
  await page.goto('/');
  await playSong(page, song.name);
  await openLyrics(page);
  const words = page.locator('.cz-lyrics__line[aria-current="true"] .cz-lyrics__word');
  // Some word of the current line is part-way sung, then further along a moment later.
  await expect
    .poll(
      async () =>
        (
          await words.evaluateAll((spans) => spans.map((span) => Number(span.dataset['progress'])))
        ).some((value) => value > 0 && value < 1),
      { timeout: 15_000 },
    )
    .toBe(true);
});
