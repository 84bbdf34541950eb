import { z } from 'zod';

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

/** Alternative music sources the unblock chain may use (spec §3 default list). */
export const MUSIC_SOURCES = ['migu', 'kugou', 'pyncmd', 'bilibili'] as const;

/** Interface languages (mirrors `@cadenza/i18n`; settings stays independent of it). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;

const port = z.number().int().min(1).max(65535);

/**
 * One schema per stored field, so a single bad field falls back to its default alone
 * instead of throwing the whole document away (spec: corrupt storage falls back to defaults).
 */
export const settingsFieldSchemas = {
  isProxy: z.boolean(),
  proxyConfig: z.object({
    enable: z.boolean(),
    protocol: z.enum(['http', 'https', 'socks4', 'socks5']),
    host: z.string().min(1),
    port,
  }),
  enableRealIP: z.boolean(),
  realIP: z.string(),
  noAnimate: z.boolean(),
  animationSpeed: z.number().min(0.1).max(5),
  musicApiPort: port,
  closeAction: z.enum(['ask', 'minimize', 'close']),
  musicQuality: z.enum(MUSIC_QUALITIES),
  fontFamily: z.string().min(1),
  fontScope: z.enum(['global', 'lyric']),
  autoPlay: z.boolean(),
  downloadPath: z.string(),
  language: z.enum(LANGUAGES),
  alwaysShowDownloadButton: z.boolean(),
  unlimitedDownload: z.boolean(),
  enableMusicUnblock: z.boolean(),
  enabledMusicSources: z.array(z.enum(MUSIC_SOURCES)).min(1),
  showTopAction: z.boolean(),
  contentZoomFactor: z.number().min(0.5).max(3),
} as const;

/** The whole settings document. */
export const settingsSchema = z.object(settingsFieldSchemas);

/** What the user has set; always complete and valid once loaded. */
export type AppSettings = z.infer<typeof settingsSchema>;

/** A field name of {@link AppSettings}. */
export type SettingKey = keyof AppSettings;

/** The defaults of spec §3 ("Settings defaults"). */
export const DEFAULT_SETTINGS: AppSettings = {
  isProxy: false,
  proxyConfig: { enable: false, protocol: 'http', host: '127.0.0.1', port: 7890 },
  enableRealIP: false,
  realIP: '',
  noAnimate: false,
  animationSpeed: 1,
  musicApiPort: 30488,
  closeAction: 'ask',
  musicQuality: 'higher',
  fontFamily: 'system-ui',
  fontScope: 'global',
  autoPlay: false,
  downloadPath: '',
  language: 'zh-CN',
  alwaysShowDownloadButton: false,
  unlimitedDownload: false,
  enableMusicUnblock: true,
  enabledMusicSources: ['migu', 'kugou', 'pyncmd', 'bilibili'],
  showTopAction: false,
  contentZoomFactor: 1,
};
