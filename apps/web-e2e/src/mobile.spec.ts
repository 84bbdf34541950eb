import { playableSongs } from '@cadenza/ncm-sim/client';
import { playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

// Not `playingSong`: at this size the search box is on the search screen, which the bottom menu
// opens once home has been looked at.
test('390×844: bottom menu without MV, mobile play bar, full-screen player', async ({
  page,
  simInfo,
}) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no song');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: '底部菜单' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(5);
  await expect(menu.getByRole('link', { name: 'MV' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  // The mobile bar, not the desktop one: no volume slider.
  const bar = page.getByRole('region', { name: '播放控制' });
  await expect(bar.getByRole('slider')).toHaveCount(0);

  await menu.getByRole('link', { name: '搜索' }).click();
  await playSong(page, song.name);

  await page.getByTestId('open-player').click();
  const sheet = page.getByRole('dialog', { name: '正在播放' });
  await expect(sheet).toBeVisible();
  const box390 = await sheet.boundingBox();
  expect(box390?.width).toBeGreaterThanOrEqual(389);
  await expect(sheet.getByRole('slider', { name: '播放进度' })).toBeVisible();
  await expect(sheet.getByTestId('equalizer-button')).toBeVisible();
  await sheet.getByRole('button', { name: '收起' }).click();
  await expect(sheet).toBeHidden();
});
