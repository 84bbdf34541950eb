import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { settle, renderScreen } from '@cadenza/app-core/testing';
import { AddToPlaylistDrawer } from './add-to-playlist-drawer';
import { playlistTrackIds, useAddToPlaylist } from './use-add-to-playlist';

const me: AccountProfile = {
  userId: 9,
  nickname: 'Ann',
  avatarUrl: '',
  backgroundUrl: '',
  vipType: 0,
};

const listOf = (id: number, name: string, userId: number, trackCount = 3) => ({
  id,
  name,
  userId,
  coverImgUrl: '',
  trackCount,
  playCount: 0,
  specialType: 0,
  tracks: null,
  creator: { userId, nickname: userId === 9 ? 'Ann' : 'Bo', avatarUrl: '' },
});

function gateway(url: URL): unknown {
  if (url.pathname.endsWith('/user/playlist')) {
    return {
      code: 200,
      more: false,
      playlist: [listOf(1, 'Ann likes', 9), listOf(2, 'Saved from Bo', 5), listOf(3, 'Road', 9)],
    };
  }
  if (url.pathname.endsWith('/playlist/create')) {
    return { code: 200, id: 44, playlist: { id: 44, name: 'New one' } };
  }
  if (url.pathname.endsWith('/playlist/tracks')) {
    return { status: 200, body: { code: 200, count: 4 }, cookie: [] };
  }
  return {};
}

function Opener() {
  const add = useAddToPlaylist();
  return (
    <>
      <button type="button" onClick={() => add([{ id: 186016 }, { id: 'BV1--2--3' }])}>
        add
      </button>
      <AddToPlaylistDrawer />
    </>
  );
}

describe('add to playlist', () => {
  it('asks an anonymous listener to log in and opens nothing', async () => {
    const app = await renderScreen(<Opener />, { route: '*', at: '/', answer: gateway });
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await act(settle);
    expect(screen.getByText('Please login first')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.calls).toHaveLength(0);
  });

  it('lists only the listener’s own playlists and adds the catalogue songs to the chosen one', async () => {
    const app = await renderScreen(<Opener />, { route: '*', at: '/', answer: gateway });
    act(() => void app.store.dispatch(setSession({ profile: me })));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await act(settle);
    const drawer = screen.getByRole('dialog', { name: 'Add to playlist' });
    expect(drawer.textContent).toContain('Ann likes');
    expect(drawer.textContent).toContain('Road');
    expect(drawer.textContent).not.toContain('Saved from Bo');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Road/ }));
      await settle();
    });
    const [tracks] = app.callsTo('/playlist/tracks');
    expect(tracks).toBeDefined();
    expect(screen.getByText('Added to the playlist')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add to playlist' })).toBeNull();
  });

  it('offers the playlist import instead, and closes on the way there', async () => {
    const app = await renderScreen(<Opener />, { route: '*', at: '/', answer: gateway });
    act(() => void app.store.dispatch(setSession({ profile: me })));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await act(settle);
    fireEvent.click(screen.getByRole('link', { name: 'Bring in a playlist from another service' }));
    await act(settle);
    expect(app.location.pathname).toBe('/playlist/import');
    expect(screen.queryByRole('dialog', { name: 'Add to playlist' })).toBeNull();
  });

  it('needs a name for a new playlist, then creates it and adds the songs to it', async () => {
    const app = await renderScreen(<Opener />, { route: '*', at: '/', answer: gateway });
    act(() => void app.store.dispatch(setSession({ profile: me })));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await act(settle);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter the playlist name')).toBeTruthy();
    expect(app.callsTo('/playlist/create')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'New playlist' }), {
      target: { value: 'New one' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await settle();
    });
    expect(app.callsTo('/playlist/create')).toHaveLength(1);
    expect(app.callsTo('/playlist/tracks')).toHaveLength(1);
    expect(screen.getByText('Playlist created')).toBeTruthy();
  });
});

describe('playlistTrackIds', () => {
  it('keeps catalogue songs only, each once, in order', () => {
    expect(playlistTrackIds([{ id: 3 }, { id: 'BV1--2--3' }, { id: 1 }, { id: 3 }])).toEqual([
      3, 1,
    ]);
  });
});
