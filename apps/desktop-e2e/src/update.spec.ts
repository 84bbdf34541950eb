import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from './support/test';

/** The installer electron-builder.yml names for the machine the test runs on. */
function installerName(): string {
  if (process.platform === 'win32') return `Cadenza-2.0.0-win-${process.arch}.exe`;
  if (process.platform === 'darwin') return 'Cadenza-2.0.0-mac-universal.dmg';
  return 'Cadenza-2.0.0-linux-x86_64.AppImage';
}

/**
 * A local release server: the latest release as GitHub's API shapes it and its installer. The
 * installer is sent half at first; the rest waits for `finish()`, so the test sees the download
 * in the middle.
 */
async function startReleases(tag: string) {
  const installer = randomBytes(512 * 1024);
  const name = installerName();
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/release.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          tag_name: tag,
          name: `Cadenza ${tag}`,
          body: '## What is new\n\n- **Lyrics** on the tray\n- Faster start\n\n<img src=x onerror="alert(1)">',
          html_url: `${origin}/releases/${tag}`,
          assets: [
            {
              name,
              size: installer.length,
              digest: `sha256:${createHash('sha256').update(installer).digest('hex')}`,
              browser_download_url: `${origin}/download/${name}`,
            },
          ],
        }),
      );
      return;
    }
    if (request.url !== `/download/${name}`) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': String(installer.length),
    });
    response.write(installer.subarray(0, installer.length / 2));
    void finished.then(() => response.end(installer.subarray(installer.length / 2)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    name,
    requests,
    finish,
    close: () =>
      new Promise<void>((resolve) => {
        finish();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe('the update modal with the real update module of main', () => {
  test('a newer release: notes, download with progress, closing blocked, then the install confirmation', async ({
    page,
    mainProcess,
  }) => {
    const releases = await startReleases('v2.0.0');
    try {
      mainProcess.updates.useReleaseSource(
        {
          repo: 'acme/cadenza',
          releaseUrl: `${releases.origin}/release.json`,
          trustedHttpOrigin: releases.origin,
          naming: null,
        },
        '1.0.0',
      );
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: '发现新版本' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('最新版本：2.0.0')).toBeVisible();
      await expect(dialog.getByText('当前版本：1.0.0')).toBeVisible();
      const notes = dialog.getByRole('region', { name: '更新内容' });
      await expect(notes.getByRole('heading', { name: 'What is new' })).toBeVisible();
      await expect(notes.locator('strong')).toHaveText('Lyrics');
      await expect(notes.locator('img')).toHaveCount(0);
      expect((await dialog.boundingBox())?.width).toBe(800);
      expect(await notes.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('300px');
      await expect(dialog.getByRole('link', { name: '前往发布页面手动下载' })).toHaveAttribute(
        'href',
        `${releases.origin}/releases/v2.0.0`,
      );

      await dialog.getByRole('button', { name: '立即更新' }).click();
      const bar = dialog.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuenow', '50');
      await expect(dialog.getByText('下载中 50%').first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: '后台下载' })).toBeVisible();

      // Closing is blocked while downloading: no × button, Escape and a click outside keep it.
      await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('正在下载更新，暂时无法关闭')).toBeVisible();

      releases.finish();
      const confirm = page.getByRole('dialog', { name: '下载完成' });
      await expect(confirm).toBeVisible();
      const filePath = join(mainProcess.updates.downloadDir, releases.name);
      await expect(confirm.getByText(`文件路径：${filePath}`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const progress = mainProcess.sent.filter((event) => event.channel === 'download-progress');
      expect(progress.at(-1)?.payload).toEqual({
        percent: 100,
        bytes: 512 * 1024,
        totalBytes: 512 * 1024,
      });
      expect(mainProcess.sent.at(-1)).toEqual({
        channel: 'download-complete',
        payload: { ok: true, filePath },
      });

      await confirm.getByRole('button', { name: '立即安装' }).click();
      await expect.poll(() => mainProcess.updates.launched.quits).toBe(1);
      expect(mainProcess.updates.launched).toMatchObject(
        process.platform === 'darwin' ? { opened: [filePath] } : { spawned: [filePath] },
      );
    } finally {
      await releases.close();
    }
  });
});
