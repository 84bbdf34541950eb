import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DOWNLOAD_FORGET_MS, DOWNLOAD_LOCK_MS } from './download-manager';
import {
  ALL_BUT_DATE,
  useDownloadManagerFixtures,
  waitUntil,
} from './download-manager.spec-harness';
import { readTags } from './downloads.spec-harness';

const fixtures = useDownloadManagerFixtures();

describe('the download manager', () => {
  it('downloads an MP3 with progress, tags it, renames it into place and records it', async () => {
    const { manager, records, sent, next, progressOf } = fixtures.harness();
    const result = await manager.queue([fixtures.request('晴天 - 歌手甲')]);
    expect(result).toEqual({ outcome: 'queued', queued: ['晴天 - 歌手甲'], duplicates: [] });

    const { record } = await next('music-download-complete', '晴天 - 歌手甲');
    const filePath = join(fixtures.folder, '晴天 - 歌手甲.mp3');
    expect(record).toMatchObject({
      filename: '晴天 - 歌手甲',
      filePath,
      songId: 1001,
      songName: '晴天',
      artist: '歌手甲, Singer B',
      size: (await stat(filePath)).size,
    });
    // Only the finished file is left: the temporary name was renamed, not copied.
    expect(await readdir(fixtures.folder)).toEqual(['晴天 - 歌手甲.mp3']);

    const steps = progressOf('晴天 - 歌手甲');
    const running = steps.filter((item) => item.status === 'downloading');
    const percents = running.map((item) => item.progress ?? -1);
    expect(new Set(percents).size).toBeGreaterThan(5);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeLessThanOrEqual(99);
    expect(running.at(-1)?.total).toBe(fixtures.media.mp3.length);
    expect(steps.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(sent.filter((event) => event.channel === 'music-download-complete')).toHaveLength(1);
    expect(await records.list()).toEqual([record]);

    const tags = await readTags(filePath);
    expect(tags).toMatchObject({
      title: '晴天',
      artists: ['歌手甲', 'Singer B'],
      album: '专辑 Album',
      picture: { format: 'image/png', base64: fixtures.media.cover.toString('base64') },
      codec: 'MPEG 1 Layer 3',
    });
    expect(tags.durationSeconds).toBeCloseTo(6, 0);
    expect(tags.lyrics).toEqual([
      [
        '[00:01.00]第一行',
        '[00:01.00]First line',
        '[00:02.50]第二行',
        '[00:02.50]Second line',
        '[00:04.00]没有翻译',
      ].join('\n'),
    ]);
  });

  it('reports unknown progress for a file of unknown size, and never replaces a file', async () => {
    const first = fixtures.harness();
    await first.manager.queue([fixtures.request('song', '/fast.mp3')]);
    await first.next('music-download-complete', 'song');

    // A second manager (no lock carried over): a file of that name is already there.
    const second = fixtures.harness();
    await second.manager.queue([fixtures.request('song', '/unsized.mp3')]);
    const { record } = await second.next('music-download-complete', 'song');
    expect(record.filePath).toBe(join(fixtures.folder, 'song (2).mp3'));
    expect((await readdir(fixtures.folder)).sort()).toEqual(['song (2).mp3', 'song.mp3']);
    const running = second.progressOf('song').filter((item) => item.status === 'downloading');
    // Queued at 0, then no percentage once the answer comes without a size.
    expect(running.map((item) => item.progress)).toEqual([0, null]);
    expect(running.at(-1)).toMatchObject({ total: null });
    expect((await readTags(record.filePath)).title).toBe('晴天');
  });

  it('reports a failed download, leaves no file behind and frees its name', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager, next, progressOf } = fixtures.harness();
    await manager.queue([fixtures.request('broken', '/broken.mp3')]);
    await expect(next('music-download-error', 'broken')).resolves.toEqual({
      filename: 'broken',
      error: 'HTTP 500',
    });
    expect(progressOf('broken').at(-1)?.status).toBe('failed');
    expect(await readdir(fixtures.folder)).toEqual([]);
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(manager.queue([fixtures.request('broken', '/fast.mp3')])).resolves.toMatchObject({
      queued: ['broken'],
    });
  });

  it('fails a download that stalls, and deletes what it had written', async () => {
    const { manager, next } = fixtures.harness({ idleTimeoutMs: 200 });
    await manager.queue([fixtures.request('stalled', '/stall.mp3')]);
    await expect(next('music-download-error', 'stalled')).resolves.toEqual({
      filename: 'stalled',
      error: 'no data for 0.2 s',
    });
    expect(await readdir(fixtures.folder)).toEqual([]);
  });

  it('marks a completed download notified and forgets it 5 s later', async () => {
    const { manager, next, sent } = fixtures.harness();
    await manager.queue([fixtures.request('done', '/fast.mp3')]);
    // Fake timers from before completion: the forget timer is set when it completes.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await next('music-download-complete', 'done');
    expect(manager.list()).toMatchObject([{ filename: 'done', status: 'completed' }]);
    jest.advanceTimersByTime(DOWNLOAD_FORGET_MS - 1);
    expect(manager.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(manager.list()).toEqual([]);
    expect(sent.at(-1)).toEqual({
      channel: 'music-download-removed',
      payload: { filename: 'done' },
    });
  });

  it('deletes the partial files of downloads still running when disposed', async () => {
    const { manager, progressOf } = fixtures.harness();
    await manager.queue([fixtures.request('partial', '/stall.mp3')]);
    await waitUntil(() => progressOf('partial').some((item) => item.loaded > 0));
    expect((await readdir(fixtures.folder)).some((name) => name.endsWith('.part'))).toBe(true);
    await manager.dispose();
    expect(await readdir(fixtures.folder)).toEqual([]);
  });
});
