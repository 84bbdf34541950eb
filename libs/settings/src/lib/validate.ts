import { z } from 'zod/mini';
import { issueMessage } from '@cadenza/contract';
import { migrateSettings } from './migrate';
import { settingsFieldSchemas, type AppSettings, type SettingKey } from './settings.schema';
import { DEFAULT_SETTINGS } from './settings-defaults';

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

type PlainObject = Record<string, unknown>;

function isRecord(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep copy of plain JSON data, so no caller ever shares (or mutates) the defaults. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The first issue of `error`, raised while parsing `value`, with its path. */
function describe(error: z.core.$ZodError, value: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const message = issueMessage(issue, value);
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${message}` : message;
}

/**
 * Merges an object field member by member: valid members are kept, the others take their
 * default (recursively for nested objects, e.g. one shortcut binding).
 */
function mergeObject(
  schema: z.ZodMiniObject,
  stored: PlainObject,
  fallback: PlainObject,
): PlainObject {
  const merged: PlainObject = {};
  for (const [key, member] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
    const value = stored[key];
    const parsed = member.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
    else if (member instanceof z.ZodMiniObject && isRecord(value) && isRecord(fallback[key])) {
      merged[key] = mergeObject(member, value, fallback[key]);
    } else merged[key] = clone(fallback[key]);
  }
  return merged;
}

function parseField(key: SettingKey, stored: unknown): { value: unknown; issue?: SettingsIssue } {
  const schema: z.ZodMiniType = settingsFieldSchemas[key];
  const whole = schema.safeParse(stored);
  if (whole.success) return { value: whole.data };
  const issue: SettingsIssue = { field: key, message: describe(whole.error, stored) };
  const fallback: unknown = DEFAULT_SETTINGS[key];
  if (schema instanceof z.ZodMiniObject && isRecord(stored) && isRecord(fallback)) {
    const merged = schema.safeParse(mergeObject(schema, stored, fallback));
    if (merged.success) return { value: merged.data, issue };
  }
  return { value: clone(fallback), issue };
}

/**
 * Migrates a stored document to the current version, then merges it over the defaults, field
 * by field. Unknown fields are dropped, missing fields take their default silently, and invalid
 * fields take their default with an issue (object fields keep their valid members), so one
 * corrupt value never costs the user the rest of their settings.
 */
export function validateStoredSettings(stored: unknown): ValidatedSettings {
  if (stored === null || stored === undefined)
    return { settings: clone(DEFAULT_SETTINGS), issues: [] };
  if (!isRecord(stored)) {
    return {
      settings: clone(DEFAULT_SETTINGS),
      issues: [{ field: '*', message: 'stored settings are not an object' }],
    };
  }
  const { document } = migrateSettings(stored);
  const settings: PlainObject = clone(DEFAULT_SETTINGS);
  const issues: SettingsIssue[] = [];
  for (const key of SETTING_KEYS) {
    if (!(key in document)) continue;
    const { value, issue } = parseField(key, document[key]);
    settings[key] = value;
    if (issue) issues.push(issue);
  }
  return { settings: settings as AppSettings, issues };
}

/** Checks one candidate value before it is stored; returns the parsed value or the reason. */
export function validateSetting<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: AppSettings[K] } | { ok: false; message: string } {
  const parsed = (settingsFieldSchemas[key] as z.ZodMiniType).safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data as AppSettings[K] }
    : { ok: false, message: describe(parsed.error, value) };
}
