import { DEFAULT_SETTINGS } from './settings-defaults';
import type { AppSettings } from './settings.schema';

/** The member of a stored document that carries its seal. */
export const SETTINGS_SEAL_KEY = '$seal';

/**
 * The identity of the settings schema this build validates with: a hash of its JSON Schema,
 * which `settings-seal.spec.ts` recomputes and compares, so a change to the schema fails that
 * spec until this is updated — and every document sealed by an older schema is validated again.
 */
export const SETTINGS_SCHEMA_ID = 'de7f6275';

/** FNV-1a, 32 bits, as 8 hex digits: a fingerprint of a document, not a protection of it. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Settings as stored by this build: with their seal. */
export type SealedSettings = AppSettings & { [SETTINGS_SEAL_KEY]: string };

function sealOf(settings: object): string {
  return `${SETTINGS_SCHEMA_ID}:${fingerprint(JSON.stringify(settings))}`;
}

/**
 * The document to store for settings this build has validated: the settings with their seal
 * (the schema's identity and the document's fingerprint).
 */
export function sealSettings(settings: AppSettings): SealedSettings {
  return { ...settings, [SETTINGS_SEAL_KEY]: sealOf(settings) };
}

/**
 * The settings of a stored document exactly as this build sealed them, or null when it must be
 * validated: no seal, another schema's, or a document changed since (edited by hand, written
 * by another build, damaged). Only documents this build validated and wrote skip validation,
 * so a start-up need not load the validator for them.
 */
export function unsealSettings(stored: unknown): AppSettings | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { [SETTINGS_SEAL_KEY]: seal, ...settings } = stored as Record<string, unknown>;
  if (typeof seal !== 'string' || seal !== sealOf(settings)) return null;
  // Every key of the schema, in the schema's order: the seal covers the document as written.
  return { ...DEFAULT_SETTINGS, ...settings } as AppSettings;
}
