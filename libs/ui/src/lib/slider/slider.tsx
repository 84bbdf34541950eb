import './slider.css';
import { Slider as RadixSlider } from 'radix-ui';
import type { CSSProperties } from 'react';

/** Props of {@link Slider}. */
export interface SliderProps {
  /** Accessible name of the thumb. */
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Called while dragging or on each key press. */
  onChange: (value: number) => void;
  /** Called once when a drag or key press ends (seek on release, not on every pixel). */
  onCommit?: (value: number) => void;
  /** What a screen reader says for the value, e.g. "1:05 of 3:20" or "+6 dB". */
  valueText?: string;
  orientation?: 'horizontal' | 'vertical';
  /** `thin` is the play bar's progress line; it thickens on hover and focus. */
  variant?: 'default' | 'thin';
  disabled?: boolean;
  /** A second, fainter fill (e.g. how much of the song is buffered), as a fraction 0–1. */
  buffered?: number;
  className?: string;
  /** Length of a vertical slider (CSS), e.g. the equalizer's band height. */
  length?: string;
}

/**
 * A single-thumb slider on Radix: arrows, Page keys, Home and End work, the thumb carries
 * `role="slider"` with its name and value text. Used for progress, volume and equalizer bands.
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  onCommit,
  valueText,
  orientation = 'horizontal',
  variant = 'default',
  disabled,
  buffered,
  className,
  length,
}: SliderProps) {
  const classes = ['cz-slider', `cz-slider--${orientation}`, `cz-slider--${variant}`, className]
    .filter(Boolean)
    .join(' ');
  const style = length
    ? ({ [orientation === 'vertical' ? 'height' : 'width']: length } as CSSProperties)
    : undefined;
  const bufferedPercent =
    buffered === undefined ? undefined : Math.min(1, Math.max(0, buffered)) * 100;
  return (
    <RadixSlider.Root
      className={classes}
      style={style}
      value={[clamp(value, min, max)]}
      min={min}
      max={max}
      step={step}
      orientation={orientation}
      disabled={disabled}
      onValueChange={([next]) => next !== undefined && onChange(next)}
      onValueCommit={([next]) => next !== undefined && onCommit?.(next)}
    >
      <RadixSlider.Track className="cz-slider__track">
        {bufferedPercent !== undefined && (
          <span className="cz-slider__buffered" style={{ width: `${bufferedPercent}%` }} />
        )}
        <RadixSlider.Range className="cz-slider__range" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        className="cz-slider__thumb"
        aria-label={label}
        aria-valuetext={valueText}
      />
    </RadixSlider.Root>
  );
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}
