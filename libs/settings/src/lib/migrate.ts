import { MUSIC_SOURCES } from './constants';
import { normalizeCombination } from './shortcuts/combination';
import { SHORTCUT_ACTIONS, type ShortcutAction } from './shortcuts/shortcut.model';
import { DEFAULT_SHORTCUTS } from './settings-defaults';

/** A raw settings document, as read from storage. */
export type StoredDocument = Record<string, unknown>;

/** One step from a document version to the next. */
export interface SettingsMigration {
  from: number;
  to: number;
  description: string;
  /** Rewrites a document of version `from` into version `to`; never throws, never mutates. */
  up(document: StoredDocument): StoredDocument;
}

/** The outcome of {@link migrateSettings}. */
export interface MigrationResult {
  document: StoredDocument;
  /** The version the stored document had (0 when it had none). */
  fromVersion: number;
  /** The descriptions of the steps applied, oldest first. */
  applied: string[];
}

function isRecord(value: unknown): value is StoredDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A port written as digits (forms and older builds stored strings) becomes a number. */
function portNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
}

function withNestedPort(value: unknown): unknown {
  return isRecord(value) && 'port' in value ? { ...value, port: portNumber(value['port']) } : value;
}

/**
 * The reference product's shortcut map, in either of its shapes, as this build's map:
 * `{togglePlay: 'CommandOrControl+Alt+P'}` (strings: enabled, global, as it registered them) or
 * `{togglePlay: {key, enabled, scope}}` (`key` is now `combination`). Combinations get their
 * canonical spelling; actions this build lacks (e.g. `toggleWindow`) are dropped, missing ones
 * take their default. `undefined` when the input is not a map at all.
 */
export function migrateShortcuts(raw: unknown): Record<ShortcutAction, unknown> | undefined {
  if (!isRecord(raw)) return undefined;
  const migrateOne = (action: ShortcutAction): unknown => {
    const value = raw[action];
    const fallback = DEFAULT_SHORTCUTS[action];
    if (value === undefined) return fallback;
    if (typeof value === 'string') {
      return { combination: normalizeCombination(value) ?? value, enabled: true, scope: 'global' };
    }
    if (!isRecord(value)) return value;
    const combination = value['combination'] ?? value['key'];
    return {
      combination:
        typeof combination === 'string'
          ? (normalizeCombination(combination) ?? combination)
          : combination,
      enabled: value['enabled'] ?? true,
      scope: value['scope'] ?? fallback.scope,
    };
  };
  return Object.fromEntries(
    SHORTCUT_ACTIONS.map((action) => [action, migrateOne(action)]),
  ) as Record<ShortcutAction, unknown>;
}

/**
 * Version 0 → 1: documents without a version, i.e. the reference product's `set` document
 * (electron-store key `set`, web key `appSettings`) and Cadenza's own first documents. Ports
 * written as digits become numbers; unknown music sources are dropped (when none is left the
 * list stays as it was, and validation reports it); the shortcut map takes the current shape
 * ({@link migrateShortcuts}).
 */
const fromUnversioned: SettingsMigration = {
  from: 0,
  to: 1,
  description: 'unversioned (reference set.json shape) → 1',
  up(document) {
    const next: StoredDocument = { ...document };
    if ('musicApiPort' in next) next['musicApiPort'] = portNumber(next['musicApiPort']);
    if ('proxyConfig' in next) next['proxyConfig'] = withNestedPort(next['proxyConfig']);
    if ('remoteControl' in next) next['remoteControl'] = withNestedPort(next['remoteControl']);
    const sources = next['enabledMusicSources'];
    if (Array.isArray(sources)) {
      const known = MUSIC_SOURCES.filter((source) => sources.includes(source));
      if (known.length > 0) next['enabledMusicSources'] = known;
    }
    if ('shortcuts' in next) {
      const shortcuts = migrateShortcuts(next['shortcuts']);
      if (shortcuts) next['shortcuts'] = shortcuts;
    }
    return next;
  },
};

/**
 * Version 1 → 2: remote control gained LAN access and allowed browser origins. A stored
 * remote-control object takes both at their defaults (loopback only, no origin), so the user's
 * on/off, port and IP list are kept and nothing reads as a repaired field.
 */
const remoteControlAccess: SettingsMigration = {
  from: 1,
  to: 2,
  description: 'remote control: LAN access and allowed origins → 2',
  up(document) {
    const remote = document['remoteControl'];
    if (!isRecord(remote)) return { ...document };
    return {
      ...document,
      remoteControl: { lanAccess: false, allowedOrigins: [], ...remote },
    };
  },
};

/** Every migration, oldest first; each `to` is the next one's `from`. */
export const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = [
  fromUnversioned,
  remoteControlAccess,
];

/** The version a stored document claims: a whole number ≥ 0, or 0 when missing or malformed. */
export function storedSchemaVersion(document: StoredDocument): number {
  const version = document['schemaVersion'];
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/**
 * Brings a stored document up to the current `SETTINGS_SCHEMA_VERSION`, one step at a time. A
 * document from a newer build is left as it is (its known fields are still read one by one).
 * The result still needs field validation: migration only renames and reshapes.
 */
export function migrateSettings(
  stored: StoredDocument,
  migrations: readonly SettingsMigration[] = SETTINGS_MIGRATIONS,
): MigrationResult {
  const fromVersion = storedSchemaVersion(stored);
  let version = fromVersion;
  let document: StoredDocument = { ...stored };
  const applied: string[] = [];
  for (const migration of migrations) {
    if (migration.from !== version) continue;
    document = migration.up(document);
    version = migration.to;
    applied.push(migration.description);
  }
  return {
    document: { ...document, schemaVersion: version },
    fromVersion,
    applied,
  };
}
