// Every default of the settings, apart from their schemas (zod): the store's initial state and a
// sealed document's completion read them at start-up, before (and usually without) the validator.
import type { ShortcutBinding, ShortcutsConfig } from './shortcuts/shortcut.model';
import type { LyricSettings } from './lyric-settings';
import type { RemoteControlSettings } from './remote-control';
import type { DownloadFileNameFormat } from './download-file-name';
import type { AppSettings } from './settings.schema';
import { SETTINGS_SCHEMA_VERSION } from './constants';
import { DEFAULT_FONT_FAMILY } from './font-family';
import { LYRIC_FONT_SIZE, LYRIC_LETTER_SPACING, LYRIC_LINE_HEIGHT } from './lyric-constants';

const globalBinding = (combination: string): ShortcutBinding => ({
  combination,
  enabled: true,
  scope: 'global',
});

/**
 * The default shortcuts. Playback keys are global, so they work while another app has focus,
 * and use Ctrl/Cmd+Alt with P, the arrows and L, as the reference product does, which avoids the
 * browsers' and editors' own Ctrl/Cmd(+Shift) shortcuts. The two window toggles are app-scoped
 * and add Shift: Ctrl/Cmd+Alt+Shift+L for the lyric window, +M for mini mode.
 */
export const DEFAULT_SHORTCUTS: ShortcutsConfig = {
  togglePlay: globalBinding('CommandOrControl+Alt+P'),
  prevPlay: globalBinding('CommandOrControl+Alt+Left'),
  nextPlay: globalBinding('CommandOrControl+Alt+Right'),
  volumeUp: globalBinding('CommandOrControl+Alt+Up'),
  volumeDown: globalBinding('CommandOrControl+Alt+Down'),
  toggleFavorite: globalBinding('CommandOrControl+Alt+L'),
  toggleLyricWindow: { combination: 'CommandOrControl+Alt+Shift+L', enabled: true, scope: 'app' },
  toggleMiniMode: { combination: 'CommandOrControl+Alt+Shift+M', enabled: true, scope: 'app' },
};

/**
 * Everything shown, translation on, the full play bar rather than the mini one, the default
 * background, medium 22 px text at default spacing and line height 2; mobile: default layout,
 * record cover, 3 lines.
 */
export const DEFAULT_LYRIC_SETTINGS: LyricSettings = {
  pureModeEnabled: false,
  hideCover: false,
  centerLyrics: false,
  showTranslation: true,
  hideLyrics: false,
  hidePlayBar: false,
  hideMiniPlayBar: true,
  theme: 'default',
  fontSize: LYRIC_FONT_SIZE.marks.medium,
  letterSpacing: LYRIC_LETTER_SPACING.marks.default,
  lineHeight: LYRIC_LINE_HEIGHT.marks.default,
  mobileLayout: 'default',
  mobileCoverStyle: 'record',
  mobileShowLyricLines: 3,
};

/**
 * Off, on port 31888 (the reference product's), open to every IP (spec §9), on this computer
 * only, and no browser origin.
 */
export const DEFAULT_REMOTE_CONTROL: RemoteControlSettings = {
  enabled: false,
  port: 31888,
  allowedIps: [],
  lanAccess: false,
  allowedOrigins: [],
};

/** The default format: "Song - Artist". */
export const DEFAULT_DOWNLOAD_FILE_NAME_FORMAT: DownloadFileNameFormat = {
  order: ['name', 'artist'],
  separator: 'dash',
};

/** The defaults of spec §3 ("Settings defaults" and "Also present"). */
export const DEFAULT_SETTINGS: AppSettings = {
  schemaVersion: SETTINGS_SCHEMA_VERSION,
  isProxy: false,
  // The spec writes the host as a placeholder ({ip}); the reference product's set.json has the
  // loopback address (upstream contract §6.1).
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
  fontFamily: DEFAULT_FONT_FAMILY,
  fontScope: 'global',
  autoPlay: false,
  volumeNormalization: true,
  normalizationPreampDb: 0,
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
  downloadFileNameFormat: DEFAULT_DOWNLOAD_FILE_NAME_FORMAT,
  showStatusBar: false,
  remoteControl: DEFAULT_REMOTE_CONTROL,
  shortcuts: DEFAULT_SHORTCUTS,
  lyric: DEFAULT_LYRIC_SETTINGS,
};
