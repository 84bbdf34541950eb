import { buildTrack } from '@cadenza/player-core/testing';
import { STORAGE_KEYS } from '@cadenza/settings';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { overlayOpened } from '@cadenza/app-core';
import {
  renderScreen,
  settle,
  sizeViewportsForEachSpec,
  songUrlAnswer,
  type GatewayCall,
} from '@cadenza/app-core/testing';
import { QueueDrawer } from './queue-drawer';

const TRACKS = [
  buildTrack({ id: 1, name: 'Aurora', artists: [{ id: 3, name: 'Lumen' }] }),
  buildTrack({ id: 2, name: 'Borealis', artists: [{ id: 4, name: 'Vela' }] }),
  buildTrack({ id: 3, name: 'Cirrus', artists: [{ id: 5, name: 'Nimbus' }] }),
];

/** The drawer open over a restored queue of three songs, the first one current. */
async function openQueue() {
  const app = await renderScreen(<QueueDrawer />, {
    route: '*',
    at: '/',
    saved: { [STORAGE_KEYS.playList]: TRACKS, [STORAGE_KEYS.playListIndex]: 0 },
    // A song played from the queue gets its URL.
    answer: (call: GatewayCall) =>
      call.pathname.endsWith('/song/url/v1') ? songUrlAnswer(call) : undefined,
  });
  act(() => {
    app.store.dispatch(overlayOpened('queue'));
  });
  await act(settle);
  const drawer = await screen.findByRole('dialog', { name: 'Queue' });
  const row = (name: string) =>
    within(drawer).getByRole('group', { name: new RegExp(`^${name} — `) });
  return { ...app, drawer, row };
}

describe('the queue drawer', () => {
  sizeViewportsForEachSpec();

  it('lists the playing list with its count and marks the song playing', async () => {
    const { drawer, row, player } = await openQueue();
    expect(within(drawer).getByText('3 songs')).toBeTruthy();
    expect(
      within(drawer)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Aurora — Lumen', 'Borealis — Vela', 'Cirrus — Nimbus']);
    expect(row('Aurora').getAttribute('aria-current')).toBe('true');
    expect(row('Borealis').getAttribute('aria-current')).toBeNull();
    player.dispose();
  });

  it('plays a row when it is clicked', async () => {
    const { row, player } = await openQueue();
    await act(async () => {
      fireEvent.click(row('Cirrus'));
    });
    expect(player.store.getSnapshot().index).toBe(2);
    expect(row('Cirrus').getAttribute('aria-current')).toBe('true');
    player.dispose();
  });

  it('removes a row with Delete and moves one with Alt+↓', async () => {
    const { drawer, row, player } = await openQueue();
    act(() => {
      fireEvent.keyDown(row('Borealis'), { key: 'Delete' });
    });
    expect(within(drawer).getByText('2 songs')).toBeTruthy();
    expect(player.store.getSnapshot().queue.map((track) => track.name)).toEqual([
      'Aurora',
      'Cirrus',
    ]);
    act(() => {
      fireEvent.keyDown(row('Aurora'), { key: 'ArrowDown', altKey: true });
    });
    expect(player.store.getSnapshot().queue.map((track) => track.name)).toEqual([
      'Cirrus',
      'Aurora',
    ]);
    player.dispose();
  });

  it('clears the whole queue only after the confirmation', async () => {
    const { drawer, player } = await openQueue();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear queue' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear queue' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(player.store.getSnapshot().queue).toHaveLength(3);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear queue' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog', { name: 'Clear queue' })).getByRole('button', {
          name: 'Clear',
        }),
      );
    });
    expect(player.store.getSnapshot().queue).toEqual([]);
    expect(within(drawer).getByText('The queue is empty')).toBeTruthy();
    expect(
      within(drawer).getByRole('button', { name: 'Clear queue' }).hasAttribute('disabled'),
    ).toBe(true);
    player.dispose();
  });
});
