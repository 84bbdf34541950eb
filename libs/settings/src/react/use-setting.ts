import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppSettings, SettingKey } from '../lib/settings.schema';
import { selectSettings, settingChanged, type SettingsState } from '../lib/settings.slice';

// Any store with the settings slice: the app's own typed hooks live in libs/app-core.
const useSettingsSelector = useSelector.withTypes<{ settings: SettingsState }>();

/** Reads one setting and re-renders only when that field changes. */
export function useSetting<K extends SettingKey>(key: K): AppSettings[K] {
  return useSettingsSelector((state) => selectSettings(state)[key]);
}

/** A setter for one setting; the persistence middleware saves it. */
export function useSettingsDispatch() {
  const dispatch = useDispatch();
  return useCallback(
    <K extends SettingKey>(key: K, value: AppSettings[K]) =>
      dispatch(settingChanged({ key, value } as Parameters<typeof settingChanged>[0])),
    [dispatch],
  );
}
