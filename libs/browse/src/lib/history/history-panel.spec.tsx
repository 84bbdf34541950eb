import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen, settle, sizeViewportsForEachSpec } from '@cadenza/app-core/testing';
import { HistoryPanel } from './history-panel';
import { historyRows, songFromTrack } from './history-songs';

// Ten 69 px rows fit, as in a short window.
sizeViewportsForEachSpec(800, 690);

const track = (id: number | string, name: string) => ({
  id,
  name,
  artists: [{ id: 9, name: 'Mira Vale' }],
  album: { id: 4, name: 'Neon Road', picUrl: 'http://p1.music.126.net/4.jpg' },
  durationMs: 200_000,
  source: typeof id === 'string' ? ('bilibili' as const) : ('netease' as const),
});
const HISTORY = [
  { track: track(1, 'Velvet Skies'), count: 3 },
  { track: track(2, 'Electric Rain'), count: 1 },
  { track: track('BV1xx--9--77', 'Audiobook part 1'), count: 12 },
];

/** The history panel over the saved history, settled. */
async function open(saved: Record<string, unknown> = { musicHistory: HISTORY }) {
  const app = await renderScreen(<HistoryPanel />, { route: '/history', at: '/history', saved });
  await act(settle);
  return app;
}
const rows = () => screen.queryAllByRole('group');
const names = () => rows().map((row) => row.getAttribute('aria-label')?.split(' — ')[0]);

describe('HistoryPanel', () => {
  it('lists the played songs, most recent first, each with its play count', async () => {
    await open();
    expect(screen.getByRole('region', { name: 'Play history' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Play history' })).toBeTruthy();
    expect(screen.getByText('3 songs')).toBeTruthy();
    expect(names()).toEqual(['Velvet Skies', 'Electric Rain', 'Audiobook part 1']);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('3×')).toBeTruthy();
    expect(within(first).getByText('Played 3×')).toBeTruthy();
    expect(within(rows()[2] as HTMLElement).getByText('12×')).toBeTruthy();
  });

  it('plays a row with the history as the queue, and plays all from the top', async () => {
    const { player } = await open();
    const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('group', { name: /^Electric Rain — / }));
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'replace-queue', startIndex: 1 }),
    );
    const queue = send.mock.lastCall?.[0];
    expect(queue && 'tracks' in queue ? queue.tracks.map((t) => t.id) : []).toEqual([
      1,
      2,
      'BV1xx--9--77',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'replace-queue', startIndex: 0 }),
    );
  });

  it('removes one song and keeps the others with their counts', async () => {
    const { player, store } = await open();
    const remove = within(rows()[0] as HTMLElement).getByRole('button', {
      name: 'Remove from history',
    });
    fireEvent.click(remove);
    await act(settle);
    expect(names()).toEqual(['Electric Rain', 'Audiobook part 1']);
    expect(player.store.getSnapshot().history.map((entry) => entry.count)).toEqual([1, 12]);
    expect(store.getState().toasts.at(-1)?.titleKey).toBe('history.removed');
  });

  it('clears the whole history only after the listener confirms', async () => {
    const { player } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear history' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Clear history' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    await act(settle);
    expect(player.store.getSnapshot().history).toEqual([]);
    expect(screen.getByText('Nothing played yet')).toBeTruthy();
  });

  it('says why it is empty, with a way to music; its actions wait for a song', async () => {
    await open({});
    expect(screen.getByText('Nothing played yet')).toBeTruthy();
    expect(screen.getByText('Songs you play show up here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discover music' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play all' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear history' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('history rows', () => {
  it('turn the player’s tracks back into songs, counts beside them', () => {
    const { songs, counts } = historyRows(HISTORY);
    expect(counts).toEqual([3, 1, 12]);
    expect(songs[0]).toMatchObject({
      id: 1,
      picUrl: 'http://p1.music.126.net/4.jpg',
      album: { id: 4, name: 'Neon Road' },
      privilegeStatus: null,
    });
    expect(songFromTrack(HISTORY[2]?.track ?? track(0, '')).bilibili).toEqual({
      bvid: 'BV1xx',
      cid: 77,
    });
  });
});
