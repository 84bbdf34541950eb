import {
  DEFAULT_SETTINGS,
  settingsFieldSchemas,
  type AppSettings,
  type SettingKey,
} from './settings.schema';

/** Why a stored value was not used. */
export interface SettingsIssue {
  /** The field that fell back to its default, or `'*'` when the whole document was unusable. */
  field: SettingKey | '*';
  message: string;
}

/** The result of reading stored settings: always usable settings, plus what was repaired. */
export interface ValidatedSettings {
  settings: AppSettings;
  issues: SettingsIssue[];
}

const SETTING_KEYS = Object.keys(settingsFieldSchemas) as SettingKey[];

/**
 * Merges a stored document over the defaults, field by field. Unknown fields are dropped,
 * missing fields take their default silently, and invalid fields take their default with an
 * issue, so one corrupt value never costs the user the rest of their settings.
 */
export function validateStoredSettings(stored: unknown): ValidatedSettings {
  if (stored === null || stored === undefined)
    return { settings: { ...DEFAULT_SETTINGS }, issues: [] };
  if (typeof stored !== 'object' || Array.isArray(stored)) {
    return {
      settings: { ...DEFAULT_SETTINGS },
      issues: [{ field: '*', message: 'stored settings are not an object' }],
    };
  }
  const record = stored as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const issues: SettingsIssue[] = [];
  for (const key of SETTING_KEYS) {
    if (!(key in record)) continue;
    const parsed = settingsFieldSchemas[key].safeParse(record[key]);
    if (parsed.success) {
      settings[key] = parsed.data;
    } else {
      issues.push({ field: key, message: parsed.error.issues[0]?.message ?? 'invalid value' });
    }
  }
  return { settings: settings as AppSettings, issues };
}

/** Checks one candidate value before it is stored; returns the parsed value or the reason. */
export function validateSetting<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: AppSettings[K] } | { ok: false; message: string } {
  const parsed = settingsFieldSchemas[key].safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data as AppSettings[K] }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'invalid value' };
}
