import { createI18n } from '@cadenza/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  withStatus,
  renderScreen,
  settle,
  sizeViewportsForEachSpec,
  DEMO_PROFILE,
} from '@cadenza/app-core/testing';
import { headerCounts } from './music-list-header';
import { MusicListScreen } from './music-list-screen';
import { playlistDetailDto, songDetailAnswer, songDto } from './music-list.spec-fixtures';

// Ten 69 px rows fit: the specs see which rows the virtual list renders.
sizeViewportsForEachSpec(800, 690);
// Each row renders twice in jsdom (light, then with its menus, in a transition act flushes): the
// journeys through a whole list ran close to jest's 5 s on a busy machine.
jest.setTimeout(15_000);

/** A gateway with one playlist of `total` songs whose detail carries the first ten. */
const gateway =
  (total: number, failSongDetail = () => false) =>
  (url: URL) => {
    if (url.pathname.endsWith('/playlist/detail')) return playlistDetailDto(total, 10);
    if (url.pathname.endsWith('/song/detail')) {
      return failSongDetail() ? withStatus(500, {}) : songDetailAnswer(url);
    }
    if (url.pathname.endsWith('/playlist/subscribe')) return { code: 200 };
    if (url.pathname.endsWith('/playlist/tracks')) {
      return { status: 200, body: { code: 200, count: total - 1 }, cookie: [] };
    }
    return {};
  };

/** The list at `at`, settled: its first answers are in. */
async function open(
  at: string,
  answer: (url: URL) => unknown,
  options: Pick<Parameters<typeof renderScreen>[1], 'account' | 'saved'> = {},
) {
  const app = await renderScreen(<MusicListScreen />, {
    route: '/music-list/:id?',
    at,
    answer,
    ...options,
  });
  await act(settle);
  return app;
}

const idsOf = (url: URL | undefined) => (url?.searchParams.get('ids') ?? '').split(',');
const rowNames = () =>
  screen.getAllByRole('group').map((row) => row.getAttribute('aria-label')?.split(' — ')[0] ?? '');

describe('MusicListScreen', () => {
  it('shows the header: cover, name, creator link, counts, tags, description', async () => {
    await open('/music-list/77', gateway(1_200));
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe('/user/detail/5');
    expect(screen.getByText('123.4K plays · 42 saves')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['华语', '流行']);
    expect(screen.getByText('Songs for the road.')).toBeTruthy();
    expect(screen.getByText('1200 tracks')).toBeTruthy();
  });

  it('offers "more" on a description taller than its lines, measured after layout', async () => {
    // jsdom lays nothing out: the observer and the heights are the browser's, stood in here.
    const observed: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback);
      }
      unobserve = () => undefined;
      disconnect = () => undefined;
    } as unknown as typeof ResizeObserver;
    try {
      await open('/music-list/77', gateway(1_200));
      const text = screen.getByText('Songs for the road.');
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      Object.defineProperty(text, 'scrollHeight', { value: 120, configurable: true });
      Object.defineProperty(text, 'clientHeight', { value: 60, configurable: true });
      act(() => observed.forEach((callback) => callback()));
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('counts in 万/亿 in Chinese, and leaves out counts a list does not have', async () => {
    const i18n = await createI18n({ language: 'zh-CN' });
    const t = i18n.t.bind(i18n) as Parameters<typeof headerCounts>[2];
    const zh = (value: number) =>
      value >= 100_000_000 ? '3.5亿' : value >= 10_000 ? '12.3万' : String(value);
    expect(headerCounts({ playCount: 123_456, subscribedCount: 42 }, zh, t)).toEqual([
      '12.3万 次播放',
      '42 人收藏',
    ]);
    expect(headerCounts({ playCount: null, subscribedCount: null }, zh, t)).toEqual([]);
  });

  it('shows the carried rows at once and loads the rest of the first batch of 500', async () => {
    const { callsTo } = await open('/music-list/77', gateway(10_000));
    const details = callsTo('/song/detail');
    // One request: the first batch without the ten rows the detail carried.
    expect(details).toHaveLength(1);
    expect(idsOf(details[0])).toEqual(Array.from({ length: 490 }, (_, i) => String(i + 11)));
    expect(rowNames().slice(0, 3)).toEqual(['Song 1', 'Song 2', 'Song 3']);
    const list = screen.getByRole('list', { name: 'Tracks of Night Drive' });
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('loads a later batch when the viewport comes near it, and shows its rows in order', async () => {
    const { callsTo } = await open('/music-list/77', gateway(10_000));
    const scroller = screen.getByRole('list', { name: 'Tracks of Night Drive' })
      .parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = 9_990 * 69;
      fireEvent.scroll(scroller);
    });
    // Still loading: the rows there are placeholders.
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    await act(settle);
    const details = callsTo('/song/detail');
    expect(details).toHaveLength(2);
    expect(idsOf(details[1])[0]).toBe('9501');
    expect(idsOf(details[1]).at(-1)).toBe('10000');
    expect(rowNames().at(-1)).toBe('Song 10000');
    // Batches between were never needed.
    expect(details.some((url) => idsOf(url).includes('5000'))).toBe(false);
  });

  it('plays all loaded songs from the first; adds them all to the queue', async () => {
    const { player } = await open('/music-list/77', gateway(1_200));
    const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    const command = send.mock.lastCall?.[0];
    expect(command).toMatchObject({ type: 'replace-queue', startIndex: 0 });
    const tracks = command && 'tracks' in command ? command.tracks : [];
    expect(tracks.map((track) => track.id).slice(0, 3)).toEqual([1, 2, 3]);
    expect(tracks).toHaveLength(500);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to queue' }));
    expect(send.mock.lastCall?.[0]).toMatchObject({ type: 'append' });
    // The toast region loads with the first toast, and says it.
    await act(settle);
    expect(screen.getByText('Added to the queue')).toBeTruthy();
  });

  it('filters by name, artist or album over the whole list, loading every batch', async () => {
    const { callsTo, player } = await open('/music-list/77', gateway(1_200));
    const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in this list' }), {
      target: { value: 'song 115' },
    });
    await act(settle);
    expect(callsTo('/song/detail')).toHaveLength(3);
    expect(rowNames()).toEqual([
      'Song 115',
      'Song 1150',
      'Song 1151',
      'Song 1152',
      'Song 1153',
      'Song 1154',
      'Song 1155',
      'Song 1156',
      'Song 1157',
      'Song 1158',
      'Song 1159',
    ]);
    expect(screen.getByText('11 matches')).toBeTruthy();
    // A row played from the filtered list plays the filtered rows…
    fireEvent.click(screen.getByRole('group', { name: /^Song 1150 — / }));
    expect(send.mock.lastCall?.[0]).toMatchObject({ type: 'replace-queue', startIndex: 1 });
    // …but "play all" still plays the whole list.
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    const command = send.mock.lastCall?.[0];
    expect(command && 'tracks' in command ? command.tracks.length : 0).toBe(1_200);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in this list' }), {
      target: { value: 'Album 3 nothing' },
    });
    await act(settle);
    expect(screen.getByText('No matching tracks')).toBeTruthy();
  });

  it('says a batch failed, and asks again on retry', async () => {
    let failing = true;
    const { callsTo } = await open(
      '/music-list/77',
      gateway(1_200, () => failing),
    );
    // The requester retries a failed call once after 500 ms (spec §8) before it gives up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await act(settle);
    expect(screen.getByRole('alert').textContent).toContain('Some tracks could not be loaded');
    const before = callsTo('/song/detail').length;
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(settle);
    expect(callsTo('/song/detail').length).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens an album and a chart by type; says an unknown type is unknown', async () => {
    const albums = await open('/music-list/9?type=album', (url) =>
      url.pathname.endsWith('/album')
        ? {
            code: 200,
            album: {
              id: 9,
              name: 'Far Away',
              picUrl: 'http://p1.music.126.net/far.jpg',
              description: 'An album.',
              artist: { id: 3, name: 'Moon', img1v1Url: 'http://p1.music.126.net/moon.jpg' },
              publishTime: 0,
              size: 1,
              company: 'Hill Music',
            },
            songs: [{ ...playlistDetailDto(1, 1).playlist.tracks[0] }],
          }
        : {},
    );
    expect(albums.callsTo('/album')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Far Away' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moon - Hill Music' }).getAttribute('href')).toBe(
      '/artist/detail/3',
    );
    albums.view.unmount();

    const chart = await open('/music-list/7000001?type=toplist', gateway(30));
    expect(chart.callsTo('/playlist/detail')[0]?.searchParams.get('id')).toBe('7000001');
    // A chart is not saved like a playlist.
    expect(screen.queryByRole('button', { name: 'Save playlist' })).toBeNull();
    chart.view.unmount();

    const unknown = await open('/music-list/3?type=radio', gateway(30));
    expect(screen.getByRole('alert').textContent).toBe('Unknown list type');
    expect(unknown.callsTo('/playlist/detail')).toHaveLength(0);
  });

  it('asks an anonymous listener to log in before saving a playlist', async () => {
    const { store } = await open('/music-list/77', gateway(30));
    fireEvent.click(screen.getByRole('button', { name: 'Save playlist' }));
    expect(store.getState().toasts.at(-1)?.titleKey).toBe('validation.loginFirst');
    // The toast region loads with the first toast, and says it.
    await act(settle);
    expect(screen.getByText('Please login first')).toBeTruthy();
  });

  it('shows the daily recommendations only to a listener who logged in', async () => {
    const { calls } = await open('/music-list?type=dailyRecommend', gateway(30));
    expect(screen.getByText('Log in to see your daily picks')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves another listener’s playlist for a listener who logged in, and offers no save on their own', async () => {
    const { callsTo, store } = await open('/music-list/77', gateway(30), { account: DEMO_PROFILE });
    const save = screen.getByRole('button', { name: 'Save playlist' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await act(settle);
    const subscribe = callsTo('/playlist/subscribe')[0];
    expect(subscribe?.searchParams.get('t')).toBe('1');
    expect(subscribe?.searchParams.get('id')).toBe('77');
    expect(store.getState().toasts.at(-1)?.titleKey).toBe('musicList.subscribed');
    expect(
      screen.getByRole('button', { name: 'Remove from library' }).getAttribute('aria-pressed'),
    ).toBe('true');

    const own = await open('/music-list/77', gateway(30), {
      account: { ...DEMO_PROFILE, userId: 5 },
    });
    expect(own.view.container.querySelector('.cz-music-list__saved')).toBeNull();
    expect(within(own.view.container).queryByRole('button', { name: 'Save playlist' })).toBeNull();
  });

  it('offers "remove from playlist" on the listener’s own playlist only, and removes the song', async () => {
    const menuEntries = async (container: HTMLElement) => {
      const [row] = within(container).getAllByRole('group');
      if (!row) throw new Error('no row');
      fireEvent.contextMenu(row);
      await act(settle);
      return screen.queryAllByRole('menuitem');
    };
    const removal = (items: HTMLElement[]) =>
      items.find((item) => item.textContent?.includes('Remove from playlist'));

    const others = await open('/music-list/77', gateway(30), { account: DEMO_PROFILE });
    expect(removal(await menuEntries(others.view.container))).toBeUndefined();
    others.view.unmount();

    const own = await open('/music-list/77', gateway(30), {
      account: { ...DEMO_PROFILE, userId: 5 },
    });
    const remove = removal(await menuEntries(own.view.container));
    if (!remove) throw new Error('no "remove from playlist" on the listener’s own playlist');
    fireEvent.click(remove);
    await act(settle);
    expect(own.callsTo('/playlist/tracks')).toHaveLength(1);
    expect(own.store.getState().toasts.at(-1)?.titleKey).toBe('songMenu.removed');
  });

  it('shows the daily recommendations without the songs the listener disliked', async () => {
    const daily = (url: URL) =>
      url.pathname.endsWith('/recommend/songs')
        ? {
            code: 200,
            data: { dailySongs: [1, 2, 3].map((id) => ({ ...songDto(id), reason: '' })) },
          }
        : {};
    const { player } = await open('/music-list?type=dailyRecommend', daily, {
      account: DEMO_PROFILE,
      saved: { dislikeList: [2] },
    });
    expect(screen.getByRole('heading', { name: 'Daily picks' })).toBeTruthy();
    expect(rowNames()).toEqual(['Song 1', 'Song 3']);
    // Disliking one from its menu takes it out at once.
    act(() => player.send({ type: 'set-disliked', trackId: 3, disliked: true }));
    expect(rowNames()).toEqual(['Song 1']);
    expect(screen.getByText('1 track')).toBeTruthy();
  });
});
