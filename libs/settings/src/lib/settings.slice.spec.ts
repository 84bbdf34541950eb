import { DEFAULT_SETTINGS } from './settings-defaults';
import {
  loadIssuesDismissed,
  selectLoadIssues,
  selectShortcuts,
  settingChanged,
  settingsLoaded,
  settingsSlice,
} from './settings.slice';

describe('settings slice', () => {
  const reduce = settingsSlice.reducer;

  it('holds the loaded settings and their issues until dismissed', () => {
    const issues = [{ field: 'musicApiPort' as const, message: 'too big' }];
    const loaded = reduce(undefined, settingsLoaded({ settings: DEFAULT_SETTINGS, issues }));
    expect(selectLoadIssues({ settings: loaded })).toEqual(issues);
    expect(selectLoadIssues({ settings: reduce(loaded, loadIssuesDismissed()) })).toEqual([]);
  });

  it('stores saved shortcuts as one setting', () => {
    const shortcuts = {
      ...DEFAULT_SETTINGS.shortcuts,
      togglePlay: { combination: 'Alt+Space', enabled: true, scope: 'app' as const },
    };
    const state = reduce(undefined, settingChanged({ key: 'shortcuts', value: shortcuts }));
    expect(selectShortcuts({ settings: state })).toEqual(shortcuts);
  });
});
