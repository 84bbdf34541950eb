import './dialog.css';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useReturnFocus } from './return-focus';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` when the dialog closes, whichever way (confirm, cancel, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The question, also the dialog's accessible name. */
  title: ReactNode;
  /** What confirming will do, also the dialog's accessible description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called once when the user confirms; never on cancel or Escape. */
  onConfirm: () => void;
  /** `danger` for destructive actions (delete a playlist), `primary` otherwise. */
  tone?: 'danger' | 'primary';
}

/**
 * Asks the user to confirm an action. It cannot be dismissed by clicking outside, and focus starts
 * on Cancel so that a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
}: ConfirmDialogProps) {
  const { onCloseAutoFocus, onOpenAutoFocus } = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="cz-dialog-overlay" />
        <AlertDialog.Content
          className="cz-dialog cz-dialog--sm"
          onCloseAutoFocus={onCloseAutoFocus}
          // Radix puts focus on Cancel itself; only note the opener, do not prevent that.
          onOpenAutoFocus={onOpenAutoFocus}
        >
          <AlertDialog.Title className="cz-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="cz-dialog__description">
            {message}
          </AlertDialog.Description>
          <div className="cz-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
