import { useT } from '@cadenza/i18n/react';
import type { ShortcutAction } from '@cadenza/settings';
import type { ShortcutRegistration } from '@cadenza/platform';
import { isMediaKey } from './shortcut-media-keys';

/** Props of {@link ShortcutRegistrationNote}. */
export interface ShortcutRegistrationNoteProps {
  action: ShortcutAction;
  registration: ShortcutRegistration | null;
  /** How a combination reads on this system (`displayCombination`). */
  display: (combination: string) => string;
}

/**
 * Under an action of the shortcut editor: why the desktop shell could not register its
 * combination (or its media key) system-wide, if it could not. Nothing otherwise.
 */
export function ShortcutRegistrationNote({
  action,
  registration,
  display,
}: ShortcutRegistrationNoteProps) {
  const { t } = useT();
  const failures = registration?.failures.filter((failure) => failure.action === action) ?? [];
  if (failures.length === 0) return null;
  return (
    <>
      {failures.map(({ accelerator, reason }) => {
        const keys = isMediaKey(accelerator)
          ? t(`globalShortcuts.mediaKeys.${accelerator}`)
          : display(accelerator);
        return (
          <p key={accelerator} className="cz-shortcuts__conflict">
            {reason === 'taken'
              ? t('globalShortcuts.registerFailed', { keys })
              : t('globalShortcuts.invalidKey', { keys })}
          </p>
        );
      })}
    </>
  );
}
