import { expect, test } from './support/test';

// Settings in the browser: the shortcut editor refuses a conflict, in both languages, and
// what is saved survives a reload.

for (const [language, texts] of [
  [
    'en-US',
    {
      tab: 'Application',
      record: 'Change the shortcut of “Next song”',
      conflict: 'Conflicts with “Previous song”',
      save: 'Save',
      refused: 'Shortcut conflict, please reset',
    },
  ],
  [
    'zh-CN',
    {
      tab: '应用设置',
      record: '修改“下一首”的快捷键',
      conflict: '与“上一首”冲突',
      save: '保存',
      refused: '快捷键冲突，请重置',
    },
  ],
] as const) {
  test(`the shortcut editor refuses a conflict (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('settings', JSON.stringify({ language: lang }));
    }, language);
    await page.goto('/set');
    await page.getByRole('tab', { name: texts.tab }).click();
    // "Next" recorded as Ctrl+Alt+← : the combination of "Previous".
    await page.getByRole('button', { name: texts.record }).click();
    await page.keyboard.press('Control+Alt+ArrowLeft');
    await expect(page.getByText(texts.conflict)).toBeVisible();
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.refused })).toBeVisible();
    await page.reload();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(stored.shortcuts?.nextPlay?.combination ?? 'CommandOrControl+Alt+Right').toBe(
      'CommandOrControl+Alt+Right',
    );
  });
}
