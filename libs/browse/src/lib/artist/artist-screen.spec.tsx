import { fireEvent, screen, within } from '@testing-library/react';
import {
  renderScreen,
  sizeViewportsForEachSpec,
  withStatus,
  ARTIST_ID,
  artistDetailAnswer,
  artistGateway,
} from '@cadenza/app-core/testing';
import { ArtistScreen } from './artist-screen';

sizeViewportsForEachSpec();

const open = (answer: (url: URL) => unknown, id: string | number = ARTIST_ID) =>
  renderScreen(<ArtistScreen />, {
    route: '/artist/detail/:id',
    at: `/artist/detail/${id}`,
    answer,
  });

describe('ArtistScreen', () => {
  it('shows the header, the hot songs, the albums as links to their lists, and the introduction as text', async () => {
    const { player } = await open(artistGateway());
    expect(await screen.findByRole('heading', { name: '周杰伦' })).toBeTruthy();
    expect(screen.getByText('Songs 2')).toBeTruthy();
    const songs = await screen.findByRole('list', { name: 'Top songs' });
    expect(within(songs).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    expect(player.store.getSnapshot().queue.map((track) => track.id)).toEqual([186016, 186017]);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Albums' }));
    const albums = await screen.findByRole('list', { name: 'Albums' });
    expect(
      within(albums)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/music-list/18905?type=album', '/music-list/18906?type=album']);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'About' }));
    const about = screen.getByRole('tabpanel', { name: 'About' });
    expect([...about.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '第一段。',
      '<b>第二段</b>',
    ]);
    expect(about.querySelector('b')).toBeNull();
    player.dispose();
  });

  it('a failing part says so with a retry; the rest of the page stays', async () => {
    const { player } = await open(
      artistGateway({ '/artist/songs': () => withStatus(500, { code: 500 }) }),
    );
    expect(await screen.findByRole('heading', { name: '周杰伦' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain("Couldn't load the top songs");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    player.dispose();
  });

  it('an artist that does not load is one error for the page, whose retry asks again', async () => {
    let detail: () => unknown = () => withStatus(404, { code: 404, message: 'no such artist' });
    const { player } = await open(artistGateway({ '/artist/detail': () => detail() }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain("Couldn't load the artist");
    expect(screen.queryByRole('tablist')).toBeNull();
    detail = artistDetailAnswer;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '周杰伦' })).toBeTruthy();
    expect(screen.getByRole('tablist')).toBeTruthy();
    player.dispose();
  });

  it('an id that is not one says so without asking the gateway', async () => {
    const { player, calls } = await open(artistGateway(), 'abc');
    expect(screen.getByText('Invalid artist ID')).toBeTruthy();
    expect(calls.filter((url) => url.pathname.includes('/artist/'))).toEqual([]);
    player.dispose();
  });
});
