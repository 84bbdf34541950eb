import './progress-bar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** 0–100; clamped. */
  value: number;
  /** The accessible name (what is progressing). */
  label: string;
  /** How a screen reader says the value ("42 %", "12 MB of 80 MB"); defaults to the percent. */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar (a download): a track with an accent fill, named for screen readers. */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      className={['cz-progress', className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText ?? `${Math.round(percent)}%`}
    >
      <div className="cz-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
