import { createMemoryStorage } from '@cadenza/ports';
import { loadSettings } from './load-settings';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { createMemorySettingsAdapter } from './storage/memory-storage.adapter';
import { createWebStorageSettingsAdapter } from './storage/web-storage.adapter';

describe('loadSettings', () => {
  it('round-trips through the web storage adapter', async () => {
    const storage = createMemoryStorage();
    const adapter = createWebStorageSettingsAdapter(storage);
    await adapter.write({ ...DEFAULT_SETTINGS, language: 'en-US' });
    expect(JSON.parse(storage.getItem('settings') ?? '')).toMatchObject({ language: 'en-US' });
    expect((await loadSettings(adapter)).settings.language).toBe('en-US');
  });

  it('falls back to defaults with a message when the stored text is not JSON', async () => {
    const adapter = createWebStorageSettingsAdapter(createMemoryStorage({ settings: '{not json' }));
    const result = await loadSettings(adapter);
    expect(result.settings).toEqual(DEFAULT_SETTINGS);
    expect(result.issues).toEqual([{ field: '*', message: 'stored settings are not valid JSON' }]);
  });

  it('falls back to defaults when the store cannot be read at all', async () => {
    const result = await loadSettings({
      read: () => Promise.reject(new Error('disk unplugged')),
      write: () => Promise.resolve(),
    });
    expect(result.settings).toEqual(DEFAULT_SETTINGS);
    expect(result.issues).toEqual([{ field: '*', message: 'disk unplugged' }]);
  });

  it('reads what the memory adapter holds', async () => {
    const adapter = createMemorySettingsAdapter({ autoPlay: true });
    expect((await loadSettings(adapter)).settings.autoPlay).toBe(true);
  });

  it('reads the reference product document (appSettings) until its own key exists', async () => {
    const storage = createMemoryStorage({
      appSettings: JSON.stringify({ language: 'en-US', musicApiPort: '30500' }),
    });
    const adapter = createWebStorageSettingsAdapter(storage);
    const first = await loadSettings(adapter);
    expect(first.issues).toEqual([]);
    expect(first.settings).toMatchObject({
      language: 'en-US',
      musicApiPort: 30500,
      schemaVersion: 2,
    });
    await adapter.write({ ...first.settings, autoPlay: true });
    expect(JSON.parse(storage.getItem('settings') ?? '')).toMatchObject({
      schemaVersion: 2,
      autoPlay: true,
    });
    storage.setItem('appSettings', JSON.stringify({ language: 'zh-CN' }));
    expect((await loadSettings(adapter)).settings.language).toBe('en-US');
  });

  it('can be told not to look at a legacy key', async () => {
    const adapter = createWebStorageSettingsAdapter(
      createMemoryStorage({ appSettings: '{"autoPlay": true}' }),
      'settings',
      null,
    );
    expect((await loadSettings(adapter)).settings).toEqual(DEFAULT_SETTINGS);
  });
});
