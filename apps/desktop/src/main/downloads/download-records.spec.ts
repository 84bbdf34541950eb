import type { DownloadRecord } from '../../ipc/downloads.contract';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonFileStore } from '../store/json-file-store';
import { createDownloadRecords } from './download-records';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cadenza-records-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const record = (id: string, filePath = `/music/${id}.mp3`): DownloadRecord => ({
  id,
  filename: id,
  filePath,
  songId: 1,
  songName: id,
  artist: 'Artist',
  album: null,
  picUrl: null,
  size: 10,
  downloadedAt: 1,
});

describe('download records', () => {
  it('are kept in the store and read back by the next start, newest first', async () => {
    const records = createDownloadRecords(createJsonFileStore(dataDir));
    await records.add(record('a'));
    await records.add(record('b'));
    const again = createDownloadRecords(createJsonFileStore(dataDir));
    expect((await again.list()).map(({ id }) => id)).toEqual(['b', 'a']);
    expect(again.takeResetNotice()).toBeNull();
  });

  it('replace the record of the same file, and lose none when changes come together', async () => {
    const records = createDownloadRecords(createJsonFileStore(dataDir));
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => records.add(record(id))));
    await records.add(record('a2', '/music/a.mp3'));
    const again = createDownloadRecords(createJsonFileStore(dataDir));
    expect((await again.list()).map(({ id }) => id).sort()).toEqual(['a2', 'b', 'c', 'd']);
    await expect(again.remove(['b', 'zzz'])).resolves.toEqual([record('b')]);
    await again.clear();
    expect(await createDownloadRecords(createJsonFileStore(dataDir)).list()).toEqual([]);
  });

  it('keep a corrupt file aside, start empty and say so once', async () => {
    await writeFile(join(dataDir, 'downloads.json'), '{"version": 1, "records": [');
    const records = createDownloadRecords(createJsonFileStore(dataDir));
    expect(await records.list()).toEqual([]);
    const notice = records.takeResetNotice();
    expect(notice).toMatch(/^downloads\.corrupt-\d+\.json$/);
    expect(records.takeResetNotice()).toBeNull();
    expect(await readFile(join(dataDir, notice ?? ''), 'utf8')).toBe('{"version": 1, "records": [');
    await records.add(record('a'));
    expect((await records.list()).map(({ id }) => id)).toEqual(['a']);
  });

  it('copy a document of the wrong shape aside before starting empty', async () => {
    const wrong = { version: 1, records: [{ id: 'a', filePath: 42 }] };
    await writeFile(join(dataDir, 'downloads.json'), JSON.stringify(wrong));
    const records = createDownloadRecords(createJsonFileStore(dataDir), () => 1234);
    expect(await records.list()).toEqual([]);
    expect(records.takeResetNotice()).toBe('downloads-invalid-1234.json');
    expect(
      JSON.parse(await readFile(join(dataDir, 'downloads-invalid-1234.json'), 'utf8')),
    ).toEqual(wrong);
    expect((await readdir(dataDir)).sort()).toEqual([
      'downloads-invalid-1234.json',
      'downloads.json',
    ]);
  });
});
