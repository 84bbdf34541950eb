import { useT } from '@cadenza/i18n/react';
import {
  findShortcutConflicts,
  resetShortcutsToDefaults,
  saveShortcuts,
  setShortcutCombination,
  setShortcutEnabled,
  setShortcutScope,
  SHORTCUT_ACTIONS,
  SHORTCUT_SCOPES,
  startEditingShortcuts,
  type ShortcutAction,
  type ShortcutDraft,
  type ValidationMessage,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, Select, Switch } from '@cadenza/ui';
import { useCallback, useEffect, useState } from 'react';
import { toastShown, usePlatform, useAppDispatch } from '@cadenza/app-core';
import { useShortcutRegistration } from '../shortcuts/use-shortcut-registration';
import { SettingsSection, useDesktopOnly, useValidationText } from '@cadenza/settings-editors';
import { ShortcutRegistrationNote } from './shortcut-registration-note';
import { useShortcutRecorder } from './use-shortcut-recorder';

/** The toast after saving shortcuts stays this long (spec §9: 1.5 s). */
export const SHORTCUTS_SAVED_TOAST_MS = 1500;

const IS_MAC = /Mac|iPhone|iPad/.test(globalThis.navigator?.userAgent ?? '');

/** A combination as people read it: `CommandOrControl+Alt+Left` → `Ctrl+Alt+Left` (`⌘+Alt+Left` on Mac). */
export function displayCombination(combination: string, mac = IS_MAC): string {
  return combination
    .split('+')
    .map((part) => (part === 'CommandOrControl' ? (mac ? '⌘' : 'Ctrl') : part))
    .join('+');
}

const same = (a: ShortcutDraft, b: ShortcutDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Turns every action on or off at once (the editor's "Enable shortcuts" switch). */
const setAllEnabled = (draft: ShortcutDraft, enabled: boolean): ShortcutDraft =>
  SHORTCUT_ACTIONS.reduce((next, action) => setShortcutEnabled(next, action, enabled), draft);

/**
 * The shortcut editor (spec §3 "Shortcut settings", §4 "Shortcuts"): every action with its
 * combination, on/off switch and scope. Edits stay in a draft until saved; cancel drops it;
 * "restore defaults" fills the draft with the defaults; "Enable shortcuts" turns them all off or
 * on together. Saving refuses conflicts with the spec §5 message and confirms with a 1.5 s toast.
 * The rules are `@cadenza/settings`' own. On desktop, a combination the shell could not register
 * system-wide is said under its action, and the global shortcuts pause while one is recorded (a
 * registered combination would otherwise never reach the page).
 */
export function ShortcutEditor() {
  const { t } = useT();
  const saved = useSetting('shortcuts');
  const setSetting = useSettingsDispatch();
  const dispatch = useAppDispatch();
  const messageText = useValidationText();
  // Global shortcuts are registered by the desktop shell; on the web both scopes act in-page.
  const desktopOnly = useDesktopOnly();
  const { globalShortcuts } = usePlatform();
  const registration = useShortcutRegistration();
  const [draft, setDraft] = useState<ShortcutDraft | null>(null);
  const [recording, setRecording] = useState<ShortcutAction | null>(null);
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);
  const current = draft ?? saved;
  const dirty = draft !== null && !same(draft, saved);
  const conflicts = findShortcutConflicts(current);
  const actionName = (action: ShortcutAction) => t(`shortcuts.actions.${action}`);

  const edit = (change: (base: ShortcutDraft) => ShortcutDraft) => {
    setDraft((previous) => change(previous ?? startEditingShortcuts(saved)));
    setMessage(undefined);
  };
  const onRecord = useCallback(
    (combination: string) => {
      if (recording === null) return;
      setDraft((previous) =>
        setShortcutCombination(previous ?? startEditingShortcuts(saved), recording, combination),
      );
      setMessage(undefined);
      setRecording(null);
    },
    [recording, saved],
  );
  const onCancel = useCallback(() => setRecording(null), []);
  useShortcutRecorder(recording !== null, { onRecord, onCancel });
  const recordingAny = recording !== null;
  useEffect(() => {
    if (!recordingAny || !globalShortcuts) return;
    globalShortcuts.suspend(true);
    return () => globalShortcuts.suspend(false);
  }, [recordingAny, globalShortcuts]);
  const anyEnabled = SHORTCUT_ACTIONS.some((action) => current[action].enabled);

  const save = () => {
    const result = saveShortcuts(current);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setSetting('shortcuts', result.shortcuts);
    setDraft(null);
    dispatch(
      toastShown({
        tone: 'success',
        titleKey: 'shortcuts.saved',
        durationMs: SHORTCUTS_SAVED_TOAST_MS,
      }),
    );
  };
  const cancel = () => {
    setDraft(null);
    setRecording(null);
    setMessage(undefined);
  };

  return (
    <SettingsSection title={t('shortcuts.title')} description={t('settings.shortcuts.desc')}>
      {desktopOnly.reason && (
        <p className="cz-setting__reason">{t('shortcuts.globalDesktopOnly')}</p>
      )}
      <Switch
        label={t('shortcuts.enabled')}
        description={t('globalShortcuts.allOffHint')}
        checked={anyEnabled}
        onCheckedChange={(on) => edit((base) => setAllEnabled(base, on))}
      />
      {!anyEnabled && <p className="cz-settings__note">{t('shortcuts.disabledHint')}</p>}
      <ul className="cz-shortcuts">
        {SHORTCUT_ACTIONS.map((action) => {
          const binding = current[action];
          const conflict = conflicts.find((candidate) => candidate.actions.includes(action));
          const others = conflict?.actions.filter((other) => other !== action).map(actionName);
          return (
            <li key={action} className="cz-shortcuts__row">
              <Switch
                className="cz-shortcuts__name"
                label={actionName(action)}
                checked={binding.enabled}
                onCheckedChange={(on) => edit((base) => setShortcutEnabled(base, action, on))}
              />
              <Button
                variant="ghost"
                className="cz-shortcuts__keys"
                aria-label={t('shortcuts.record', { action: actionName(action) })}
                aria-pressed={recording === action}
                onClick={() => setRecording(recording === action ? null : action)}
              >
                {recording === action
                  ? t('shortcuts.pressKeys')
                  : displayCombination(binding.combination)}
              </Button>
              <Select
                className="cz-shortcuts__scope"
                label={t('shortcuts.scopeOf', { action: actionName(action) })}
                hideLabel
                value={binding.scope}
                disabled={desktopOnly.disabled}
                options={SHORTCUT_SCOPES.map((value) => ({
                  value,
                  label: t(`shortcuts.scopes.${value}`),
                }))}
                onValueChange={(value) => {
                  const scope = SHORTCUT_SCOPES.find((candidate) => candidate === value);
                  if (scope) edit((base) => setShortcutScope(base, action, scope));
                }}
              />
              {others && (
                <p className="cz-shortcuts__conflict">
                  {t('shortcuts.conflictWith', { action: others.join(', ') })}
                </p>
              )}
              <ShortcutRegistrationNote
                action={action}
                registration={registration}
                display={displayCombination}
              />
            </li>
          );
        })}
      </ul>
      {recording !== null && <p className="cz-settings__note">{t('shortcuts.escToCancel')}</p>}
      {recording !== null && registration?.suspended && (
        <p className="cz-settings__note">{t('globalShortcuts.paused')}</p>
      )}
      {message && (
        <p className="cz-settings__error" role="alert">
          {messageText(message)}
        </p>
      )}
      {dirty && <p className="cz-settings__note">{t('shortcuts.unsavedHint')}</p>}
      <div className="cz-settings__actions">
        <Button disabled={!dirty} onClick={save}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" disabled={!dirty} onClick={cancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => edit(() => resetShortcutsToDefaults())}>
          {t('common.resetDefaults')}
        </Button>
      </div>
    </SettingsSection>
  );
}
