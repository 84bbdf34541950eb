import { act, screen, within } from '@testing-library/react';
import { renderScreen, settle } from '@cadenza/app-core/testing';
import { UserPlaylists } from './user-playlists';

const answer = (url: URL) =>
  url.pathname.endsWith('/user/playlist')
    ? {
        code: 200,
        more: false,
        playlist: [
          {
            id: 1,
            name: 'Road',
            userId: 9,
            coverImgUrl: '',
            trackCount: 3,
            playCount: 0,
            specialType: 0,
            tracks: null,
            creator: { userId: 9, nickname: 'Ann', avatarUrl: '' },
          },
        ],
      }
    : {};

async function open(own: boolean) {
  await renderScreen(<UserPlaylists uid={9} own={own} />, { route: '*', at: '/user', answer });
  await act(settle);
  return screen.getByRole('region', { name: 'Created playlists' });
}

describe('UserPlaylists', () => {
  it('offers the playlist import beside the listener’s own created playlists', async () => {
    const created = await open(true);
    expect(
      within(created).getByRole('link', { name: 'Import playlist' }).getAttribute('href'),
    ).toBe('/playlist/import');
  });

  it('does not offer it on someone else’s page', async () => {
    const created = await open(false);
    expect(within(created).queryByRole('link', { name: 'Import playlist' })).toBeNull();
  });
});
