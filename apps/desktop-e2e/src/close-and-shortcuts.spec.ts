import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying, playFirstResult } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

/** A field of the main-process settings file, or undefined until the file exists. */
function stored(dataDir: string, field: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8'))[field];
  } catch {
    return undefined;
  }
}

/** The title bar's close button (`windowControls.close()` → `window-close`). */
const clickTitleBarClose = (page: Page) =>
  page.getByRole('group', { name: '窗口' }).getByRole('button', { name: '关闭' }).click();

test.describe('closing the main window', () => {
  test('asks with "ask every time"; a remembered "minimise to tray" is saved and asked no more; the tray brings it back and quits', async ({
    page,
    mainProcess,
    dataDir,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadenza' })).toBeVisible();
    await expect.poll(() => stored(dataDir, 'closeAction')).toBe('ask');

    await clickTitleBarClose(page);
    const dialog = page.getByRole('dialog', { name: '关闭应用' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('关闭主面板时你希望：');
    expect(mainProcess.window).toMatchObject({ visible: true, closed: false });
    await dialog.getByRole('switch', { name: '记住我的选择' }).click();
    await dialog.getByRole('button', { name: '最小化到托盘' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => mainProcess.window.visible).toBe(false);
    // Saved before main heard the answer.
    expect(stored(dataDir, 'closeAction')).toBe('minimize');
    expect(mainProcess.window.closed).toBe(false);

    mainProcess.tray.click('show');
    expect(mainProcess.window.visible).toBe(true);
    // The system's close now hides the window at once, without a question.
    mainProcess.closeWindow();
    await expect.poll(() => mainProcess.window.visible).toBe(false);
    await expect(dialog).toBeHidden();
    const questions = mainProcess.sent.filter(
      ({ channel }) => channel === 'close-choice-requested',
    );
    expect(questions).toHaveLength(1);
    // The settings screen shows the remembered choice.
    mainProcess.tray.click('show');
    await page.goto('/set');
    await page.getByRole('tab', { name: '应用' }).click();
    await expect(page.getByText('最小化到托盘').first()).toBeVisible();

    mainProcess.tray.click('quit');
    expect(mainProcess.app.quit).toBe(true);
    expect(mainProcess.window.closed).toBe(true);
  });

  test('a close while the page loads is asked once it is there; dismissed, the window stays; "exit" with remember quits and is saved', async ({
    page,
    mainProcess,
    dataDir,
  }) => {
    await page.goto('/');
    // Closed before the page has rendered: the question waits for it.
    mainProcess.closeWindow();
    const dialog = page.getByRole('dialog', { name: '关闭应用' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(mainProcess.window).toMatchObject({ visible: true, closed: false });

    await clickTitleBarClose(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: '记住我的选择' }).click();
    await dialog.getByRole('button', { name: '直接退出' }).click();
    await expect.poll(() => mainProcess.app.quit).toBe(true);
    expect(mainProcess.window.closed).toBe(true);
    expect(stored(dataDir, 'closeAction')).toBe('close');
  });
});

test.describe('global shortcuts and the tray', () => {
  test('a global shortcut pressed in another app drives the player in the page; the tray follows the song', async ({
    page,
    mainProcess,
    simInfo,
  }) => {
    const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
    if (!song) throw new Error('no song');
    await page.goto('/');
    // The first two characters of its name: results enough for a next and a previous song.
    const [first, second] = await playFirstResult(page, song.name.slice(0, 2));
    await expect.poll(() => mainProcess.tray.state.tooltip).toContain(first);
    expect(mainProcess.tray.labels()[0]).toBe('暂停');

    // Ctrl/Cmd+Alt+P, the default global play/pause, with another app in front.
    expect(mainProcess.keyboard.press('CommandOrControl+Alt+P')).toBe(true);
    await expectPlaying(page, false);
    await expect.poll(() => mainProcess.tray.labels()[0]).toBe('播放');
    // The media key is the same action: pressed after the 300 ms repeat window.
    await page.waitForTimeout(350);
    mainProcess.keyboard.press('MediaPlayPause');
    await expectPlaying(page);

    mainProcess.keyboard.press('CommandOrControl+Alt+Right');
    await expect(nowPlaying(page)).toHaveText(second);
    await expect.poll(() => mainProcess.tray.state.tooltip).toContain(second);
    await page.waitForTimeout(600); // the player debounces skips (500 ms)
    mainProcess.tray.click('previous');
    await expect(nowPlaying(page)).toHaveText(first);
    mainProcess.tray.click('toggle');
    await expectPlaying(page, false);
    // The app-scoped shortcuts stay the page's: main registered none of them.
    expect(mainProcess.keyboard.registered()).not.toContain('CommandOrControl+Alt+Shift+M');
  });

  test('a combination another app holds is named in the shortcut settings; recording pauses the global ones', async ({
    page,
    mainProcess,
    dataDir,
  }) => {
    writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ language: 'en-US' }));
    mainProcess.keyboard.takenByOtherApps.add('CommandOrControl+Alt+N');
    await page.goto('/set');
    await page.getByRole('tab', { name: 'Application' }).click();
    await page.getByRole('button', { name: 'Change the shortcut of “Next song”' }).click();
    await expect(
      page.getByText('Global shortcuts are paused while you record a combination'),
    ).toBeVisible();
    expect(mainProcess.keyboard.registered()).toEqual([]);
    await page.keyboard.press('Control+Alt+KeyN');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('switch', { name: 'Next song' }) });
    await expect(row).toContainText(
      'Ctrl+Alt+N could not be registered system-wide: another app may be using it',
    );
    expect(mainProcess.keyboard.press('CommandOrControl+Alt+N')).toBe(false);
    // The others are back once recording ended.
    expect(mainProcess.keyboard.registered()).toContain('CommandOrControl+Alt+P');
    expect(mainProcess.keyboard.registered()).not.toContain('CommandOrControl+Alt+Right');
  });
});
