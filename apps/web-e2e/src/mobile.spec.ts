import { expect, test } from '@playwright/test';
import { expectPlaying } from './support/app';
import { playableSongs, simInfo } from './support/sim';

test.use({ viewport: { width: 390, height: 844 } });

test('390×844: bottom menu without MV, mobile play bar, full-screen player', async ({ page }) => {
  const [song] = playableSongs(await simInfo(), 40_000, 1);
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
  const box = page.getByRole('search').getByRole('combobox', { name: '搜索', exact: true });
  await box.fill(song.name);
  await box.press('Enter');
  await page
    .getByRole('group', { name: new RegExp(`^${song.name} — `) })
    .locator('.cz-song-row__cover')
    .click();
  await expectPlaying(page);

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
