import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeGateway,
  type FakeGateway,
  DEMO_PROFILE,
  renderScreen,
  sizeViewportsForEachSpec,
} from '@cadenza/app-core/testing';
import { fakeSongs, playlistCard, shapeA, shapeB } from '../../testing/catalogue.spec-fixtures';
import { HomeScreen } from './home-screen';

const DAILY = fakeSongs('Daily', 8, 100);
const WEEKLY = fakeSongs('Weekly', 10, 200);
// The newest releases start with two of this week's hot songs: home does not list them twice.
const NEWEST = [...WEEKLY.slice(0, 2), ...fakeSongs('Newest', 8, 300)];

function homeGateway(): FakeGateway {
  return installFakeGateway({
    '/recommend/songs': () => ({ code: 200, data: { dailySongs: DAILY.map(shapeA) } }),
    '/personalized': () => ({
      code: 200,
      result: [1, 2, 3].map((id) => ({
        id,
        name: `Playlist ${id}`,
        picUrl: `http://img.test/p${id}.jpg`,
        playCount: 88_000_000,
        trackCount: 10,
      })),
    }),
    '/playlist/catlist': () => ({
      code: 200,
      sub: [
        { name: '华语', category: 0, hot: true },
        { name: '电子', category: 1, hot: false },
      ],
    }),
    '/personalized/newsong': () => ({
      code: 200,
      result: WEEKLY.map((song) => ({
        id: song.id,
        name: song.name,
        picUrl: 'http://img.test/s.jpg',
        song: shapeB(song),
      })),
    }),
    '/top/song': () => ({ code: 200, data: NEWEST.map(shapeB) }),
    '/album/newest': () => ({
      code: 200,
      albums: [{ id: 51, name: 'Album One', picUrl: 'http://img.test/a.jpg', blurPicUrl: '' }],
    }),
    '/top/artists': () => ({
      code: 200,
      artists: [{ id: 61, name: 'Artist One', picUrl: 'http://img.test/r.jpg', musicSize: 12 }],
    }),
    '/toplist': () => ({
      code: 200,
      list: [playlistCard(71, 'Soaring', { updateFrequency: '每天更新' })],
    }),
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const rowNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('group')
    .map((row) => row.getAttribute('aria-label')?.split(' — ')[0]);

sizeViewportsForEachSpec();

describe('home', () => {
  it('shows a skeleton per section, then every section with its links', async () => {
    const gateway = homeGateway();
    const release = gateway.hold();
    await renderScreen(<HomeScreen />, { route: '/', at: '/', gateway });
    // Before the answers: each section announces its own loading state.
    expect(
      screen.getAllByRole('status').map((status) => status.getAttribute('aria-label')),
    ).toEqual([
      'Loading Recommended playlists',
      'Loading Playlist categories',
      'Loading Hot this week',
      'Loading New albums',
      'Loading Toplists',
      'Loading New songs',
      'Loading Popular artists',
    ]);
    release();

    const playlists = await screen.findByRole('list', { name: 'Recommended playlists' });
    const card = within(playlists).getByRole('link', { name: /Playlist 1/ });
    expect(card.getAttribute('href')).toBe('/music-list/1');
    expect(card.textContent).toContain('88M');
    expect(
      within(region('Recommended playlists'))
        .getByRole('link', { name: 'More' })
        .getAttribute('href'),
    ).toBe('/list');

    const categories = await within(region('Playlist categories')).findByRole('list');
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All playlists', '/list'],
      ['华语', '/list?cat=%E5%8D%8E%E8%AF%AD'],
    ]);

    const album = await within(region('New albums')).findByRole('link', { name: /Album One/ });
    expect(album.getAttribute('href')).toBe('/music-list/51?type=album');
    const artist = await within(region('Popular artists')).findByRole('link', {
      name: /Artist One/,
    });
    expect(artist.getAttribute('href')).toBe('/artist/detail/61');
    expect(artist.textContent).toContain('12');
    const chart = await within(region('Toplists')).findByRole('link', { name: /Soaring/ });
    expect(chart.getAttribute('href')).toBe('/music-list/71?type=toplist');
    expect(chart.textContent).toContain('Updated daily');
    expect(
      within(region('Toplists')).getByRole('link', { name: 'View all' }).getAttribute('href'),
    ).toBe('/toplist');

    const weekly = await within(region('Hot this week')).findByRole('list', {
      name: 'Hot this week',
    });
    expect(rowNames(weekly)).toEqual(WEEKLY.map((song) => song.name));
    const fresh = await within(region('New songs')).findByRole('list', { name: 'New songs' });
    expect(rowNames(fresh)).toEqual(NEWEST.slice(2, 8).map((song) => song.name));
    // Anonymous: no daily picks.
    expect(screen.queryByRole('region', { name: 'Daily picks' })).toBeNull();
  });

  it('a failing section shows its error with a retry while the others show; retry recovers', async () => {
    const gateway = homeGateway();
    gateway.failing.add('/album/newest');
    await renderScreen(<HomeScreen />, { route: '/', at: '/', gateway });
    const albums = region('New albums');
    const alert = await within(albums).findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('New albums failed to load');
    // The rest of the page is there.
    expect(await screen.findByRole('list', { name: 'Recommended playlists' })).toBeTruthy();
    expect(await within(region('Popular artists')).findByRole('link')).toBeTruthy();
    expect(within(region('Toplists')).queryByRole('alert')).toBeNull();

    gateway.failing.delete('/album/newest');
    const before = gateway.callsTo('/album/newest').length;
    fireEvent.click(within(albums).getByRole('button', { name: 'Retry' }));
    expect(await within(albums).findByRole('link', { name: /Album One/ })).toBeTruthy();
    expect(within(albums).queryByRole('alert')).toBeNull();
    expect(gateway.callsTo('/album/newest').length).toBe(before + 1);
  });

  it('logged in: the daily picks open the whole list, and a disliked song leaves them', async () => {
    const { player } = await renderScreen(<HomeScreen />, {
      route: '/',
      at: '/',
      gateway: homeGateway(),
      account: DEMO_PROFILE,
    });
    const daily = await screen.findByRole('region', { name: 'Daily picks' });
    const rows = await within(daily).findByRole('list', { name: 'Daily picks' });
    expect(rowNames(rows)).toEqual(DAILY.slice(0, 5).map((song) => song.name));
    expect(
      within(daily)
        .getByRole('link', { name: /Daily picks/ })
        .getAttribute('href'),
    ).toBe('/music-list?type=dailyRecommend');
    expect(within(daily).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/music-list?type=dailyRecommend',
    );

    await act(async () => {
      player.send({ type: 'set-disliked', trackId: DAILY[1]?.id ?? 0, disliked: true });
    });
    await waitFor(() =>
      expect(rowNames(rows)).toEqual(
        [DAILY[0], DAILY[2], DAILY[3], DAILY[4], DAILY[5]].map((song) => song?.name),
      ),
    );

    // "Play daily picks" plays them all, without the disliked one, from the first.
    fireEvent.click(within(daily).getByRole('button', { name: 'Play daily picks' }));
    await waitFor(() => {
      const { queue } = player.store.getSnapshot();
      expect(queue.map((track) => track.id)).toEqual(
        DAILY.filter((_, index) => index !== 1).map((song) => song.id),
      );
    });
  });
});
