import type { Song } from '@cadenza/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { settle, renderScreen, songUrlAnswer } from '@cadenza/app-core/testing';
import { SongList } from './song-list';

const song = (id: number, privilegeStatus: number | null = 0): Song => ({
  id,
  source: 'netease',
  name: `Song ${id}`,
  artists: [{ id: privilegeStatus === -200 ? 6452 : 1, name: 'Ann' }],
  album: { id: 2, name: 'Album', picUrl: null },
  picUrl: null,
  durationMs: 180_000,
  privilegeStatus,
  mvId: null,
});

const songs = [song(1), song(2), song(3, -200), song(4)];
const row = (id: number) => screen.getByRole('group', { name: `Song ${id} — Ann` });

describe('SongList multi-selection', () => {
  it('selects with Ctrl and Shift, skips unplayable rows, and adds the selection to the queue', async () => {
    const app = await renderScreen(<SongList songs={songs} label="Results" />, {
      route: '*',
      at: '/',
    });
    fireEvent.click(row(1), { ctrlKey: true });
    fireEvent.click(row(4), { shiftKey: true });
    const bar = screen.getByRole('toolbar', { name: 'Batch actions' });
    expect(within(bar).getByRole('status').textContent).toBe('3 selected');
    expect(row(2).getAttribute('data-selected')).toBe('true');
    expect(row(3).getAttribute('data-selected')).toBeNull();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Add to queue' }));
      await settle();
    });
    expect(app.player.store.getSnapshot().queue.map((track) => track.id)).toEqual([1, 2, 4]);
    expect(screen.queryByRole('toolbar', { name: 'Batch actions' })).toBeNull();
  });

  it('cancels the selection with Escape, and a plain click still plays', async () => {
    const app = await renderScreen(<SongList songs={songs} label="Results" />, {
      route: '*',
      at: '/',
    });
    fireEvent.click(row(2), { metaKey: true });
    expect(screen.getByRole('toolbar', { name: 'Batch actions' })).toBeTruthy();
    fireEvent.keyDown(row(2), { key: 'Escape' });
    expect(screen.queryByRole('toolbar', { name: 'Batch actions' })).toBeNull();
    act(() => {
      fireEvent.click(row(2));
    });
    const state = app.player.store.getSnapshot();
    expect(state.queue.map((track) => track.id)).toEqual([1, 2, 4]);
    expect(state.queue[state.index]?.id).toBe(2);
  });

  it("starts a song's URL with the press on its row, and its click asks for nothing more", async () => {
    const app = await renderScreen(<SongList songs={songs} label="Results" />, {
      route: '*',
      at: '/',
      answer: (call) => (call.path === '/song/url/v1' ? songUrlAnswer(call) : null),
    });
    await act(async () => {
      fireEvent.pointerDown(row(2), { button: 0, pointerType: 'mouse' });
      await settle();
    });
    expect(app.callsTo('/song/url/v1').map((call) => call.searchParams.get('id'))).toEqual(['2']);
    await act(async () => {
      fireEvent.click(row(2));
      await settle();
    });
    const state = app.player.store.getSnapshot();
    expect(state.queue[state.index]?.id).toBe(2);
    expect(state.url?.trackId).toBe(2);
    expect(app.callsTo('/song/url/v1')).toHaveLength(1);
  });
});
