import { Slider } from '@cadenza/ui';
import { useState } from 'react';

/** Props of {@link CommittedSlider}. */
export interface CommittedSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Saves the value once a drag or key press ends. */
  onCommit: (value: number) => void;
  /** The value as read out and shown beside the slider. */
  valueText: (value: number) => string;
  disabled?: boolean;
}

/**
 * A slider bound to a setting: it follows the thumb while dragging but saves only when the
 * drag ends, so one drag is one write to storage instead of one per pixel.
 */
export function CommittedSlider({
  label,
  value,
  min,
  max,
  step,
  onCommit,
  valueText,
  disabled,
}: CommittedSliderProps) {
  // The thumb's position while moving, and the stored value it moved from: once the stored
  // value changes (the commit landed, or something else set it) the stored one shows again.
  // Radix may report a key press's commit before its change, so clearing on commit alone
  // could leave a stale position behind.
  const [moving, setMoving] = useState<{ value: number; from: number } | null>(null);
  const shown = moving && moving.from === value ? moving.value : value;
  return (
    <div className="cz-settings__slider">
      <Slider
        label={label}
        value={shown}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        valueText={valueText(shown)}
        onChange={(next) => setMoving({ value: next, from: value })}
        onCommit={(next) => {
          setMoving(null);
          if (next !== value) onCommit(next);
        }}
      />
      <span className="cz-settings__slider-value" aria-hidden="true">
        {valueText(shown)}
      </span>
    </div>
  );
}
