import { useT } from '@cadenza/i18n/react';
import { loadIssuesDismissed, selectLoadIssues } from '@cadenza/settings';
import { Banner, Button } from '@cadenza/ui';
import { useDispatch, useSelector } from 'react-redux';
import type { AppState } from '../store/create-app-store';

/** Tells the listener which stored settings were corrupt and reset (nothing fails silently). */
export function SettingsLoadNotice() {
  const { t } = useT();
  const issues = useSelector((state: AppState) => selectLoadIssues(state));
  const dispatch = useDispatch();
  if (issues.length === 0) return null;
  return (
    <Banner tone="info" id="settings-load-notice">
      {issues.some((issue) => issue.field === '*')
        ? t('settings.resetAll')
        : t('settings.loadIssues', { fields: issues.map((issue) => issue.field).join(', ') })}{' '}
      <Button variant="ghost" onClick={() => dispatch(loadIssuesDismissed())}>
        ×
      </Button>
    </Banner>
  );
}
