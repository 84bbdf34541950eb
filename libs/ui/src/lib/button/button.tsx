import './button.css';
import type { ComponentPropsWithRef } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'ghost' | 'danger';
  /** Narrower sides, for a row of short choices (e.g. "15 min", "30 min"). */
  compact?: boolean;
}

/** The one button of the app; `type="button"` by default so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  compact = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['cz-button', `cz-button--${variant}`, compact && 'cz-button--compact', className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
