import { DEFAULT_SETTINGS } from './settings.schema';
import { validateSetting, validateStoredSettings } from './validate';

describe('validateStoredSettings', () => {
  it('gives the spec defaults when nothing is stored', () => {
    const { settings, issues } = validateStoredSettings(null);
    expect(issues).toEqual([]);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.language).toBe('zh-CN');
    expect(settings.musicApiPort).toBe(30488);
    expect(settings.musicQuality).toBe('higher');
    expect(settings.proxyConfig.port).toBe(7890);
    expect(settings.enableMusicUnblock).toBe(true);
  });

  it('merges valid stored fields over the defaults and drops unknown ones', () => {
    const { settings, issues } = validateStoredSettings({ language: 'en-US', legacyField: 1 });
    expect(issues).toEqual([]);
    expect(settings.language).toBe('en-US');
    expect(settings.autoPlay).toBe(false);
    expect(settings).not.toHaveProperty('legacyField');
  });

  it('replaces only the corrupt field and reports it', () => {
    const { settings, issues } = validateStoredSettings({
      language: 'en-US',
      musicApiPort: 70000,
      enabledMusicSources: [],
    });
    expect(settings.language).toBe('en-US');
    expect(settings.musicApiPort).toBe(30488);
    expect(settings.enabledMusicSources).toEqual(DEFAULT_SETTINGS.enabledMusicSources);
    expect(issues.map((issue) => issue.field)).toEqual(['musicApiPort', 'enabledMusicSources']);
  });

  it.each([['a string'], [42], [[1, 2]]])(
    'falls back to defaults for a non-object document %p',
    (stored) => {
      const { settings, issues } = validateStoredSettings(stored);
      expect(settings).toEqual(DEFAULT_SETTINGS);
      expect(issues).toEqual([{ field: '*', message: 'stored settings are not an object' }]);
    },
  );

  it('never hands out the defaults object itself', () => {
    const { settings } = validateStoredSettings(null);
    expect(settings).not.toBe(DEFAULT_SETTINGS);
  });
});

describe('validateSetting', () => {
  it.each([
    ['musicApiPort', 1, true],
    ['musicApiPort', 65535, true],
    ['musicApiPort', 0, false],
    ['musicApiPort', 65536, false],
    ['musicApiPort', 80.5, false],
    ['language', 'en-US', true],
    ['language', 'de-DE', false],
    ['musicQuality', 'jymaster', true],
    ['musicQuality', 'ultra', false],
  ] as const)('%s = %p is valid: %p', (key, value, ok) => {
    expect(validateSetting(key, value).ok).toBe(ok);
  });
});
