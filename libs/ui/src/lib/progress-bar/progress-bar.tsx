import './progress-bar.css';
import type { CSSProperties } from 'react';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The accessible name: what is progressing (a file name). */
  label: string;
  /** 0..100; null while the amount is unknown (an indeterminate bar). */
  value: number | null;
  /** What a screen reader says instead of the bare percentage ("42%", "1.2 MB received"). */
  valueText?: string;
  /** `done` and `failed` colour a bar that has ended. */
  tone?: 'active' | 'done' | 'failed';
  className?: string;
}

/**
 * A thin horizontal progress bar (WAI-ARIA `progressbar`): filled to `value` percent, or a
 * moving band while the total is unknown (still when motion is reduced).
 */
export function ProgressBar({
  label,
  value,
  valueText,
  tone = 'active',
  className,
}: ProgressBarProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  const classes = [
    'cz-progress-bar',
    `cz-progress-bar--${tone}`,
    clamped === null && 'cz-progress-bar--indeterminate',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const style = { '--cz-progress': String((clamped ?? 0) / 100) } as CSSProperties;
  return (
    <div
      className={classes}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(clamped === null ? {} : { 'aria-valuenow': clamped })}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
      style={style}
    >
      <div className="cz-progress-bar__fill" />
    </div>
  );
}
