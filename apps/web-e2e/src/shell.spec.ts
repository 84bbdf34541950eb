import { healthDtoSchema } from '@cadenza/contract';
import { expect, test } from './support/test';

test.describe('the app shell served by the gateway', () => {
  test('the gateway answers /api/health with JSON', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const health = healthDtoSchema.parse(await response.json());
    expect(health.service).toBe('cadenza-gateway');
  });

  test('renders the frame in Chinese: menu, search, play bar, language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadenza' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    // The language switch is the SegmentedControl of libs/ui.
    await expect(page.getByRole('radio', { name: '简体中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('region', { name: '播放控制' })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    // The shell reached the gateway through the api-client.
    await expect(page.getByTestId('gateway-status')).toHaveAttribute('data-state', 'online');
  });

  test('the global stylesheets are in: the tokens are defined and the play bar has its height', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: '播放控制' });
    await expect(bar).toBeVisible();
    const token = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cz-size-play-bar').trim(),
    );
    expect(token).toBe('80px');
    expect((await bar.boundingBox())?.height).toBe(80);
  });

  test('switches to English and keeps it across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null')))
      .toMatchObject({ language: 'en-US', musicApiPort: 30488 });

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByTestId('gateway-status')).toContainText('Service online');

    await page.getByRole('radio', { name: '简体中文' }).click();
    await page.reload();
    await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('the theme toggles the dark class and is kept across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: '切换主题' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: '切换主题' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a deep link is served by the SPA fallback and selects its menu entry', async ({ page }) => {
    const response = await page.goto('/search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: '搜索' })).toHaveAttribute('aria-current', 'page');
  });

  test('a reload on a nested route still loads the app and its assets', async ({ page }) => {
    await page.goto('/user/follows');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadenza' })).toBeVisible();
    await expect(page.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  test('corrupt stored settings fall back to defaults with a message', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('settings', '{"language": "en-US", "musicApiPort": "x"}'),
    );
    await page.reload();
    await expect(page.getByText(/Some settings were corrupt/)).toContainText('musicApiPort');
    await page.evaluate(() => localStorage.setItem('settings', '{not json'));
    await page.reload();
    await expect(page.getByText('设置已损坏，已恢复默认值。')).toBeVisible();
    await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('unknown API routes answer JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/definitely/not/here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: 'Not Found' });
  });
});
