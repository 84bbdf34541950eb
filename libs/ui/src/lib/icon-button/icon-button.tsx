import './icon-button.css';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as the native tooltip unless `title` is given. */
  label: string;
  /** The icon, drawn at the control's icon size (e.g. a `@remixicon/react` component). */
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `accent` fills the button (the play button); `plain` draws only the icon. */
  tone?: 'plain' | 'accent';
  /** For toggles (favourite, translation): announced as pressed or not. */
  pressed?: boolean;
}

/**
 * A button that shows only an icon and still has a name: `label` becomes its `aria-label` and
 * native tooltip. Forwarding the ref lets popover and tooltip triggers wrap it.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'md', tone = 'plain', pressed, className, type = 'button', title, ...rest },
  ref,
) {
  const classes = [
    'cz-icon-button',
    `cz-icon-button--${size}`,
    `cz-icon-button--${tone}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
      className={classes}
      {...rest}
    >
      <span className="cz-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
});
