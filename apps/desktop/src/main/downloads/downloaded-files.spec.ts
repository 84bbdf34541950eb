import type { DownloadRecord } from '../../ipc/downloads.contract';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonFileStore } from '../store/json-file-store';
import { createDownloadRecords } from './download-records';
import { createDownloadedFiles } from './downloaded-files';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cadenza-files-'));
  await mkdir(join(root, 'music'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const ids = {
  kept: '00000000-0000-4000-8000-000000000001',
  gone: '00000000-0000-4000-8000-000000000002',
  stuck: '00000000-0000-4000-8000-000000000003',
};

async function setUp() {
  const records = createDownloadRecords(createJsonFileStore(join(root, 'data')));
  const make = (id: string, name: string): DownloadRecord => ({
    id,
    filename: name,
    filePath: join(root, 'music', `${name}.mp3`),
    songId: 1,
    songName: name,
    artist: '',
    album: null,
    picUrl: null,
    size: 3,
    downloadedAt: 1,
  });
  await writeFile(join(root, 'music', 'kept.mp3'), 'mp3');
  // A folder where the file should be: unlinking it fails (EISDIR/EPERM), not with ENOENT.
  await mkdir(join(root, 'music', 'stuck.mp3'));
  for (const [id, name] of [
    [ids.kept, 'kept'],
    [ids.gone, 'gone'],
    [ids.stuck, 'stuck'],
  ] as const) {
    await records.add(make(id, name));
  }
  const shell = { showItemInFolder: jest.fn() };
  return { records, shell, files: createDownloadedFiles(records, shell) };
}

describe('downloaded files', () => {
  it('drop the records of files that are gone, naming them once', async () => {
    const { files } = await setUp();
    const listed = await files.list();
    expect(listed.missing).toEqual(['gone']);
    expect(listed.records.map(({ filename }) => filename).sort()).toEqual(['kept', 'stuck']);
    expect((await files.list()).missing).toEqual([]);
  });

  it('delete a recorded file and its record', async () => {
    const { files, records } = await setUp();
    await expect(files.delete(ids.kept)).resolves.toBe('done');
    expect(await readdir(join(root, 'music'))).toEqual(['stuck.mp3']);
    expect((await records.list()).map(({ id }) => id)).not.toContain(ids.kept);
  });

  it('remove the record even when the file cannot be deleted, and say which happened', async () => {
    const { files, records } = await setUp();
    await expect(files.delete(ids.stuck)).resolves.toBe('delete-failed');
    await expect(files.delete(ids.gone)).resolves.toBe('missing');
    await expect(files.delete(ids.gone)).resolves.toBe('missing');
    expect((await records.list()).map(({ id }) => id)).toEqual([ids.kept]);
  });

  it('show a file in the file manager, or drop its record when it is gone', async () => {
    const { files, shell, records } = await setUp();
    await expect(files.show(ids.kept)).resolves.toBe('done');
    expect(shell.showItemInFolder).toHaveBeenCalledWith(join(root, 'music', 'kept.mp3'));
    await expect(files.show(ids.gone)).resolves.toBe('missing');
    expect(shell.showItemInFolder).toHaveBeenCalledTimes(1);
    expect((await records.list()).map(({ id }) => id)).not.toContain(ids.gone);
  });
});
