import './dialog.css';
import { RiCloseLine } from '@remixicon/react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { useReturnFocus } from './return-focus';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Called with `false` when the user dismisses the dialog (×, Escape, a click on the overlay). */
  onOpenChange: (open: boolean) => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** Actions at the bottom, right-aligned (e.g. `Button`s). */
  footer?: ReactNode;
  /** Maximum width; the dialog never gets wider than the viewport. */
  width?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * False while the dialog must stay open (an update downloading): no × button, and Escape or a
   * click outside does not close it but calls {@link DialogProps.onDismissBlocked}. Default true.
   */
  dismissible?: boolean;
  /** Called when the user tries to close a dialog that is not dismissible (to say why not). */
  onDismissBlocked?: () => void;
  /**
   * What takes focus on open when it is not the first field: the action a dialog the app opens
   * by itself offers (an update found), or the safe answer to a question whose yes ends the app.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog over a dimmed page. Focus moves into it on open, stays inside while it is open,
 * and goes back to the element that had it on close; the rest of the page is hidden from screen
 * readers meanwhile.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  footer,
  width = 'md',
  dismissible = true,
  onDismissBlocked,
  initialFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const focusOnOpen = (event: Event) => {
    returnFocus.onOpenAutoFocus(event);
    const target = initialFocus?.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const blockDismiss = (event: Event) => {
    if (dismissible) return;
    event.preventDefault();
    onDismissBlocked?.();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="cz-dialog-overlay" />
        <RadixDialog.Content
          className={`cz-dialog ${dismissible ? 'cz-dialog--closable' : ''} cz-dialog--${width}`}
          onEscapeKeyDown={blockDismiss}
          onInteractOutside={blockDismiss}
          onOpenAutoFocus={focusOnOpen}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <RadixDialog.Title className="cz-dialog__title">{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className="cz-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          <div className="cz-dialog__body">{children}</div>
          {footer !== undefined && <div className="cz-dialog__footer">{footer}</div>}
          {/* Last in the DOM so that opening focuses the first field, not the × button. */}
          {dismissible && (
            <RadixDialog.Close asChild>
              <IconButton
                className="cz-dialog__close"
                label={closeLabel}
                icon={<RiCloseLine />}
                size="sm"
              />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
