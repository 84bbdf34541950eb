import { z } from 'zod/mini';
import { loadSettings } from './load-settings';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { settingsSchema } from './settings.schema';
import {
  SETTINGS_SCHEMA_ID,
  SETTINGS_SEAL_KEY,
  fingerprint,
  sealSettings,
  unsealSettings,
} from './settings-seal';
import { createMemorySettingsAdapter } from './storage/memory-storage.adapter';

const changed = { ...DEFAULT_SETTINGS, language: 'en-US' as const, animationSpeed: 1.5 };

describe('the settings seal', () => {
  it('names the schema this build validates with (update SETTINGS_SCHEMA_ID when it changes)', () => {
    const schema = JSON.stringify(z.toJSONSchema(settingsSchema, { unrepresentable: 'any' }));
    expect(SETTINGS_SCHEMA_ID).toBe(fingerprint(schema));
  });

  it('gives back the settings of a document it sealed', () => {
    expect(unsealSettings(sealSettings(changed))).toEqual(changed);
    // As the storage gives it back: parsed from its JSON.
    expect(unsealSettings(JSON.parse(JSON.stringify(sealSettings(changed))))).toEqual(changed);
  });

  it("refuses a document changed after it was sealed, another schema's, or none", () => {
    const sealed = sealSettings(changed);
    expect(unsealSettings({ ...sealed, animationSpeed: 99 })).toBeNull();
    expect(unsealSettings({ ...sealed, extra: true })).toBeNull();
    const seal = sealed[SETTINGS_SEAL_KEY];
    expect(unsealSettings({ ...sealed, [SETTINGS_SEAL_KEY]: `0${seal.slice(1)}` })).toBeNull();
    expect(unsealSettings({ ...changed })).toBeNull();
    for (const value of [null, undefined, 'text', 3, [sealed]]) {
      expect(unsealSettings(value)).toBeNull();
    }
  });
});

describe('loadSettings', () => {
  it('uses a sealed document as it is', async () => {
    const loaded = await loadSettings(createMemorySettingsAdapter(sealSettings(changed)));
    expect(loaded).toEqual({ settings: changed, issues: [] });
  });

  it('validates a sealed document edited since, and reports what it repaired', async () => {
    const edited = { ...sealSettings(changed), animationSpeed: 'fast' };
    const loaded = await loadSettings(createMemorySettingsAdapter(edited));
    expect(loaded.settings.language).toBe('en-US');
    expect(loaded.settings.animationSpeed).toBe(DEFAULT_SETTINGS.animationSpeed);
    expect(loaded.issues.map((issue) => issue.field)).toEqual(['animationSpeed']);
    expect(loaded.settings).not.toHaveProperty(SETTINGS_SEAL_KEY);
  });
});
