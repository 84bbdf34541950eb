import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The web build's prompts, from an empty storage: the install dialog shortly after load, the
// traffic drawer at 20 s (a fake clock), each answer kept.
test.use({ storageState: { cookies: [], origins: [] } });

test('the install dialog offers the app once more unless told not to', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '下载客户端' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(/最新版本：\d+\.\d+\.\d+/);
  // Cadenza's own releases, never the reference product's.
  await expect(dialog.getByRole('link')).toHaveAttribute(
    'href',
    'https://github.com/cadenza-player/cadenza/releases/latest',
  );
  await dialog.getByRole('switch', { name: '不再提示' }).click();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('installPromptDismissed'))).toBe('true');
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog', { name: '下载客户端' })).toHaveCount(0);
});

test('the install dialog asks once a browser session, even unanswered', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '下载客户端' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('installPromptDismissed'))).toBeNull();
});

test("a deep link's page is not covered by the install dialog; home asks", async ({ page }) => {
  await page.goto('/toplist');
  await page.waitForTimeout(2500);
  const dialog = page.getByRole('dialog', { name: '下载客户端' });
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '首页' })
    .click();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
});

test('the traffic drawer opens 20 s after load; "remind me later" keeps it away for 24 h', async ({
  page,
}) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('installPromptDismissed', 'true'));
  await page.goto('/');
  await waitForFirstPaint(page);
  const drawer = page.getByRole('dialog', { name: '温馨提示' });
  await page.clock.fastForward(19_000);
  await expect(drawer).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '稍后提醒' }).click();
  await expect(drawer).toBeHidden();
  const stored = Number(
    await page.evaluate(() => localStorage.getItem('trafficDonated4RemindLater')),
  );
  expect(stored).toBeGreaterThan(0);

  await page.reload();
  await waitForFirstPaint(page);
  await page.clock.fastForward(21_000);
  await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
});

test('the traffic drawer’s "support the author" opens the donation tab', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('installPromptDismissed', 'true'));
  await page.goto('/');
  await waitForFirstPaint(page);
  await page.clock.fastForward(20_500);
  await page
    .getByRole('dialog', { name: '温馨提示' })
    .getByRole('button', { name: '支持作者' })
    .click();
  await expect(page).toHaveURL(/\/set\?tab=donation$/);
  await expect(page.getByRole('tab', { name: '捐赠支持' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The web app is built without donation details, and says so.
  await expect(page.getByText('此版本的 Cadenza 未设置捐赠方式。')).toBeVisible();
});

/**
 * Steps the fake clock in frames until the play bar has replaced its placeholder: it loads after
 * the first paint, whose effects start the prompts' timers. Without this wait a jump of the clock
 * can come before React has mounted, and the 20 s then count from after the jump. (The fake
 * clock's `performance` keeps no User Timing marks, so the first-paint mark cannot be read.)
 */
async function waitForFirstPaint(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.getByTestId('play-bar-placeholder').count();
    })
    .toBe(0);
  await expect(page.getByRole('button', { name: /^(下一首|Next)$/ })).toBeVisible();
}
