import '../select/select-field.css';
import './native-select.css';
import { RiArrowDownSLine } from '@remixicon/react';
import { useId } from 'react';
import type { SelectProps } from '../select/select';

/** Props of {@link NativeSelect}: those of `Select`, without a placeholder (a value is always chosen). */
export type NativeSelectProps = Omit<SelectProps, 'placeholder'>;

/**
 * A single-choice dropdown on the platform's own `<select>`, looking like {@link Select}'s
 * trigger. For controls in the first paint (the search type beside the search box): it costs no
 * script, and the system's list is what a phone's listener expects. `Select` stays the choice
 * where the list itself is styled.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  disabled = false,
  id,
  className,
}: NativeSelectProps) {
  const generated = useId();
  const selectId = id ?? `${generated}-native-select`;
  return (
    <div className={['cz-native-select', className].filter(Boolean).join(' ')}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'cz-visually-hidden' : 'cz-native-select__label'}
      >
        {label}
      </label>
      <span className="cz-native-select__field">
        <select
          id={selectId}
          className="cz-native-select__control"
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <RiArrowDownSLine className="cz-native-select__chevron" aria-hidden="true" />
      </span>
    </div>
  );
}
