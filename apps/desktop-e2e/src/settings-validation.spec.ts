import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';

// The spec §5 messages of the fields only the desktop shell can honour (on the web they are
// shown disabled), as the listener reads them in each language. Written out here, so a broken
// lookup fails instead of comparing the app with itself.
const LANGUAGES = {
  'zh-CN': {
    network: '网络设置',
    playback: '播放设置',
    apiPort: '音乐 API 端口',
    proxyHost: '代理地址',
    proxyPort: '代理端口',
    save: '保存',
    sources: ['咪咕音乐', '酷狗音乐', '网易云（PyNCMD）', '哔哩哔哩'],
    portMessage: '请输入有效的端口号（1-65535）',
    hostMessage: '请输入代理地址',
    generic: '请检查输入内容',
    realIpMessage: '请输入有效的 IP 地址',
    sourcesMessage: '请至少选择一个音源',
  },
  'en-US': {
    network: 'Network',
    playback: 'Playback',
    apiPort: 'Music API port',
    proxyHost: 'Host',
    proxyPort: 'Port',
    save: 'Save',
    sources: ['Migu Music', 'Kugou Music', 'NetEase (PyNCMD)', 'Bilibili'],
    portMessage: 'Please enter a valid port number (1-65535)',
    hostMessage: 'Please enter proxy host',
    generic: 'Please check your input',
    realIpMessage: 'Please enter a valid IP address',
    sourcesMessage: 'Please select at least one music source',
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`settings validation on the desktop (${language})`, () => {
    test.beforeEach(async ({ page, dataDir }) => {
      writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ language }));
      await page.goto('/set');
    });

    test('the network fields refuse bad input with their messages', async ({ page }) => {
      await page.getByRole('tab', { name: text.network }).click();
      const port = page.getByRole('textbox', { name: text.apiPort });
      await port.fill('70000');
      await port.blur();
      await expect(page.getByText(text.portMessage)).toBeVisible();
      await expect(port).toHaveAttribute('aria-invalid', 'true');

      const realIp = page.getByRole('textbox', { name: 'realIP' });
      await realIp.fill('1.2.3');
      await realIp.blur();
      await expect(page.getByText(text.realIpMessage)).toBeVisible();

      await page.getByRole('textbox', { name: text.proxyHost, exact: true }).fill(' ');
      await page.getByRole('textbox', { name: text.proxyPort, exact: true }).fill('0');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.hostMessage)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: text.generic })).toBeVisible();
    });

    test('the last music source cannot be turned off', async ({ page }) => {
      await page.getByRole('tab', { name: text.playback }).click();
      for (const source of text.sources) {
        await page.getByRole('switch', { name: source }).click();
      }
      await expect(page.getByRole('alert').filter({ hasText: text.sourcesMessage })).toBeVisible();
      await expect(page.getByRole('switch', { name: text.sources.at(-1) })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
  });
}
