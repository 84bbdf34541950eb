import { z } from 'zod/mini';
import {
  CLOSE_ACTIONS,
  FONT_SCOPES,
  LANGUAGES,
  MUSIC_QUALITIES,
  MUSIC_SOURCES,
  NORMALIZATION_PREAMP_DB,
  CROSSFADE_SEC,
  PORT_RANGE,
  PROXY_PROTOCOLS,
  SETTINGS_SCHEMA_VERSION,
} from './constants';
import { downloadFileNameFormatSchema } from './download-file-name';
import { lyricSettingsSchema } from './lyric-settings';
import { remoteControlSchema } from './remote-control';
import { shortcutsSchema } from './shortcuts/shortcut.model';
import { normalizeIp } from './validation/ip-address';

export { LANGUAGES, MUSIC_QUALITIES, MUSIC_SOURCES } from './constants';

const port = z.int().check(z.minimum(PORT_RANGE.min), z.maximum(PORT_RANGE.max));

/**
 * One schema per stored field, so a single bad field falls back to its default alone
 * instead of throwing the whole document away (spec: corrupt storage falls back to defaults).
 */
export const settingsFieldSchemas = {
  isProxy: z.boolean(),
  proxyConfig: z.object({
    enable: z.boolean(),
    protocol: z.enum(PROXY_PROTOCOLS),
    host: z.string().check(z.trim(), z.minLength(1)),
    port,
  }),
  enableRealIP: z.boolean(),
  /** Empty, or an IPv4/IPv6 address. */
  realIP: z
    .string()
    .check(z.refine((ip) => ip === '' || normalizeIp(ip) !== null, 'not an IP address')),
  noAnimate: z.boolean(),
  animationSpeed: z.number().check(z.minimum(0.1), z.maximum(5)),
  author: z.string(),
  authorUrl: z.string(),
  musicApiPort: port,
  closeAction: z.enum(CLOSE_ACTIONS),
  musicQuality: z.enum(MUSIC_QUALITIES),
  /** A CSS `font-family` value: the chosen fonts in priority order (see `splitFontFamilies`). */
  fontFamily: z.string().check(z.trim(), z.minLength(1)),
  fontScope: z.enum(FONT_SCOPES),
  autoPlay: z.boolean(),
  /** The same loudness from song to song: NetEase's per-song gain, or the app's own measure. */
  volumeNormalization: z.boolean(),
  /** dB added to every normalised song, within {@link NORMALIZATION_PREAMP_DB}. */
  normalizationPreampDb: z
    .number()
    .check(z.minimum(NORMALIZATION_PREAMP_DB.min), z.maximum(NORMALIZATION_PREAMP_DB.max)),
  /** Songs of one album that follow each other run into each other without a gap. */
  gaplessPlayback: z.boolean(),
  /** Seconds over which one song fades into the next, within {@link CROSSFADE_SEC}; 0 is off. */
  crossfadeSec: z.int().check(z.minimum(CROSSFADE_SEC.min), z.maximum(CROSSFADE_SEC.max)),
  downloadPath: z.string(),
  language: z.enum(LANGUAGES),
  alwaysShowDownloadButton: z.boolean(),
  unlimitedDownload: z.boolean(),
  enableMusicUnblock: z.boolean(),
  enabledMusicSources: z.array(z.enum(MUSIC_SOURCES)).check(
    z.minLength(1),
    z.refine((sources) => new Set(sources).size === sources.length, 'a source is listed twice'),
  ),
  showTopAction: z.boolean(),
  contentZoomFactor: z.number().check(z.minimum(0.5), z.maximum(3)),
  downloadFileNameFormat: downloadFileNameFormatSchema,
  /** The status bar toggle (spec §3 "Also present"). */
  showStatusBar: z.boolean(),
  remoteControl: remoteControlSchema,
  shortcuts: shortcutsSchema,
  lyric: lyricSettingsSchema,
} as const;

/** The whole stored settings document: every field plus the version it was written with. */
export const settingsSchema = z.object({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION),
  ...settingsFieldSchemas,
});

/** What the user has set; always complete and valid once loaded. */
export type AppSettings = z.infer<typeof settingsSchema>;

/** A field name of {@link AppSettings} the user can change (everything but `schemaVersion`). */
export type SettingKey = keyof typeof settingsFieldSchemas;
