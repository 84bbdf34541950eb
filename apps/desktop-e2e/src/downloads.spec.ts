import { search, searchBox, songRow } from '@cadenza/e2e-support';
import type { SimInfo } from '@cadenza/ncm-sim/client';
import { formatDownloadFileName, DEFAULT_DOWNLOAD_FILE_NAME_FORMAT } from '@cadenza/settings';
import type { APIRequestContext } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// ESM-only; Node 20.19 and later load it with require() (toolchain §5).
import { parseFile } from 'music-metadata';
import { SIM_BASE } from './support/sim';
import { expect, test } from './support/test';

// Downloads on the desktop, through the UI: logged in as the demo account, the listener picks a
// folder with the (headless) system picker, downloads a song from the song menu; the drawer shows
// its progress and the top bar's badge, the file lands with its tags, the downloaded tab lists it,
// shows it in the file manager and deletes it. And a record whose file is gone is dropped with its
// message.

interface ChosenSong {
  id: number;
  name: string;
  artists: string[];
  album: string;
  picUrl: string;
  lrc: string;
  tlyric: string;
}

/**
 * A fully available MP3 with a unique name (so a search finds that row) and translated lyrics,
 * as the simulator's NetEase API describes it.
 */
async function chooseSong(request: APIRequestContext, info: SimInfo): Promise<ChosenSong> {
  const names = new Map<string, number>();
  for (const song of info.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const candidates = info.songs.filter(
    (song) => song.format === 'mp3' && song.availability === 'full' && names.get(song.name) === 1,
  );
  for (const candidate of candidates) {
    const lyric = (await (await request.get(`${SIM_BASE}/lyric?id=${candidate.id}`)).json()) as {
      lrc?: { lyric: string };
      tlyric?: { lyric: string };
    };
    if (!lyric.lrc?.lyric || !lyric.tlyric?.lyric) continue;
    const detail = (await (
      await request.get(`${SIM_BASE}/song/detail?ids=${candidate.id}`)
    ).json()) as {
      songs: { ar: { name: string }[]; al: { name: string; picUrl: string } }[];
    };
    const [song] = detail.songs;
    if (!song) continue;
    return {
      id: candidate.id,
      name: candidate.name,
      artists: song.ar.map((artist) => artist.name),
      album: song.al.name,
      picUrl: song.al.picUrl,
      lrc: lyric.lrc.lyric,
      tlyric: lyric.tlyric.lyric,
    };
  }
  throw new Error('the simulator has no downloadable song with translated lyrics');
}

/** The first line's text of an LRC document. */
function firstLine(lrc: string): string {
  const line = lrc
    .split('\n')
    .find((text) => /^\[\d+:\d+/.test(text) && text.replace(/^(\[[^\]]*\])+/, '').trim());
  return (line ?? '').replace(/^(\[[^\]]*\])+/, '').trim();
}

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'cadenza-downloads-'));
});
test.afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

test('download a song from the song menu: progress, badge, tags, the downloaded tab, delete', async ({
  page,
  request,
  mainProcess,
  sim,
  simInfo,
  loggedIn: _demoUser,
}) => {
  test.setTimeout(90_000);
  const song = await chooseSong(request, simInfo);
  const filename = formatDownloadFileName(
    { name: song.name, artists: song.artists, album: song.album },
    DEFAULT_DOWNLOAD_FILE_NAME_FORMAT,
  );
  const filePath = join(folder, `${filename}.mp3`);
  await page.goto('/downloads');
  // A download asks the renderer who is logged in, which it learns from the gateway once it has
  // started: wait until the top bar no longer offers to log in.
  await expect(searchBox(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(登录|Log in)$/ }),
  ).toBeHidden();

  // The folder, from the download manager's settings panel and the system's picker.
  mainProcess.system.nextFolder = folder;
  await page.getByRole('button', { name: /^(选择路径|Choose folder)$/ }).click();
  await expect(page.getByTestId('download-path')).toHaveText(folder);

  // The media server holds its answer for a moment, so the download is seen running.
  const fault = await sim.addFault({ service: 'media', id: song.id, latencyMs: 2_500, times: 1 });
  try {
    await search(page, song.name);
    await songRow(page, song.name)
      .first()
      .click({ button: 'right', position: { x: 200, y: 30 } });
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^(下载歌曲|Download)$/ })
      .click();
    await expect(
      page.getByText(/已加入下载队列|Added to the download queue/).first(),
    ).toBeVisible();

    const button = page.getByTestId('download-button');
    await expect(button).toHaveAccessibleName(/下载，1 个进行中|Downloads, 1 running/);
    await expect(page.locator('.cz-download-button .cz-count-badge')).toHaveText('1');
    await button.click();
    const drawer = page.getByRole('dialog', { name: /^(下载|Downloads)$/ });
    const bar = drawer.getByRole('progressbar', { name: filename });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /已完成|Completed/, { timeout: 20_000 });
    await expect(
      page.getByText(new RegExp(`${filename} (下载完成|downloaded)`)).first(),
    ).toBeVisible();
    // Nothing runs now: no badge; the button stays while the drawer is open.
    await expect(page.locator('.cz-download-button .cz-count-badge')).toHaveCount(0);
    // Forgotten 5 s after it completed.
    await expect(drawer.getByText(/暂无正在下载的任务|Nothing is downloading/)).toBeVisible({
      timeout: 10_000,
    });
  } finally {
    await sim.removeFault(fault.faultId);
  }

  // Main reported the bytes as they came, in steps, before the end.
  const steps = mainProcess.sent
    .filter(({ channel }) => channel === 'music-download-progress')
    .map(({ payload }) => payload as { filename: string; progress: number | null; status: string })
    .filter((item) => item.filename === filename);
  const between = steps.filter((item) => (item.progress ?? 0) > 0 && (item.progress ?? 0) < 100);
  expect(between.length).toBeGreaterThan(0);
  expect(steps.at(-1)).toMatchObject({ status: 'completed', progress: 100 });

  // The file, whole and tagged: read back as another player would.
  expect(readdirSync(folder)).toEqual([`${filename}.mp3`]);
  const { common, format } = await parseFile(filePath);
  expect(common.title).toBe(song.name);
  expect(common.artists).toEqual(song.artists);
  expect(common.album).toBe(song.album);
  // The renderer asks for the CDN's 500 × 500 rendition of the cover.
  const coverAddress = new URL(song.picUrl);
  coverAddress.searchParams.set('param', '500y500');
  const cover = await request.get(coverAddress.toString());
  expect(Buffer.from(common.picture?.[0]?.data ?? [])).toEqual(await cover.body());
  const lyrics = common.lyrics?.[0]?.text ?? '';
  expect(lyrics).toContain(firstLine(song.lrc));
  expect(lyrics).toContain(firstLine(song.tlyric));
  expect(format.codec).toBe('MPEG 1 Layer 3');

  // The downloaded tab lists it; it is shown in the file manager, then deleted.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^(下载管理|Downloads)$/ }).click();
  await page.getByRole('tab', { name: /^(已下载|Downloaded)$/ }).click();
  const records = page.getByRole('list', { name: /已下载的歌曲|Downloaded songs/ });
  await expect(records.getByText(song.name, { exact: true })).toBeVisible();
  await records
    .getByRole('button', { name: new RegExp(`(打开所在文件夹|Show in folder): ${filename}`) })
    .click();
  await expect.poll(() => mainProcess.system.shownItems).toEqual([filePath]);
  await records.getByRole('button', { name: new RegExp(`(删除|Delete): ${filename}`) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(删除|Delete)$/ })
    .click();
  await expect(page.getByText(/暂无已下载的歌曲|No downloaded songs/)).toBeVisible();
  expect(existsSync(filePath)).toBe(false);
});

test('a record whose file is gone is dropped from the records with its message', async ({
  page,
  dataDir,
}) => {
  const kept = join(folder, 'Kept - Someone.mp3');
  writeFileSync(kept, 'ID3');
  const record = (id: string, name: string, filePath: string) => ({
    id,
    filename: `${name} - Someone`,
    filePath,
    songId: 1,
    songName: name,
    artist: 'Someone',
    album: null,
    picUrl: null,
    size: 3,
    downloadedAt: Date.UTC(2026, 0, 1),
  });
  writeFileSync(
    join(dataDir, 'downloads.json'),
    JSON.stringify({
      version: 1,
      records: [
        record('00000000-0000-4000-8000-000000000001', 'Kept', kept),
        record(
          '00000000-0000-4000-8000-000000000002',
          'Moved',
          join(folder, 'Moved - Someone.mp3'),
        ),
      ],
    }),
  );
  await page.goto('/downloads');
  await expect(
    page
      .getByText(
        /文件不存在或已被移动，已从记录中移除|File not found or moved, removed from records/,
      )
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^(已下载|Downloaded)$/ }).click();
  const records = page.getByRole('list', { name: /已下载的歌曲|Downloaded songs/ });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records.getByText('Kept', { exact: true })).toBeVisible();
  const stored = JSON.parse(readFileSync(join(dataDir, 'downloads.json'), 'utf8')) as {
    records: { songName: string }[];
  };
  expect(stored.records.map(({ songName }) => songName)).toEqual(['Kept']);
});
