export {
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
  type MusicSource,
  type ProxyProtocol,
} from './lib/constants';
export {
  settingsFieldSchemas,
  settingsSchema,
  type AppSettings,
  type SettingKey,
} from './lib/settings.schema';
export {
  DEFAULT_DOWNLOAD_FILE_NAME_FORMAT,
  DEFAULT_LYRIC_SETTINGS,
  DEFAULT_REMOTE_CONTROL,
  DEFAULT_SETTINGS,
  DEFAULT_SHORTCUTS,
} from './lib/settings-defaults';
export {
  SETTINGS_SEAL_KEY,
  sealSettings,
  unsealSettings,
  type SealedSettings,
} from './lib/settings-seal';
export {
  migrateSettings,
  migrateShortcuts,
  SETTINGS_MIGRATIONS,
  storedSchemaVersion,
  type MigrationResult,
  type SettingsMigration,
  type StoredDocument,
} from './lib/migrate';
export {
  validateSetting,
  validateStoredSettings,
  type SettingsIssue,
  type ValidatedSettings,
} from './lib/validate';
export {
  VALIDATION_MESSAGE_KEYS,
  type FieldValidation,
  type ValidationMessage,
  type ValidationMessageKey,
} from './lib/validation/validation-message';
export {
  validateDownloadPath,
  validateLoggedIn,
  validateMusicSources,
  validateNumberRange,
  validatePlaylistName,
  validatePort,
  validateProxy,
  validateRealIp,
  validateRequired,
  validateSelection,
  validateUserId,
  type ProxyField,
  type ProxyInput,
  type ProxyValidation,
} from './lib/validation/validate-fields';
export {
  validateImportLinks,
  validateImportMetadata,
  validateImportText,
  type ImportMetadataEntry,
} from './lib/validation/validate-import';
export { isIpAddress, normalizeIp, parseIPv4, parseIPv6 } from './lib/validation/ip-address';
export {
  formatCombination,
  normalizeCombination,
  normalizeKey,
  parseCombination,
  type ParsedCombination,
} from './lib/shortcuts/combination';
export {
  findShortcutConflicts,
  SHORTCUT_ACTIONS,
  SHORTCUT_SCOPES,
  shortcutBindingSchema,
  shortcutsSchema,
  type ShortcutAction,
  type ShortcutBinding,
  type ShortcutConflict,
  type ShortcutScope,
  type ShortcutsConfig,
} from './lib/shortcuts/shortcut.model';
export {
  cancelShortcutEditing,
  resetShortcutsToDefaults,
  saveShortcuts,
  setShortcutCombination,
  setShortcutEnabled,
  setShortcutScope,
  startEditingShortcuts,
  type SaveShortcutsResult,
  type ShortcutDraft,
} from './lib/shortcuts/shortcut-editing';
export {
  combinationFromEvent,
  createShortcutRepeatFilter,
  filterShortcutRepeat,
  findShortcutAction,
  isEditableTarget,
  matchShortcut,
  SHORTCUT_REPEAT_WINDOW_MS,
  type ShortcutEventTarget,
  type ShortcutKeyEvent,
  type ShortcutRepeatState,
} from './lib/shortcuts/shortcut-match';
export { DOWNLOAD_LIMIT } from './lib/download-limit';
export {
  downloadFileNameFormatSchema,
  FILE_NAME_PARTS,
  FILE_NAME_SEPARATORS,
  formatDownloadFileName,
  sanitizeFileName,
  type DownloadFileNameFormat,
  type DownloadFileNameSong,
  type FileNamePart,
  type FileNameSeparator,
} from './lib/download-file-name';
export {
  isIpAllowed,
  remoteControlSchema,
  validateOrigin,
  type RemoteControlSettings,
} from './lib/remote-control';
export {
  LYRIC_COVER_STYLES,
  LYRIC_FONT_SIZE,
  LYRIC_LETTER_SPACING,
  LYRIC_LINE_HEIGHT,
  LYRIC_MOBILE_LAYOUTS,
  LYRIC_THEMES,
} from './lib/lyric-constants';
export { lyricSettingsSchema, type LyricSettings } from './lib/lyric-settings';
export {
  applyTheme,
  DARK_CLASS,
  readTheme,
  THEMES,
  toggleTheme,
  writeTheme,
  type Theme,
  type ThemeRoot,
} from './lib/theme';
export { DEFAULT_FONT_FAMILY, joinFontFamilies, splitFontFamilies } from './lib/font-family';
export {
  MUSIC_DB,
  SONG_SOURCE_KEY_PREFIX,
  songSourceKey,
  STORAGE_KEYS,
  type StorageKey,
  type StorageKeyName,
} from './lib/storage/storage-keys';
export {
  CACHE_CONTENTS,
  CLEARABLE_CACHES,
  clearCaches,
  type CacheContents,
  type ClearableCache,
  type ClearableStorage,
} from './lib/storage/clear-caches';
export { loadSettings } from './lib/load-settings';
export {
  SETTINGS_STORAGE_KEY,
  type SettingsStoragePort,
} from './lib/storage/settings-storage.port';
export {
  CorruptSettingsError,
  createWebStorageSettingsAdapter,
} from './lib/storage/web-storage.adapter';
export { createMemorySettingsAdapter } from './lib/storage/memory-storage.adapter';
export {
  loadIssuesDismissed,
  selectLanguage,
  selectLoadIssues,
  selectSettings,
  selectShortcuts,
  settingChanged,
  settingsLoaded,
  settingsSlice,
  type SettingChange,
  type SettingsState,
} from './lib/settings.slice';
export {
  createSettingsPersistence,
  type SettingsPersistenceOptions,
} from './lib/settings-persistence';
