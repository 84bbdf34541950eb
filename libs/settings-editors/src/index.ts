export { CommittedSlider } from './lib/committed-slider';
export { DownloadSettings, FileNameFormatRows } from './lib/download-settings';
export { LyricSettingsPanel } from './lib/lyric-settings-panel';
export { SettingRow, SettingsSection } from './lib/settings-layout';
export { useDesktopOnly } from './lib/use-desktop-only';
export { useValidationText, ValidatedField } from './lib/validated-field';
