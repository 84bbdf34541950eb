import type { Song } from '@cadenza/api-client';
import type { MenuActionItem, MenuItem } from '@cadenza/ui';
import { songMenuItems, type SongMenuContext } from './song-menu';

const song = (id: number): Song =>
  ({
    id,
    name: `Song ${id}`,
    artists: [{ id: 1, name: 'Ann' }],
    album: { id: 2, name: 'Album', picUrl: '' },
    picUrl: '',
    durationMs: 180_000,
    source: 'netease',
    noCopyright: false,
  }) as unknown as Song;

function context(overrides: Partial<SongMenuContext> = {}): SongMenuContext {
  return {
    songs: [song(1), song(2)],
    index: 1,
    liked: false,
    disliked: false,
    send: jest.fn(),
    toggleFavorite: jest.fn(),
    askDislike: jest.fn(),
    copyLink: jest.fn(),
    addToPlaylist: jest.fn(),
    downloadDisabledReason: 'Downloads need the desktop app',
    t: ((key: string) => key) as SongMenuContext['t'],
    ...overrides,
  };
}

const actions = (items: MenuItem[]) =>
  items.filter((item): item is MenuActionItem => item.type !== 'separator');
const byId = (items: MenuItem[], id: string) => actions(items).find((item) => item.id === id);

describe('songMenuItems', () => {
  it('lists the entries of spec §2 in order, without removal where it is not allowed', () => {
    expect(actions(songMenuItems(context())).map((item) => item.id)).toEqual([
      'play',
      'play-next',
      'append',
      'download',
      'add-to-playlist',
      'favorite',
      'dislike',
      'copy-link',
    ]);
  });

  it('keeps download disabled with its reason where the platform cannot download', () => {
    const download = byId(songMenuItems(context()), 'download');
    expect(download?.disabled).toBe(true);
    expect(download?.disabledReason).toBe('Downloads need the desktop app');
    const enabled = jest.fn();
    const offered = byId(songMenuItems(context({ download: enabled })), 'download');
    expect(offered?.disabled).toBe(false);
    offered?.onSelect();
    expect(enabled).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('offers no download of a video-site item, saying why', () => {
    const video = { ...song(3), id: 'BV1--2--3', source: 'bilibili' } as Song;
    const download = jest.fn();
    const item = byId(songMenuItems(context({ songs: [video], index: 0, download })), 'download');
    expect(item).toMatchObject({
      disabled: true,
      disabledReason: 'downloads.videoSiteUnsupported',
    });
    item?.onSelect();
    expect(download).not.toHaveBeenCalled();
  });

  it('adds the row to a playlist and removes it from the list where allowed', () => {
    const ctx = context({ removeFromList: jest.fn() });
    byId(songMenuItems(ctx), 'add-to-playlist')?.onSelect();
    expect(ctx.addToPlaylist).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    const remove = byId(songMenuItems(ctx), 'remove-from-list');
    expect(remove?.danger).toBe(true);
    remove?.onSelect();
    expect(ctx.removeFromList).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('plays the row with the list as the queue, and dislike asks first', () => {
    const ctx = context();
    byId(songMenuItems(ctx), 'play')?.onSelect();
    expect(ctx.send).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'replace-queue', startIndex: 1 }),
    );
    byId(songMenuItems(ctx), 'dislike')?.onSelect();
    expect(ctx.askDislike).toHaveBeenCalled();
  });
});
