import { SETTINGS_SCHEMA_VERSION } from './constants';
import { settingsSchema } from './settings.schema';
import { DEFAULT_SETTINGS, DEFAULT_SHORTCUTS } from './settings-defaults';
import { validateSetting, validateStoredSettings } from './validate';

describe('DEFAULT_SETTINGS', () => {
  it('are exactly the defaults of spec §3', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      schemaVersion: 2,
      isProxy: false,
      proxyConfig: { enable: false, protocol: 'http', host: '127.0.0.1', port: 7890 },
      enableRealIP: false,
      realIP: '',
      noAnimate: false,
      animationSpeed: 1,
      author: 'Cadenza',
      authorUrl: '',
      musicApiPort: 30488,
      closeAction: 'ask',
      musicQuality: 'higher',
      fontFamily: 'system-ui',
      fontScope: 'global',
      autoPlay: false,
      // Beyond spec §3: the same loudness from song to song, on unless switched off.
      volumeNormalization: true,
      normalizationPreampDb: 0,
      // Beyond spec §3 too: albums run gapless; no crossfade unless chosen.
      gaplessPlayback: true,
      crossfadeSec: 0,
      downloadPath: '',
      language: 'zh-CN',
      alwaysShowDownloadButton: false,
      unlimitedDownload: false,
      enableMusicUnblock: true,
      enabledMusicSources: ['migu', 'kugou', 'pyncmd', 'bilibili'],
      showTopAction: false,
      contentZoomFactor: 1,
      downloadFileNameFormat: { order: ['name', 'artist'], separator: 'dash' },
      showStatusBar: false,
      remoteControl: {
        enabled: false,
        port: 31888,
        allowedIps: [],
        lanAccess: false,
        allowedOrigins: [],
      },
      shortcuts: DEFAULT_SHORTCUTS,
      lyric: {
        pureModeEnabled: false,
        hideCover: false,
        centerLyrics: false,
        showTranslation: true,
        hideLyrics: false,
        hidePlayBar: false,
        hideMiniPlayBar: true,
        theme: 'default',
        fontSize: 22,
        letterSpacing: 0,
        lineHeight: 2,
        mobileLayout: 'default',
        mobileCoverStyle: 'record',
        mobileShowLyricLines: 3,
      },
    });
  });

  it('pass the whole-document schema (what the desktop store accepts)', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('validateStoredSettings', () => {
  it('gives the spec defaults when nothing is stored', () => {
    const { settings, issues } = validateStoredSettings(null);
    expect(issues).toEqual([]);
    expect(settings).toEqual(DEFAULT_SETTINGS);
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

  it('never hands out the defaults or any part of them', () => {
    const { settings } = validateStoredSettings(null);
    expect(settings).not.toBe(DEFAULT_SETTINGS);
    expect(settings.proxyConfig).not.toBe(DEFAULT_SETTINGS.proxyConfig);
    expect(settings.shortcuts.togglePlay).not.toBe(DEFAULT_SETTINGS.shortcuts.togglePlay);
    const repaired = validateStoredSettings({ lyric: 'x' }).settings;
    expect(repaired.lyric).not.toBe(DEFAULT_SETTINGS.lyric);
  });

  it('keeps the valid members of an object field and names the bad one', () => {
    const { settings, issues } = validateStoredSettings({
      proxyConfig: { enable: true, protocol: 'socks5', host: 'proxy.lan', port: 99999 },
      lyric: { ...DEFAULT_SETTINGS.lyric, fontSize: 400, centerLyrics: true },
    });
    expect(settings.proxyConfig).toEqual({
      enable: true,
      protocol: 'socks5',
      host: 'proxy.lan',
      port: 7890,
    });
    expect(settings.lyric).toEqual({ ...DEFAULT_SETTINGS.lyric, centerLyrics: true });
    expect(issues).toEqual([
      { field: 'proxyConfig', message: expect.stringMatching(/^port: /) },
      { field: 'lyric', message: expect.stringMatching(/^fontSize: /) },
    ]);
  });

  it('repairs one broken shortcut binding alone', () => {
    const { settings, issues } = validateStoredSettings({
      schemaVersion: 1,
      shortcuts: {
        ...DEFAULT_SHORTCUTS,
        togglePlay: { combination: 'Alt+Space', enabled: true, scope: 'app' },
        nextPlay: { combination: 'Ctrl+', enabled: true, scope: 'global' },
      },
    });
    expect(settings.shortcuts.togglePlay).toEqual({
      combination: 'Alt+Space',
      enabled: true,
      scope: 'app',
    });
    expect(settings.shortcuts.nextPlay).toEqual(DEFAULT_SHORTCUTS.nextPlay);
    expect(issues.map((issue) => issue.field)).toEqual(['shortcuts']);
  });

  it('falls back to the default shortcuts when the stored ones conflict', () => {
    const { settings, issues } = validateStoredSettings({
      schemaVersion: 1,
      shortcuts: {
        ...DEFAULT_SHORTCUTS,
        nextPlay: DEFAULT_SHORTCUTS.prevPlay,
      },
    });
    expect(settings.shortcuts).toEqual(DEFAULT_SHORTCUTS);
    expect(issues).toEqual([
      { field: 'shortcuts', message: expect.stringContaining('shortcut conflict') },
    ]);
  });

  it('reads the reference product document without issues, migrated', () => {
    const { settings, issues } = validateStoredSettings({
      proxyConfig: { enable: false, protocol: 'http', host: '127.0.0.1', port: '7891' },
      musicApiPort: '30490',
      enabledMusicSources: ['migu', 'netease', 'bilibili'],
      shortcuts: { togglePlay: 'CommandOrControl+Shift+P' },
      author: 'Alger',
    });
    expect(issues).toEqual([]);
    expect(settings.proxyConfig.port).toBe(7891);
    expect(settings.musicApiPort).toBe(30490);
    expect(settings.enabledMusicSources).toEqual(['migu', 'bilibili']);
    expect(settings.shortcuts.togglePlay.combination).toBe('CommandOrControl+Shift+P');
    expect(settings.author).toBe('Alger');
  });

  it.each([[{}], [{ schemaVersion: 9, language: 'en-US', future: 1 }], [{ schemaVersion: 'x' }]])(
    'always gives a current, schema-valid document for %p',
    (stored) => {
      const { settings } = validateStoredSettings(stored);
      expect(settings.schemaVersion).toBe(SETTINGS_SCHEMA_VERSION);
      expect(settingsSchema.safeParse(settings).success).toBe(true);
    },
  );

  it.each([
    ['realIP', '1.2.3.999'],
    ['remoteControl', { enabled: true, port: 31888, allowedIps: ['nope'] }],
    ['downloadFileNameFormat', { order: ['name', 'name'], separator: 'dash' }],
    ['enabledMusicSources', ['migu', 'migu']],
  ])('repairs a corrupt %s', (field, value) => {
    const { settings, issues } = validateStoredSettings({ schemaVersion: 1, [field]: value });
    expect(issues.map((issue) => issue.field)).toEqual([field]);
    expect(settingsSchema.safeParse(settings).success).toBe(true);
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
    ['realIP', '', true],
    ['realIP', '::1', true],
    ['realIP', 'localhost', false],
    ['enabledMusicSources', ['gdmusic'], true],
    ['volumeNormalization', false, true],
    ['volumeNormalization', 'on', false],
    ['normalizationPreampDb', -6, true],
    ['normalizationPreampDb', 6, true],
    ['normalizationPreampDb', 6.5, false],
    ['normalizationPreampDb', -7, false],
    ['crossfadeSec', 12, true],
    ['crossfadeSec', 13, false],
    ['crossfadeSec', 2.5, false],
    ['gaplessPlayback', 'yes', false],
  ] as const)('%s = %p is valid: %p', (key, value, ok) => {
    expect(validateSetting(key, value).ok).toBe(ok);
  });

  it('says which member is wrong', () => {
    expect(validateSetting('proxyConfig', { ...DEFAULT_SETTINGS.proxyConfig, host: ' ' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^host: /),
    });
  });
});
