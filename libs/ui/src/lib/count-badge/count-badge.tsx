import './count-badge.css';

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  /** What the badge shows ("3", "99+"). */
  text: string;
  className?: string;
}

/**
 * A small pill with a count, pinned to the top right corner of the element it sits in (give that
 * `position: relative`). Hidden from screen readers: the control it marks says the count in its
 * own name.
 */
export function CountBadge({ text, className }: CountBadgeProps) {
  return (
    <span className={['cz-count-badge', className].filter(Boolean).join(' ')} aria-hidden="true">
      {text}
    </span>
  );
}
