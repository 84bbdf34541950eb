import { DEFAULT_SETTINGS, loadSettings } from '@cadenza/settings';
import { createWebPlatform } from './web-platform';

describe('createWebPlatform', () => {
  beforeEach(() => localStorage.clear());

  it('talks to the gateway on the same origin', () => {
    expect(createWebPlatform(localStorage)).toMatchObject({ kind: 'web', apiBaseUrl: '/api' });
  });

  it.each([
    [499, 'mobile'],
    [500, 'web'],
    [1280, 'web'],
  ])('a viewport %i px wide sends device=%s', (width, device) => {
    const platform = createWebPlatform(localStorage);
    const saved = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    try {
      expect(platform.requestDevice?.()).toBe(device);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: saved, configurable: true });
    }
  });

  it('keeps settings in localStorage across platform instances (page reloads)', async () => {
    await createWebPlatform(localStorage).settingsStorage.write({
      ...DEFAULT_SETTINGS,
      language: 'en-US',
    });
    const reloaded = await loadSettings(createWebPlatform(localStorage).settingsStorage);
    expect(reloaded.settings.language).toBe('en-US');
    expect(JSON.parse(localStorage.getItem('settings') ?? 'null')).toMatchObject({
      language: 'en-US',
    });
  });

  it('survives corrupt localStorage with the defaults and a reported issue', async () => {
    localStorage.setItem('settings', '{"language":');
    const loaded = await loadSettings(createWebPlatform(localStorage).settingsStorage);
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.issues).toHaveLength(1);
  });
});
