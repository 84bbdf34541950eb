import { configureStore } from '@reduxjs/toolkit';
import { createSettingsPersistence } from './settings-persistence';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { sealSettings } from './settings-seal';
import { selectLanguage, settingChanged, settingsLoaded, settingsSlice } from './settings.slice';
import { createMemorySettingsAdapter } from './storage/memory-storage.adapter';
import type { SettingsStoragePort } from './storage/settings-storage.port';

function setup<S extends SettingsStoragePort>(storage: S, onWriteError?: (error: unknown) => void) {
  const store = configureStore({
    reducer: { [settingsSlice.reducerPath]: settingsSlice.reducer },
    middleware: (getDefault) =>
      getDefault().prepend(createSettingsPersistence({ storage, onWriteError })),
  });
  return { store, storage };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settings slice with persistence', () => {
  it('starts from the defaults', () => {
    const { store } = setup(createMemorySettingsAdapter());
    expect(selectLanguage(store.getState())).toBe('zh-CN');
  });

  it('writes the whole document after a change', async () => {
    const { store, storage } = setup(createMemorySettingsAdapter());
    store.dispatch(settingChanged({ key: 'language', value: 'en-US' }));
    await flush();
    expect(selectLanguage(store.getState())).toBe('en-US');
    expect(storage.current).toEqual(sealSettings({ ...DEFAULT_SETTINGS, language: 'en-US' }));
  });

  it('writes the merged document back once settings are loaded', async () => {
    const { store, storage } = setup(createMemorySettingsAdapter({ autoPlay: 'yes' }));
    store.dispatch(
      settingsLoaded({ settings: { ...DEFAULT_SETTINGS, autoPlay: true }, issues: [] }),
    );
    await flush();
    expect(storage.current).toEqual(sealSettings({ ...DEFAULT_SETTINGS, autoPlay: true }));
  });

  it('writes one at a time, so the newest value is the one that stays', async () => {
    const written: string[] = [];
    let active = 0;
    let maxActive = 0;
    const releases: Array<() => void> = [];
    const heldStorage: SettingsStoragePort = {
      read: async () => null,
      write: (settings) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        return new Promise<void>((resolve) =>
          releases.push(() => {
            written.push(settings.language);
            active -= 1;
            resolve();
          }),
        );
      },
    };
    const { store } = setup(heldStorage);
    store.dispatch(settingChanged({ key: 'language', value: 'en-US' }));
    await flush();
    store.dispatch(settingChanged({ key: 'language', value: 'zh-CN' }));
    await flush();
    expect(releases).toHaveLength(1);
    releases[0]?.();
    await flush();
    releases[1]?.();
    await flush();
    expect(written).toEqual(['en-US', 'zh-CN']);
    expect(maxActive).toBe(1);
  });

  it('keeps the new value in memory and reports when the write fails', async () => {
    const onWriteError = jest.fn();
    const failing: SettingsStoragePort = {
      read: async () => null,
      write: () => Promise.reject(new Error('quota exceeded')),
    };
    const { store } = setup(failing, onWriteError);
    store.dispatch(settingChanged({ key: 'autoPlay', value: true }));
    await flush();
    expect(store.getState().settings.values.autoPlay).toBe(true);
    expect(onWriteError).toHaveBeenCalledWith(new Error('quota exceeded'));
  });
});
