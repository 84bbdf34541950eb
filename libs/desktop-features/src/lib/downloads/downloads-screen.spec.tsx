import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, downloadRecord, fakeDownloads } from '@cadenza/app-core/testing';
import type { DownloadItem } from '@cadenza/platform';
import { DownloadButton } from './download-button';
import { DownloadDrawer } from './download-drawer';
import { startDownloadEffects } from './download-effects';
import { DownloadsScreen } from './downloads-screen';

const realFetch = global.fetch;
let cleanUp: Array<() => void> = [];
afterEach(() => {
  cleanUp.forEach((step) => step());
  cleanUp = [];
  global.fetch = realFetch;
});

const running = (filename: string, progress: number | null, loaded = 0): DownloadItem => ({
  filename,
  songName: filename.split(' - ')[0] ?? filename,
  artist: 'Singer A',
  status: 'downloading',
  progress,
  loaded,
  total: progress === null ? null : 1000,
});

async function renderDownloads(
  stored: Record<string, unknown> = {},
  prepare: (downloads: ReturnType<typeof fakeDownloads>) => void = () => undefined,
) {
  const downloads = fakeDownloads();
  prepare(downloads);
  const rendered = await renderScreen(
    <>
      <DownloadButton />
      <DownloadsScreen />
    </>,
    {
      route: '*',
      at: '/downloads',
      kind: 'desktop',
      stored,
      platform: { downloads: downloads.port },
      beside: <DownloadDrawer />,
    },
  );
  const stop = startDownloadEffects(rendered.platform, rendered.store.dispatch, (key) => key);
  cleanUp.push(
    stop,
    () => rendered.player.dispose(),
    () => rendered.view.unmount(),
  );
  return { ...rendered, downloads };
}

describe('the download manager screen', () => {
  it('lists the downloads running with their progress, as the shell reports them', async () => {
    const { downloads } = await renderDownloads();
    expect(await screen.findByText('Nothing is downloading')).toBeTruthy();
    act(() => {
      downloads.emit({ type: 'progress', item: running('Sunny - Singer A', 40) });
      downloads.emit({ type: 'progress', item: running('Rain - Singer A', null, 1_572_864) });
      downloads.emit({ type: 'progress', item: running('Later - Singer A', 0) });
    });
    const list = screen.getByRole('list', { name: 'Downloads in progress' });
    const bar = within(list).getByRole('progressbar', { name: 'Sunny - Singer A' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Rain - Singer A' })
        .getAttribute('aria-valuetext'),
    ).toBe('1.5 MB received');
    act(() => downloads.emit({ type: 'removed', filename: 'Sunny - Singer A' }));
    expect(within(list).queryByRole('progressbar', { name: 'Sunny - Singer A' })).toBeNull();
  });

  it('lists the downloaded songs, deletes one after asking, and says when a file was gone', async () => {
    const kept = downloadRecord('00000000-0000-4000-8000-000000000001', 'Sunny');
    const { downloads } = await renderDownloads({}, ({ answer }) => {
      answer.records = { records: [kept], missing: ['Gone - Singer A'], resetKeptAs: null };
    });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Downloaded' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Downloaded' }));
    const list = await screen.findByRole('list', { name: 'Downloaded songs' });
    expect(within(list).getByText('Sunny')).toBeTruthy();
    expect(within(list).getByText(/Singer A · 3\.3 MB/)).toBeTruthy();
    expect(await screen.findByText('File not found or moved, removed from records')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Delete: Sunny - Singer A' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(downloads.port.deleteFile).toHaveBeenCalledWith(kept.id));
    expect(await screen.findByText('No downloaded songs')).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();

    downloads.port.deleteFile.mockResolvedValueOnce('delete-failed');
    downloads.answer.records = { records: [kept], missing: [], resetKeptAs: null };
    act(() => downloads.emit({ type: 'complete', filename: kept.filename, record: kept }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Sunny - Singer A' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete file, but removed from records')).toBeTruthy();
  });

  it('says when the records could not be read, and reads them again on retry', async () => {
    await renderDownloads({}, ({ port }) =>
      port.records.mockRejectedValueOnce(new Error('refused')),
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Downloaded' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Downloaded' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No downloaded songs')).toBeTruthy();
  });

  it('says where unreadable records were kept when the shell had to reset them', async () => {
    await renderDownloads({}, ({ answer }) => {
      answer.records = { records: [], missing: [], resetKeptAs: 'downloads.corrupt-1.json' };
    });
    expect(
      await screen.findByText(
        'The download records could not be read and were reset (the old file is kept as downloads.corrupt-1.json)',
      ),
    ).toBeTruthy();
  });

  it('chooses the download folder with the system picker and keeps it in the settings', async () => {
    const { downloads, store } = await renderDownloads();
    expect(screen.getByTestId('download-path').textContent).toBe('Not set');
    expect(
      (screen.getByRole('button', { name: 'Open download folder' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose folder' }));
    await waitFor(() =>
      expect(screen.getByTestId('download-path').textContent).toBe('/home/me/Music'),
    );
    expect(store.getState().settings.values.downloadPath).toBe('/home/me/Music');
    downloads.port.openPath.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open download folder' }));
    expect(await screen.findByText('The download folder could not be opened')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'File name format' })).toBeTruthy();
  });
});

describe('the download button and drawer', () => {
  it('shows while downloads run, with their count, and opens the drawer', async () => {
    const { downloads, location } = await renderDownloads();
    expect(screen.queryByTestId('download-button')).toBeNull();
    act(() => downloads.emit({ type: 'progress', item: running('Sunny - Singer A', 10) }));
    const button = screen.getByTestId('download-button');
    expect(button.getAttribute('aria-label')).toBe('Downloads, 1 running');
    expect(button.parentElement?.querySelector('.cz-count-badge')?.textContent).toBe('1');

    act(() => {
      for (let index = 0; index < 120; index += 1) {
        downloads.emit({ type: 'progress', item: running(`Song ${index}`, 0) });
      }
    });
    expect(button.parentElement?.querySelector('.cz-count-badge')?.textContent).toBe('99+');

    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Downloads' });
    expect(within(drawer).getByRole('progressbar', { name: 'Sunny - Singer A' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Open the download manager' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Downloads' })).toBeNull());
    expect(location.pathname).toBe('/downloads');
  });

  it('shows always when the setting says so, without a badge', async () => {
    await renderDownloads({ alwaysShowDownloadButton: true });
    const button = screen.getByTestId('download-button');
    expect(button.getAttribute('aria-label')).toBe('Downloads');
    expect(button.parentElement?.querySelector('.cz-count-badge')).toBeNull();
  });
});
