import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  DEMO_PROFILE,
  renderScreen,
  settle,
  sizeViewportsForEachSpec,
  withStatus,
} from '@cadenza/app-core/testing';
import { songDetailAnswer } from '../music-list/music-list.spec-fixtures';
import { FavoritesPanel } from './favorites-panel';

// Ten 69 px rows fit, as in a short window.
sizeViewportsForEachSpec(800, 690);

const VIDEO_PART = {
  id: 'BV1xx--9--77',
  name: 'Audiobook part 1',
  artists: [{ id: 9, name: 'Reader' }],
  album: { name: 'Audiobook' },
  durationMs: 200_000,
  source: 'bilibili' as const,
};

/** The favourites panel over saved favourites (oldest first, as the player keeps them). */
async function open(
  saved: Record<string, unknown>,
  options: { fail?: () => boolean; account?: typeof DEMO_PROFILE } = {},
) {
  const app = await renderScreen(<FavoritesPanel />, {
    route: '/history',
    at: '/history',
    saved,
    ...(options.account ? { account: options.account } : {}),
    answer: (url: URL) => {
      if (!url.pathname.endsWith('/song/detail')) return {};
      return options.fail?.() ? withStatus(500, {}) : songDetailAnswer(url);
    },
  });
  await act(settle);
  return app;
}
const names = () =>
  screen.queryAllByRole('group').map((row) => row.getAttribute('aria-label')?.split(' — ')[0]);

describe('FavoritesPanel', () => {
  it('lists the favourites newest first, the video part from the history', async () => {
    const { callsTo } = await open({
      favoriteList: [3, 'BV1xx--9--77', 5],
      musicHistory: [{ track: VIDEO_PART, count: 1 }],
    });
    expect(screen.getByRole('region', { name: 'Favourites' })).toBeTruthy();
    expect(names()).toEqual(['Song 5', 'Audiobook part 1', 'Song 3']);
    expect(screen.getByText('3 songs')).toBeTruthy();
    expect(callsTo('/song/detail')).toHaveLength(1);
  });

  it('says anonymous favourites stay on this device, and not when logged in', async () => {
    await open({ favoriteList: [3] });
    expect(screen.getByText(/kept on this device only/)).toBeTruthy();
  });

  it('does not say so to a logged-in listener', async () => {
    await open({ favoriteList: [3] }, { account: DEMO_PROFILE });
    expect(screen.queryByText(/kept on this device only/)).toBeNull();
  });

  it('plays all from the newest, and a row with the favourites as the queue', async () => {
    const { player } = await open({ favoriteList: [3, 5] });
    const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    const all = send.mock.lastCall?.[0];
    expect(all && 'tracks' in all ? all.tracks.map((track) => track.id) : []).toEqual([5, 3]);
    fireEvent.click(screen.getByRole('group', { name: /^Song 3 — / }));
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'replace-queue', startIndex: 1 }),
    );
  });

  it('drops a song at once when its heart is clicked', async () => {
    await open({ favoriteList: [3, 5] });
    const row = screen.getByRole('group', { name: /^Song 5 — / });
    fireEvent.click(within(row).getByRole('button', { name: 'Unfavourite' }));
    await act(settle);
    expect(names()).toEqual(['Song 3']);
  });

  it('empties when the favourites are cleared', async () => {
    const { player } = await open({ favoriteList: [3, 5] });
    act(() => player.send({ type: 'clear-library', what: 'favorites' }));
    await act(settle);
    expect(screen.getByText('No favourites yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play all' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when the details cannot be loaded, and tries again', async () => {
    let failing = true;
    await open({ favoriteList: [3] }, { fail: () => failing });
    // The request is retried once before the failure shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toMatch(/Couldn't load your favourites/);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: /^Song 3 — / })).toBeTruthy();
  });
});
