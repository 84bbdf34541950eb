import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { DownloadManager } from './download-manager';
import type { DownloadRecords } from './download-records';
import type { DownloadedFiles } from './downloaded-files';
import { createDownloadsHandlers } from './downloads.handlers';

function setUp(downloadPath = '/music', picked: string | null = '/chosen') {
  const manager = {
    queue: jest.fn(async () => ({ outcome: 'queued' as const, queued: ['a'], duplicates: [] })),
    list: jest.fn(() => []),
    dispose: jest.fn(async () => undefined),
  } satisfies DownloadManager;
  const files = {
    list: jest.fn(async () => ({ records: [], missing: [], resetKeptAs: null })),
    delete: jest.fn(async () => 'done' as const),
    show: jest.fn(async () => 'done' as const),
  } satisfies DownloadedFiles;
  const dialog = {
    showOpenDialog: jest.fn(async () =>
      picked === null
        ? { canceled: true, filePaths: [] }
        : { canceled: false, filePaths: [picked] },
    ),
  };
  const shell = { openPath: jest.fn(async () => '') };
  const handlers = createDownloadsHandlers({
    manager,
    files,
    records: { clear: jest.fn(async () => undefined) } as unknown as DownloadRecords,
    settings: async () => ({ downloadPath, unlimitedDownload: false }),
    dialog: dialog as never,
    shell,
    window: () => null,
  });
  return { handlers, manager, files, dialog, shell };
}

const valid = {
  url: 'https://m701.music.126.net/song.mp3',
  filename: 'Song - Artist',
  type: 'MP3',
  songInfo: {
    id: 1,
    name: 'Song',
    artists: ['Artist'],
    album: null,
    picUrl: 'https://p1.music.126.net/cover.jpg',
    lyric: null,
  },
};

describe('the download channels', () => {
  it('queue a valid request, its type as a lower-case extension', async () => {
    const { handlers, manager } = setUp();
    await handlers['download-music'](valid);
    expect(manager.queue).toHaveBeenCalledWith([{ ...valid, type: 'mp3' }]);
    await handlers['download-music-batch']([valid, { ...valid, filename: 'Other' }]);
    expect(manager.queue).toHaveBeenLastCalledWith([
      { ...valid, type: 'mp3' },
      { ...valid, filename: 'Other', type: 'mp3' },
    ]);
  });

  it.each([
    ['a file: address', { ...valid, url: 'file:///etc/passwd' }],
    ['a name that leaves the folder', { ...valid, filename: '../outside' }],
    ['a name with a separator', { ...valid, filename: 'a/b' }],
    ['an empty name', { ...valid, filename: '' }],
    ['a strange extension', { ...valid, type: 'mp3/../x' }],
    [
      'a cover that is not http(s)',
      { ...valid, songInfo: { ...valid.songInfo, picUrl: 'data:,x' } },
    ],
    ['no song info', { ...valid, songInfo: undefined }],
  ])('refuse %s without queueing anything', async (_what, request) => {
    const { handlers, manager } = setUp();
    await expect(handlers['download-music'](request as never)).rejects.toThrow(
      InvalidIpcArgumentError,
    );
    expect(manager.queue).not.toHaveBeenCalled();
  });

  it('refuse a batch that is not a list, or holds one bad request', async () => {
    const { handlers, manager } = setUp();
    await expect(handlers['download-music-batch']('x' as never)).rejects.toThrow(
      'not a non-empty list',
    );
    await expect(handlers['download-music-batch']([])).rejects.toThrow(InvalidIpcArgumentError);
    await expect(
      handlers['download-music-batch']([valid, { ...valid, url: 'ftp://x' }]),
    ).rejects.toThrow(InvalidIpcArgumentError);
    expect(manager.queue).not.toHaveBeenCalled();
  });

  it('take only record ids main gave out', async () => {
    const { handlers, files } = setUp();
    await expect(handlers['delete-downloaded-file']('/etc/passwd')).rejects.toThrow(
      InvalidIpcArgumentError,
    );
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await handlers['delete-downloaded-file'](id);
    await handlers['show-downloaded-file'](id);
    expect(files.delete).toHaveBeenCalledWith(id);
    expect(files.show).toHaveBeenCalledWith(id);
  });

  it('answer the picked folder, or null when the picker is cancelled', async () => {
    await expect(setUp().handlers['choose-download-path']()).resolves.toBe('/chosen');
    await expect(setUp('/m', null).handlers['choose-download-path']()).resolves.toBeNull();
  });

  it('open the download folder only when there is one', async () => {
    const { handlers, shell } = setUp();
    await expect(handlers['open-download-path']()).resolves.toBe(true);
    expect(shell.openPath).toHaveBeenCalledWith('/music');
    const none = setUp('');
    await expect(none.handlers['open-download-path']()).resolves.toBe(false);
    expect(none.shell.openPath).not.toHaveBeenCalled();
    shell.openPath.mockResolvedValueOnce('No application');
    await expect(handlers['open-download-path']()).resolves.toBe(false);
  });
});
