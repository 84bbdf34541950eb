import { openMusicDb } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { DEFAULT_SETTINGS, unsealSettings } from '@cadenza/settings';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { cacheCleared } from '@cadenza/app-core';
import { addListener } from '@reduxjs/toolkit';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';

/** Clicks a cache's clear button and answers its confirmation. */
async function clearAndAnswer(type: string, answer: 'Clear' | 'Cancel') {
  fireEvent.click(screen.getByRole('button', { name: `Clear ${type}` }));
  const dialog = screen.getByRole('alertdialog', { name: 'Clear the selected data?' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: answer }));
  });
  await settle();
}

/** The caches the store hears cleared (`cacheCleared`), in order. */
function recordCacheClears(store: { dispatch(action: unknown): unknown }): string[] {
  const cleared: string[] = [];
  store.dispatch(
    addListener({
      actionCreator: cacheCleared,
      effect: ({ payload }) => void cleared.push(payload),
    }),
  );
  return cleared;
}

describe('clearing caches', () => {
  const history = {
    searchHistory: JSON.stringify(['Jay Chou', 'Eason']),
    musicHistory: JSON.stringify([{ id: 1, name: 'Song', count: 2 }]),
  };

  it('empties the search and play history after the confirmation, with a toast', async () => {
    const { store, storage } = await renderSettings({
      stored: { language: 'en-US' },
      storageContents: history,
    });
    // The features holding a copy hear it (the search history empties: browse's search-slice spec).
    const cleared = recordCacheClears(store);
    openTab('System');
    await clearAndAnswer('Play history', 'Clear');
    expect(cleared).toEqual(['history']);
    expect(storage.getItem('searchHistory')).toBeNull();
    expect(storage.getItem('musicHistory')).toBeNull();
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ tone: 'success', titleKey: 'settings.cache.success' }),
    ]);
    expect(screen.getByText('Cache cleared')).toBeTruthy();
  });

  it('makes the running player forget its favourites and dislikes too', async () => {
    const { player, storage } = await renderSettings({ stored: { language: 'en-US' } });
    act(() => {
      player.send({ type: 'toggle-favorite', trackId: 7 });
      player.send({ type: 'set-disliked', trackId: 8, disliked: true });
    });
    expect(storage.getItem('favoriteList')).toBe('[7]');
    openTab('System');
    await clearAndAnswer('Favourites', 'Clear');
    expect(player.store.getSnapshot()).toMatchObject({ favorites: [], dislikes: [] });
    // A like after the clearing starts a new list instead of writing the old one back.
    act(() => player.send({ type: 'toggle-favorite', trackId: 9 }));
    expect(storage.getItem('favoriteList')).toBe('[9]');
    player.dispose();
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const { store, storage } = await renderSettings({
      stored: { language: 'en-US' },
      storageContents: history,
    });
    const cleared = recordCacheClears(store);
    openTab('System');
    await clearAndAnswer('Play history', 'Cancel');
    expect(cleared).toEqual([]);
    expect(storage.getItem('searchHistory')).toBe(history.searchHistory);
    expect(storage.getItem('musicHistory')).toBe(history.musicHistory);
    expect(store.getState().toasts).toEqual([]);
  });

  it('empties the lyrics store of musicDB and the lyric offsets, nothing else', async () => {
    const indexedDb = new IDBFactory();
    const db = await openMusicDb(indexedDb);
    await db?.put('music_lyric', { id: 7, data: { lrc: '[00:01.00]la' }, createTime: 1 });
    await db?.put('api_cache', { id: 'k', data: 1, createTime: 1 });
    const { storage } = await renderSettings({
      stored: { language: 'en-US' },
      indexedDb,
      storageContents: { 'lyric-correction-map': '{"7":1.5}', ...history },
    });
    openTab('System');
    await clearAndAnswer('Cached lyrics', 'Clear');
    expect(await db?.get('music_lyric', 7)).toBeUndefined();
    expect(await db?.get('api_cache', 'k')).toMatchObject({ data: 1 });
    expect(storage.getItem('lyric-correction-map')).toBeNull();
    expect(storage.getItem('searchHistory')).toBe(history.searchHistory);
    db?.close();
  });

  it('logs the user out of this device', async () => {
    const { storage, store } = await renderSettings({
      stored: { language: 'en-US' },
      storageContents: { token: 'MUSIC_U=1', user: '{"userId":1}' },
    });
    act(() => {
      store.dispatch(setSession({ token: 'MUSIC_U=1' }));
    });
    openTab('System');
    await clearAndAnswer('User data', 'Clear');
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(store.getState().session).toEqual(expect.objectContaining({ token: null }));
  });

  it('puts every setting back to its default, the language included', async () => {
    const { saved } = await renderSettings({
      stored: { language: 'en-US', musicApiPort: 8080, autoPlay: true },
    });
    openTab('System');
    await clearAndAnswer('Settings', 'Clear');
    // Written as this build writes settings: sealed.
    expect(unsealSettings(saved())).toEqual(DEFAULT_SETTINGS);
    expect(await screen.findByRole('heading', { name: '设置' })).toBeTruthy();
  });
});
