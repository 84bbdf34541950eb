import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS } from './settings-defaults';
import type { AppSettings, SettingKey } from './settings.schema';
import type { SettingsIssue } from './validate';

/** The settings slice: the validated document plus what loading had to repair. */
export interface SettingsState {
  values: AppSettings;
  loadIssues: SettingsIssue[];
}

/** A change of one field, typed so the value always matches the key. */
export type SettingChange = { [K in SettingKey]: { key: K; value: AppSettings[K] } }[SettingKey];

const initialState: SettingsState = { values: DEFAULT_SETTINGS, loadIssues: [] };

/** Redux slice holding the user's settings (architecture decision 1: RTK holds settings). */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsLoaded(
      state,
      action: PayloadAction<{ settings: AppSettings; issues: SettingsIssue[] }>,
    ) {
      state.values = action.payload.settings;
      state.loadIssues = action.payload.issues;
    },
    settingChanged(state, action: PayloadAction<SettingChange>) {
      const { key, value } = action.payload;
      (state.values as Record<SettingKey, unknown>)[key] = value;
    },
    loadIssuesDismissed(state) {
      state.loadIssues = [];
    },
  },
  selectors: {
    selectSettings: (state) => state.values,
    selectLanguage: (state) => state.values.language,
    selectShortcuts: (state) => state.values.shortcuts,
    selectLoadIssues: (state) => state.loadIssues,
  },
});

/**
 * `settingsLoaded`: the validated document from start-up; `settingChanged`: the one way to
 * change a setting (it is saved by the persistence middleware; shortcuts go through
 * `saveShortcuts` first); `loadIssuesDismissed`: the listener has read the repair notice.
 */
export const { settingsLoaded, settingChanged, loadIssuesDismissed } = settingsSlice.actions;
/** The whole settings document, the language, the shortcuts, and what loading repaired. */
export const { selectSettings, selectLanguage, selectShortcuts, selectLoadIssues } =
  settingsSlice.selectors;
