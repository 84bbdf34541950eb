export {
  DEFAULT_SETTINGS,
  LANGUAGES,
  MUSIC_QUALITIES,
  MUSIC_SOURCES,
  settingsSchema,
  type AppSettings,
  type SettingKey,
} from './lib/settings.schema';
export {
  validateSetting,
  validateStoredSettings,
  type SettingsIssue,
  type ValidatedSettings,
} from './lib/validate';
export { loadSettings } from './lib/load-settings';
export {
  SETTINGS_STORAGE_KEY,
  type SettingsStoragePort,
} from './lib/storage/settings-storage.port';
export {
  CorruptSettingsError,
  createWebStorageSettingsAdapter,
  type KeyValueStorage,
} from './lib/storage/web-storage.adapter';
export { createMemorySettingsAdapter } from './lib/storage/memory-storage.adapter';
export {
  loadIssuesDismissed,
  selectLanguage,
  selectLoadIssues,
  selectSettings,
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
