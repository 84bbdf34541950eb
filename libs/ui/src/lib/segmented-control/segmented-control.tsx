import './segmented-control.css';
import { useRef, type KeyboardEvent } from 'react';

/** One choice of a {@link SegmentedControl}. */
export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<Value extends string> {
  /** Accessible name of the group. */
  label: string;
  options: ReadonlyArray<SegmentOption<Value>>;
  value: Value;
  onChange: (value: Value) => void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A single-choice group (WAI-ARIA radio group): click or arrow keys change the choice, and
 * only the checked option is in the tab order.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (step === undefined || options.length === 0) return;
    event.preventDefault();
    const current = Math.max(
      0,
      options.findIndex((option) => option.value === value),
    );
    const next = (current + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    buttons.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} className="cz-segmented" onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={checked ? 'cz-segmented__option is-checked' : 'cz-segmented__option'}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
