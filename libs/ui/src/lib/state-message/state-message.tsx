import './state-message.css';
import type { ReactNode } from 'react';
import { Button } from '../button/button';

/** Props of {@link StateMessage}. */
export interface StateMessageProps {
  /** `empty`: nothing to show, said why; `error`: something failed, announced as an alert. */
  tone: 'empty' | 'error';
  /** What happened, in the listener's words. */
  message: ReactNode;
  /** A way out: "Retry" for an error, "Search" or "Log in" for an empty list. */
  actionLabel?: string;
  onAction?: () => void;
  /** Extra content under the message (a link, a hint). */
  children?: ReactNode;
  className?: string;
}

/**
 * The designed empty or error state of a list or a section: a line that says why, and at most
 * one action. An error is an alert (read out at once); an empty state is plain text, since the
 * listener reached it by their own action.
 */
export function StateMessage({
  tone,
  message,
  actionLabel,
  onAction,
  children,
  className,
}: StateMessageProps) {
  const classes = ['cz-state', `cz-state--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={tone === 'error' ? 'alert' : undefined}>
      <p className="cz-state__message">{message}</p>
      {children}
      {actionLabel && onAction ? (
        <Button variant="ghost" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
