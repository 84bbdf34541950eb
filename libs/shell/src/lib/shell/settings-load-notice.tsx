import { useT } from '@cadenza/i18n/react';
import { loadIssuesDismissed, selectLoadIssues } from '@cadenza/settings';
import { Banner, Button } from '@cadenza/ui';
import { useAppDispatch, useAppSelector } from '@cadenza/app-core';

/** Tells the listener which stored settings were corrupt and reset (nothing fails silently). */
export function SettingsLoadNotice() {
  const { t } = useT();
  const issues = useAppSelector(selectLoadIssues);
  const dispatch = useAppDispatch();
  if (issues.length === 0) return null;
  return (
    <Banner tone="info" id="settings-load-notice">
      {issues.some((issue) => issue.field === '*')
        ? t('shell.settingsLoad.resetAll')
        : t('shell.settingsLoad.issues', {
            fields: issues.map((issue) => issue.field).join(', '),
          })}{' '}
      <Button variant="ghost" onClick={() => dispatch(loadIssuesDismissed())}>
        ×
      </Button>
    </Banner>
  );
}
