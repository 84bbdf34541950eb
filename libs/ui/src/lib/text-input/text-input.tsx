import './text-input.css';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of {@link TextInput}: the label and value, plus any native `<input>` attribute. */
export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'children'
> {
  /** Names the field; shown above it unless `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only (e.g. a search box with a search icon). */
  hideLabel?: boolean;
  value: string;
  /** Called with the field's new text on every edit. */
  onChange: (value: string) => void;
  /** Shown under the field; marks it invalid and describes it while set. */
  error?: string;
  /** Helping text under the field, read with it. */
  hint?: string;
  type?: 'text' | 'search' | 'number' | 'password' | 'url';
  /** Decoration before the text, usually an icon; hidden from screen readers. */
  leading?: ReactNode;
  /** Content after the text, e.g. a clear button; stays reachable, so give it its own name. */
  trailing?: ReactNode;
}

/**
 * A labelled single-line text field. Error and hint texts are tied to the input through
 * `aria-describedby`; the ref reaches the `<input>` itself (focus, select, measure).
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    hideLabel = false,
    value,
    onChange,
    error,
    hint,
    type = 'text',
    leading,
    trailing,
    id,
    className,
    disabled,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [describedByProp, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  const classes = ['cz-text-input', error && 'is-invalid', disabled && 'is-disabled', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'cz-visually-hidden' : 'cz-text-input__label'}
      >
        {label}
      </label>
      <div className="cz-text-input__field">
        {leading && (
          <span className="cz-text-input__leading" aria-hidden="true">
            {leading}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="cz-text-input__input"
          {...rest}
        />
        {trailing && <span className="cz-text-input__trailing">{trailing}</span>}
      </div>
      {hint && (
        <p id={hintId} className="cz-text-input__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="cz-text-input__error">
          {error}
        </p>
      )}
    </div>
  );
});
