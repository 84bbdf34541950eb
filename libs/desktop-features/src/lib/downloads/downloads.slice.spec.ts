import type { DownloadItem } from '@cadenza/platform';
import {
  DOWNLOAD_BADGE_MAX,
  downloadBadgeText,
  downloadEventReceived,
  downloadsListed,
  downloadsSlice,
  showsDownloadButton,
  type DownloadsState,
} from './downloads.slice';

const item = (filename: string, status: DownloadItem['status'] = 'downloading', progress = 0) => ({
  filename,
  songName: filename,
  artist: '',
  status,
  progress,
  loaded: 0,
  total: null,
});

const reduce = (
  state: DownloadsState | undefined,
  ...actions: Parameters<typeof downloadsSlice.reducer>[1][]
) =>
  actions.reduce(
    (current, action) => downloadsSlice.reducer(current, action),
    state ?? downloadsSlice.getInitialState(),
  );

const active = (state: DownloadsState) =>
  downloadsSlice.selectors.selectActiveDownloadCount({ downloads: state });

describe('the downloads slice', () => {
  it('follows the shell: progress updates in place, removals leave, completions count', () => {
    const state = reduce(
      undefined,
      downloadEventReceived({ type: 'progress', item: item('a') }),
      downloadEventReceived({ type: 'progress', item: item('b') }),
      downloadEventReceived({ type: 'progress', item: item('a', 'downloading', 40) }),
      downloadEventReceived({ type: 'progress', item: item('b', 'completed', 100) }),
      downloadEventReceived({ type: 'complete', filename: 'b', record: {} as never }),
    );
    expect(state.items.map(({ filename, progress }) => [filename, progress])).toEqual([
      ['a', 40],
      ['b', 100],
    ]);
    expect(active(state)).toBe(1);
    expect(state.completed).toBe(1);
    const after = reduce(state, downloadEventReceived({ type: 'removed', filename: 'b' }));
    expect(after.items.map(({ filename }) => filename)).toEqual(['a']);
  });

  it('adds the listed downloads it has not heard of, keeping what events said', () => {
    const state = reduce(
      undefined,
      downloadEventReceived({ type: 'progress', item: item('a', 'downloading', 70) }),
      downloadsListed([item('a', 'downloading', 10), item('c')]),
    );
    expect(state.items.map(({ filename, progress }) => [filename, progress])).toEqual([
      ['a', 70],
      ['c', 0],
    ]);
  });
});

describe('the download button rule (spec §2)', () => {
  it.each([
    [{ desktop: true, alwaysShow: false, drawerOpen: false, active: 0 }, false],
    [{ desktop: true, alwaysShow: true, drawerOpen: false, active: 0 }, true],
    [{ desktop: true, alwaysShow: false, drawerOpen: true, active: 0 }, true],
    [{ desktop: true, alwaysShow: false, drawerOpen: false, active: 2 }, true],
    [{ desktop: false, alwaysShow: true, drawerOpen: true, active: 2 }, false],
  ])('%o → %s', (options, shown) => {
    expect(showsDownloadButton(options)).toBe(shown);
  });

  it('caps the badge at 99', () => {
    expect(downloadBadgeText(1, '99+')).toBe('1');
    expect(downloadBadgeText(DOWNLOAD_BADGE_MAX, '99+')).toBe('99');
    expect(downloadBadgeText(DOWNLOAD_BADGE_MAX + 1, '99+')).toBe('99+');
  });
});
