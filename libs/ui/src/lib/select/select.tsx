import './select-field.css';
import './select.css';
import { RiArrowDownSLine, RiArrowUpSLine, RiCheckLine } from '@remixicon/react';
import { useId } from 'react';
import { Select as RadixSelect } from 'radix-ui';

/** One choice of a {@link Select}. Radix reserves the empty string: `value` may not be `''`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Names the control; shown above it unless `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only (the context already says what the control is). */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  disabled?: boolean;
  /** Shown when `value` matches no option. */
  placeholder?: string;
  /** Id of the trigger; generated if omitted. */
  id?: string;
  className?: string;
}

/**
 * A single-choice dropdown (WAI-ARIA combobox with a listbox) for settings such as audio
 * quality or language. Opens with click, Enter, Space or the arrow keys; typing jumps to a match.
 */
export function Select({
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  disabled = false,
  placeholder,
  id,
  className,
}: SelectProps) {
  const generated = useId();
  const triggerId = id ?? `${generated}-select`;
  return (
    <div className={['cz-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={triggerId} className={hideLabel ? 'cz-visually-hidden' : 'cz-select__label'}>
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <RadixSelect.Trigger id={triggerId} className="cz-select__trigger">
          <span className="cz-select__value">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className="cz-select__chevron">
            <RiArrowDownSLine aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          {/* Popper mode: the list opens under the trigger, capped by the space left in the viewport. */}
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className="cz-select__content"
          >
            <RadixSelect.ScrollUpButton className="cz-select__scroll">
              <RiArrowUpSLine aria-hidden="true" />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className="cz-select__viewport">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="cz-select__item"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="cz-select__check">
                    <RiCheckLine aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className="cz-select__scroll">
              <RiArrowDownSLine aria-hidden="true" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
