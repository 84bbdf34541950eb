import './toast.css';
import {
  RiCheckboxCircleLine,
  RiCloseCircleLine,
  RiCloseLine,
  RiErrorWarningLine,
  RiInformationLine,
} from '@remixicon/react';
import type { ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { IconButton } from '../icon-button/icon-button';

/** How a toast reads: `error` interrupts screen readers, the others wait their turn. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One notice of a {@link ToastList}. */
export interface ToastItem {
  /** Stable id; what `onDismiss` reports. */
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  /**
   * Time on screen before it dismisses itself; the timer pauses while the pointer or focus is
   * on a toast, or the window is in the background. `Infinity` keeps it until closed.
   */
  durationMs: number;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /**
   * Name of the toast region that screen-reader users reach with F8 (landmark navigation).
   * `{hotkey}` in it is replaced with the key, e.g. "Notifications ({hotkey})".
   */
  regionLabel: string;
  /** Word read before each toast's text when it is announced, e.g. "Notification". */
  toastLabel: string;
  children: ReactNode;
}

/**
 * Hosts the toast region, bottom-centre above the play bar. Wrap the app once; a
 * {@link ToastList} anywhere inside shows its toasts there. Layouts whose bottom chrome is not
 * the desktop play bar move it with the `--cz-toast-offset` custom property.
 */
export function ToastProvider({ regionLabel, toastLabel, children }: ToastProviderProps) {
  return (
    <RadixToast.Provider label={toastLabel} swipeDirection="down">
      {children}
      <RadixToast.Viewport label={regionLabel} className="cz-toast-viewport" />
    </RadixToast.Provider>
  );
}

/** Props of {@link ToastList}. */
export interface ToastListProps {
  /** The toasts to show, oldest first (the newest sits nearest the play bar). */
  toasts: ReadonlyArray<ToastItem>;
  /** Called when a toast is closed, times out, is swiped away or dismissed with Escape. */
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
}

const TONE_ICON: Record<ToastTone, ReactNode> = {
  info: <RiInformationLine />,
  success: <RiCheckboxCircleLine />,
  warning: <RiErrorWarningLine />,
  error: <RiCloseCircleLine />,
};

/**
 * The toasts of the app, fully controlled: each stays until its id leaves `toasts`, and every
 * way of closing one only asks for that through `onDismiss`. Must render inside
 * {@link ToastProvider}.
 */
export function ToastList({ toasts, onDismiss, closeLabel }: ToastListProps) {
  return (
    <>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          // Foreground is assertive: errors interrupt; everything else waits its turn.
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.durationMs}
          className={`cz-toast cz-toast--${toast.tone}`}
        >
          <span className="cz-toast__icon" aria-hidden="true">
            {TONE_ICON[toast.tone]}
          </span>
          <div className="cz-toast__text">
            <RadixToast.Title className="cz-toast__title">{toast.title}</RadixToast.Title>
            {/* Radix joins the text it announces as is: without this, title and description run together. */}
            {toast.description && ' '}
            {toast.description && (
              <RadixToast.Description className="cz-toast__description">
                {toast.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close asChild>
            <IconButton label={closeLabel} icon={<RiCloseLine />} size="sm" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
    </>
  );
}
