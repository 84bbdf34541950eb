import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectPlaying, searchBox } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

/** The language in the main-process settings file, or undefined until the file exists. */
function storedLanguage(dataDir: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8')).language;
  } catch {
    return undefined;
  }
}

test.describe('the desktop renderer with the real preload and main-process handlers', () => {
  test('renders the shared shell in Chinese with the default settings', async ({
    page,
    mainProcess,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadenza' })).toBeVisible();
    await expect(page.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: '播放控制' })).toBeVisible();
    await expect(page.getByTestId('gateway-status')).toHaveAttribute('data-state', 'online');
    // Starting up is not a language change: the shell hears nothing.
    expect(mainProcess.languageChanges).toEqual([]);
  });

  test('a language switch is saved by the main process, announced to it, and survives a reload', async ({
    page,
    mainProcess,
    dataDir,
  }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect.poll(() => mainProcess.languageChanges).toEqual(['en-US']);
    // The main process writes the file a moment after it hears the language; poll until it lands.
    await expect.poll(() => storedLanguage(dataDir)).toBe('en-US');
    // Nothing of the web platform is used on desktop.
    expect(await page.evaluate(() => localStorage.getItem('settings'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('a reload on a nested route still loads the renderer and its assets', async ({ page }) => {
    await page.goto('/artist/detail/42');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadenza' })).toBeVisible();
  });

  test('a corrupt settings file is kept aside, reported, and replaced by defaults', async ({
    page,
    dataDir,
  }) => {
    writeFileSync(join(dataDir, 'settings.json'), '{"language": "en-');
    await page.goto('/');
    await expect(page.getByText('设置已损坏，已恢复默认值。')).toBeVisible();
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('settings.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dataDir, kept[0] ?? ''), 'utf8')).toBe('{"language": "en-');
    await expect.poll(() => storedLanguage(dataDir)).toBe('zh-CN');
  });

  test('the preload exposes narrow functions, not raw IPC', async ({ page }) => {
    await page.goto('/');
    const shape = await page.evaluate(() => {
      const bridge = (window as unknown as { cadenzaDesktop: Record<string, unknown> })
        .cadenzaDesktop;
      return {
        keys: Object.keys(bridge).sort(),
        settings: Object.keys(bridge['settings'] as object).sort(),
        window: Object.keys(bridge['window'] as object).sort(),
        updates: Object.keys(bridge['updates'] as object).sort(),
        remoteControl: Object.keys(bridge['remoteControl'] as object).sort(),
        tray: Object.keys(bridge['tray'] as object).sort(),
        closeChoice: Object.keys(bridge['closeChoice'] as object).sort(),
        shortcuts: Object.keys(bridge['shortcuts'] as object).sort(),
        downloads: Object.keys(bridge['downloads'] as object).sort(),
        lyricWindow: Object.keys(bridge['lyricWindow'] as object).sort(),
        frozen: Object.isFrozen(bridge),
        hasRequire: typeof (window as unknown as { require?: unknown }).require,
      };
    });
    expect(shape).toEqual({
      keys: [
        'apiPort',
        'changeLanguage',
        'closeChoice',
        'downloads',
        'lyricWindow',
        'remoteControl',
        'settings',
        'shortcuts',
        'system',
        'tray',
        'unblockMusic',
        'updates',
        'window',
      ],
      settings: ['read', 'write'],
      window: [
        'close',
        'minimize',
        'onMiniMode',
        'resizeMiniWindow',
        'setMiniMode',
        'toggleMaximize',
      ],
      updates: [
        'check',
        'getArch',
        'install',
        'onDownloadComplete',
        'onDownloadProgress',
        'startDownload',
      ],
      remoteControl: [
        'cancelPairing',
        'createPairing',
        'onChanged',
        'onCommand',
        'reply',
        'report',
        'revoke',
        'state',
      ],
      tray: ['onCommand', 'reportNowPlaying'],
      closeChoice: ['answer', 'onRequest', 'pending'],
      shortcuts: [
        'onGlobalShortcut',
        'onRegistration',
        'registration',
        'runInShell',
        'suspend',
        'update',
      ],
      downloads: [
        'choosePath',
        'clearRecords',
        'deleteFile',
        'download',
        'downloadBatch',
        'list',
        'onComplete',
        'onError',
        'onProgress',
        'onRemoved',
        'openPath',
        'records',
        'showFile',
      ],
      lyricWindow: [
        'close',
        'control',
        'onControl',
        'onLocked',
        'onLyric',
        'onOpen',
        'onSettings',
        'onSong',
        'open',
        'sendLyric',
        'sendSong',
        'setInteractive',
        'setLocked',
        'state',
        'toggle',
      ],
      frozen: true,
      hasRequire: 'undefined',
    });
  });

  test('the main process refuses an invalid settings document from the page', async ({
    page,
    dataDir,
  }) => {
    await page.goto('/');
    await expect.poll(() => storedLanguage(dataDir)).toBe('zh-CN');
    const error = await page.evaluate(() =>
      (
        window as unknown as { cadenzaDesktop: { settings: { write(v: unknown): Promise<void> } } }
      ).cadenzaDesktop.settings
        .write({ language: 'xx' })
        .then(
          () => 'accepted',
          (reason: Error) => reason.message,
        ),
    );
    expect(error).toContain('refused invalid settings');
    // The document written back at start-up is still the valid one.
    expect(storedLanguage(dataDir)).toBe('zh-CN');
  });

  test('mini mode from main shrinks the window to the mini player and gives the route back after', async ({
    page,
    mainProcess,
  }) => {
    await page.goto('/history');
    await expect(page.getByRole('link', { name: '收藏历史' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    mainProcess.miniMode.set(true);
    await expect(page).toHaveURL(/\/mini$/);
    expect(mainProcess.window).toMatchObject({
      bounds: { width: 340, height: 64 },
      alwaysOnTop: true,
    });
    // While mini, the page cannot navigate elsewhere.
    await page.evaluate(() => history.pushState(null, '', '/list'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/mini$/);

    mainProcess.miniMode.set(false);
    await expect(page).toHaveURL(/\/history$/);
    expect(mainProcess.window).toMatchObject({
      bounds: { width: 1280, height: 800 },
      alwaysOnTop: false,
    });
    expect(mainProcess.sent).toEqual([
      { channel: 'mini-mode', payload: true },
      { channel: 'mini-mode', payload: false },
    ]);
  });

  test('settings show the port the gateway actually listens on', async ({ page, baseURL }) => {
    await page.goto('/set');
    await page.getByRole('tab', { name: '网络设置' }).click();
    await expect(page.getByRole('status').filter({ hasText: '当前使用端口' })).toHaveText(
      `当前使用端口 ${new URL(baseURL ?? '').port}`,
    );
  });

  test("the title bar is the frameless window's: minimise and maximise reach main", async ({
    page,
    mainProcess,
  }) => {
    await page.goto('/');
    const controls = page.getByRole('group', { name: '窗口' });
    await controls.getByRole('button', { name: '最小化' }).click();
    await expect.poll(() => mainProcess.window.minimized).toBe(true);
    await controls.getByRole('button', { name: '最大化' }).click();
    await expect.poll(() => mainProcess.window.maximized).toBe(true);
    await controls.getByRole('button', { name: '最大化' }).click();
    await expect.poll(() => mainProcess.window.maximized).toBe(false);
  });

  test('Space plays and pauses in the desktop shell too, outside fields', async ({
    page,
    playingSong: _song,
  }) => {
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await expectPlaying(page, false);
    await page.keyboard.press('Space');
    await expectPlaying(page);
    // In a field Space is a character.
    const box = searchBox(page);
    await box.fill('');
    await box.press('Space');
    await expectPlaying(page);
    await expect(box).toHaveValue(' ');
  });

  test('the chosen fonts dress the whole window, or the lyrics only', async ({ page, dataDir }) => {
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({ fontFamily: '"Noto Serif CJK SC"', fontScope: 'global' }),
    );
    await page.goto('/set');
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await expect.poll(bodyFont).toMatch(/^"Noto Serif CJK SC"/);

    await page.getByRole('combobox', { name: '字体应用范围' }).click();
    await page.getByRole('option', { name: '仅歌词' }).click();
    await expect.poll(bodyFont).not.toContain('Noto Serif CJK SC');
    const lyricsFont = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cz-lyrics-font'),
    );
    expect(lyricsFont).toContain('Noto Serif CJK SC');
  });
});
