/** Audio quality levels the song URL call accepts (spec §9), lowest first. */
export const MUSIC_QUALITIES = [
  'standard',
  'higher',
  'exhigh',
  'lossless',
  'hires',
  'jyeffect',
  'sky',
  'dolby',
  'jymaster',
] as const;

/**
 * Alternative music sources the unblock chain may use. The spec §3 default enables the first four
 * (`bilibili` is "the video-site source"); `gdmusic` is offered but off by default.
 */
export const MUSIC_SOURCES = ['migu', 'kugou', 'pyncmd', 'bilibili', 'gdmusic'] as const;

/** One alternative music source. */
export type MusicSource = (typeof MUSIC_SOURCES)[number];

/** Interface languages (mirrors `@cadenza/i18n`; settings stays independent of it). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;

/** Proxy protocols the proxy form offers (spec §5: a protocol is required). */
export const PROXY_PROTOCOLS = ['http', 'https', 'socks4', 'socks5'] as const;

/** One proxy protocol. */
export type ProxyProtocol = (typeof PROXY_PROTOCOLS)[number];

/** What closing the main window does (spec §4): ask every time, minimise to tray, exit. */
export const CLOSE_ACTIONS = ['ask', 'minimize', 'close'] as const;

/** Where the chosen font applies (spec §3): everywhere, or to the lyrics only. */
export const FONT_SCOPES = ['global', 'lyric'] as const;

/**
 * The listener's pre-amp on top of loudness normalisation, in dB: negative for headroom, positive
 * for a louder whole (the no-clipping limit still holds).
 */
export const NORMALIZATION_PREAMP_DB = { min: -6, max: 6, step: 0.5 } as const;

/** Crossfade between songs, in whole seconds: 0 (off) to 12. */
export const CROSSFADE_SEC = { min: 0, max: 12, step: 1 } as const;

/** Valid TCP ports (spec §5 and §9): 1 to 65535. */
export const PORT_RANGE = { min: 1, max: 65535 } as const;

/**
 * The version of the stored settings document this build writes. Raise it with every change
 * that needs a migration, and add that migration to `SETTINGS_MIGRATIONS`.
 */
export const SETTINGS_SCHEMA_VERSION = 2;
