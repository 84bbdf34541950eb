import {
  DEFAULT_SETTINGS,
  SETTINGS_SEAL_KEY,
  sealSettings,
  unsealSettings,
} from '@cadenza/settings';
import type { JsonFileStore } from '../store/json-file-store';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import { createSettingsHandlers } from './settings.handlers';

function memoryStore(): JsonFileStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    read: async (key) => data.get(key) ?? null,
    write: async (key, value) => void data.set(key, value),
  };
}

const handlersOn = (store: JsonFileStore, onLanguageChanged = jest.fn(), port = 30489) =>
  createSettingsHandlers({ store, onLanguageChanged, boundApiPort: () => port });

describe('createSettingsHandlers', () => {
  it('says which port the gateway got (musicApiPort, or the next free one)', async () => {
    expect(await handlersOn(memoryStore(), jest.fn(), 30491)['get-api-port']()).toBe(30491);
  });

  it('stores and reads the settings document', async () => {
    const store = memoryStore();
    const handlers = handlersOn(store);
    await handlers['set-store-value']('settings', { ...DEFAULT_SETTINGS, language: 'en-US' });
    expect(await handlers['get-store-value']('settings')).toMatchObject({ language: 'en-US' });
  });

  it('refuses a settings document that does not match the schema, keeping the stored one', async () => {
    const store = memoryStore();
    const handlers = handlersOn(store);
    await handlers['set-store-value']('settings', DEFAULT_SETTINGS);
    await expect(
      handlers['set-store-value']('settings', { ...DEFAULT_SETTINGS, musicApiPort: -1 }),
    ).rejects.toThrow(InvalidIpcArgumentError);
    expect(store.data.get('settings')).toEqual(sealSettings(DEFAULT_SETTINGS));
  });

  it('seals what it validated, and never keeps a seal the renderer sent', async () => {
    const store = memoryStore();
    const handlers = handlersOn(store);
    const edited = { ...DEFAULT_SETTINGS, musicApiPort: 30500 };
    await handlers['set-store-value']('settings', {
      ...sealSettings(DEFAULT_SETTINGS),
      musicApiPort: 30500,
    });
    const stored = store.data.get('settings');
    expect(unsealSettings(stored)).toEqual(edited);
    expect(stored).toMatchObject({ [SETTINGS_SEAL_KEY]: sealSettings(edited)[SETTINGS_SEAL_KEY] });
  });

  it('refuses unknown store keys', async () => {
    const handlers = handlersOn(memoryStore());
    await expect(handlers['get-store-value']('shortcuts' as never)).rejects.toThrow(
      'unknown store key "shortcuts"',
    );
  });

  it('passes on supported languages only', async () => {
    const onLanguageChanged = jest.fn();
    const handlers = handlersOn(memoryStore(), onLanguageChanged);
    await handlers['change-language']('en-US');
    await expect(handlers['change-language']('xx-YY')).rejects.toThrow(
      'unsupported language "xx-YY"',
    );
    expect(onLanguageChanged).toHaveBeenCalledTimes(1);
    expect(onLanguageChanged).toHaveBeenCalledWith('en-US');
  });
});
