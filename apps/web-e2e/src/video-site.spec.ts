import type { SimInfoVideo } from '@cadenza/ncm-sim/client';
import { expectPlaying, nowPlaying, position, rowName, search } from '@cadenza/e2e-support';
import { readSpectrum } from './support/audio-tap';
import { expect, test } from './support/test';

// The video-site audiobook page through the UI only: search the video site, open the item, play
// a part through the gateway's stream proxy and hear the part's own tone (the simulator gives
// every part a frequency of its own), then seek within it (the proxy passes Range on).

test.use({ tapAudio: true });

let video: SimInfoVideo;
test.beforeAll(({ simInfo }) => {
  const found = simInfo.bilibili.find(
    (candidate) => candidate.streamForm === 'dash' && candidate.pages.length > 1,
  );
  if (!found) throw new Error('the simulator has no multi-part DASH video');
  video = found;
});

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

const near = (hz: number, expected: number) => Math.abs(hz - expected) <= 8;

test('search the video site, open the item, play a part: its tone is heard; seeking moves within it', async ({
  page,
}) => {
  const part = video.pages[1];
  if (!part) throw new Error('no second part');
  const keyword = video.title.replace(/【.*?】/, '');
  await search(page, keyword);
  await page.getByRole('tab', { name: /B站|Bilibili/ }).click();
  const title = page.getByRole('heading', { name: video.title });
  await page.getByRole('link', { name: new RegExp(escape(video.title)) }).click();
  await expect(page).toHaveURL(new RegExp(`/bilibili/${video.bvid}$`));
  await expect(title).toBeVisible();

  // The parts, in order; the second one plays with the others as the queue.
  const parts = page.getByRole('list', { name: /分P列表|Parts/ }).getByRole('group');
  await expect(parts).toHaveCount(video.pages.length);
  const name = await rowName(parts.nth(1));
  await parts.nth(1).locator('.cz-song-row__cover').click();
  await expect(nowPlaying(page)).toHaveText(name);
  await expectPlaying(page);
  await expect
    .poll(async () => (await readSpectrum(page, part.frequencyHz)).peakHz, { timeout: 15_000 })
    .toBeCloseTo(part.frequencyHz, -1);
  expect(near((await readSpectrum(page, part.frequencyHz)).peakHz, part.frequencyHz)).toBe(true);

  // Seek ten seconds on: the position jumps there, plays on, and it is still the same part.
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThan(0.5);
  const seek = page.getByRole('slider', { name: /播放进度|Playback position/ });
  await seek.focus();
  const before = await position(page);
  await page.keyboard.press('PageUp');
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThanOrEqual(before + 8);
  await expectPlaying(page);
  const after = await position(page);
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThan(after + 0.5);
  await expect(nowPlaying(page)).toHaveText(name);
  await expect
    .poll(async () => (await readSpectrum(page, part.frequencyHz)).peakHz, { timeout: 10_000 })
    .toBeCloseTo(part.frequencyHz, -1);
});

test('"Play all" starts the first part', async ({ page }) => {
  await page.goto(`/bilibili/${video.bvid}`);
  await page.getByRole('button', { name: /播放全部|Play all/ }).click();
  const first = page
    .getByRole('list', { name: /分P列表|Parts/ })
    .getByRole('group')
    .first();
  const name = await rowName(first);
  await expect(nowPlaying(page)).toHaveText(name);
  await expectPlaying(page);
  const [part] = video.pages;
  if (!part) throw new Error('no part');
  await expect
    .poll(async () => (await readSpectrum(page, part.frequencyHz)).peakHz, { timeout: 15_000 })
    .toBeCloseTo(part.frequencyHz, -1);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
