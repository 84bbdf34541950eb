import { buildTrack } from '@cadenza/player-core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  renderScreen,
  sizeViewportsForEachSpec,
  settle,
  ARTIST_ID,
  artistGateway,
} from '@cadenza/app-core/testing';
import { loadPlayBar } from '@cadenza/playback';
import {
  type AppStore,
  artistDrawerClosed,
  artistDrawerOpened,
  selectCurrentArtistId,
  selectShowArtistDrawer,
  uiSlice,
} from '@cadenza/app-core';
import { loadArtistDrawer } from '@cadenza/browse';
import { lazy, Suspense } from 'react';

const PlayBar = lazy(loadPlayBar);
const ArtistDrawer = lazy(loadArtistDrawer);

describe('the artist drawer state (spec §3 showArtistDrawer / currentArtistId)', () => {
  const reduce = uiSlice.reducer;
  const initial = reduce(undefined, { type: 'init' });

  it('opens on an artist; another artist replaces it; closing clears the id', () => {
    const opened = reduce(initial, artistDrawerOpened(7));
    expect([opened.showArtistDrawer, opened.currentArtistId]).toEqual([true, 7]);
    const other = reduce(opened, artistDrawerOpened(9));
    expect([other.showArtistDrawer, other.currentArtistId]).toEqual([true, 9]);
    const closed = reduce(other, artistDrawerClosed());
    expect([closed.showArtistDrawer, closed.currentArtistId]).toEqual([false, null]);
    expect(closed.overlay).toBe(initial.overlay);
  });
});

describe('ArtistDrawer from the play bar', () => {
  sizeViewportsForEachSpec();

  const drawerState = (store: AppStore) => [
    selectShowArtistDrawer(store.getState()),
    selectCurrentArtistId(store.getState()),
  ];

  async function playingArtistSong() {
    const app = await renderScreen(null, {
      route: '/',
      at: '/',
      answer: artistGateway(),
      beside: (
        <Suspense fallback={null}>
          <PlayBar />
          <ArtistDrawer />
        </Suspense>
      ),
    });
    const track = buildTrack({
      id: 186016,
      name: '晴天',
      artists: [{ id: ARTIST_ID, name: '周杰伦' }],
      source: 'netease',
    });
    await act(async () => {
      app.player.send({ type: 'replace-queue', tracks: [track], startIndex: 0 });
      await settle();
    });
    return app;
  }

  it("the play bar's artist opens the drawer with the artist and their hot songs; × closes it and clears the id", async () => {
    const { store, player } = await playingArtistSong();
    const bar = screen.getByRole('region', { name: 'Player' });
    fireEvent.click(within(bar).getByRole('button', { name: '周杰伦' }));
    expect(drawerState(store)).toEqual([true, ARTIST_ID]);

    const drawer = await screen.findByRole('dialog', { name: 'Artist' });
    expect(await within(drawer).findByRole('heading', { name: '周杰伦' })).toBeTruthy();
    expect(within(drawer).getByText('Jay Chou')).toBeTruthy();
    const songs = await within(drawer).findByRole('list', { name: 'Top songs' });
    expect(
      within(songs)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('晴天'), expect.stringContaining('七里香')]);

    // A hot song plays with the hot songs as the queue.
    fireEvent.click(within(songs).getAllByRole('group')[1] as HTMLElement);
    expect(player.store.getSnapshot().queue.map((track) => track.id)).toEqual([186016, 186017]);
    expect(player.store.getSnapshot().index).toBe(1);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close artist details' }));
    expect(drawerState(store)).toEqual([false, null]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    player.dispose();
  });

  it('its link opens the artist page and closes the drawer', async () => {
    const { store, player, location } = await playingArtistSong();
    fireEvent.click(screen.getByRole('button', { name: '周杰伦' }));
    const drawer = await screen.findByRole('dialog', { name: 'Artist' });
    fireEvent.click(await within(drawer).findByRole('link', { name: 'Open the artist page' }));
    expect(location.pathname).toBe(`/artist/detail/${ARTIST_ID}`);
    expect(drawerState(store)).toEqual([false, null]);
    player.dispose();
  });

  it('Escape closes it too, and clears the id', async () => {
    const { store, player } = await playingArtistSong();
    fireEvent.click(screen.getByRole('button', { name: '周杰伦' }));
    const drawer = await screen.findByRole('dialog', { name: 'Artist' });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(drawerState(store)).toEqual([false, null]);
    player.dispose();
  });
});
