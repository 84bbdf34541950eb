import { useT } from '@cadenza/i18n/react';
import { selectSettings } from '@cadenza/settings';
import { useSettingsDispatch } from '@cadenza/settings/react';
import { Button, Dialog, Switch } from '@cadenza/ui';
import { useState } from 'react';
import type { CloseChoice, CloseChoicePort } from '@cadenza/platform';
import { usePlatform, useAppStore } from '@cadenza/app-core';
import './close-choice.css';

/** Props of {@link CloseChoiceDialog}. */
export interface CloseChoiceDialogProps {
  port: CloseChoicePort;
  /** The open question's id; `null` when none is open. */
  requestId: number | null;
  /** The question was answered (or dismissed). */
  onAnswered: () => void;
}

/**
 * The close-choice dialog (spec §2): when the main window closes with the close action "ask
 * every time", minimise to tray or exit, and "remember my choice", which saves `closeAction`.
 * Dismissing it (×, Escape) keeps the window open. The remembered choice is written before the
 * answer goes to the shell: exiting ends the app right after.
 */
export function CloseChoiceDialog({ port, requestId, onAnswered }: CloseChoiceDialogProps) {
  const { t } = useT();
  const { settingsStorage } = usePlatform();
  const store = useAppStore();
  const setSetting = useSettingsDispatch();
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  const answer = async (choice: CloseChoice | null) => {
    if (requestId === null || busy) return;
    setBusy(true);
    if (choice !== null && remember) {
      setSetting('closeAction', choice);
      await settingsStorage
        .write(selectSettings(store.getState()))
        .catch((error: unknown) =>
          console.error('Cadenza: could not save the close action', error),
        );
    }
    port.answer(requestId, choice);
    setBusy(false);
    setRemember(false);
    onAnswered();
  };

  return (
    <Dialog
      open={requestId !== null}
      onOpenChange={(open) => {
        if (!open) void answer(null);
      }}
      title={t('closeDialog.title')}
      description={t('closeDialog.content')}
      closeLabel={t('common.cancel')}
      width="sm"
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => void answer('minimize')}>
            {t('closeDialog.minimize')}
          </Button>
          <Button disabled={busy} onClick={() => void answer('close')}>
            {t('closeDialog.exit')}
          </Button>
        </>
      }
    >
      <div className="cz-close-choice">
        <Switch
          label={t('closeDialog.remember')}
          checked={remember}
          onCheckedChange={setRemember}
        />
      </div>
    </Dialog>
  );
}
