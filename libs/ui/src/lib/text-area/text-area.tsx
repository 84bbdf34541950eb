import '../text-input/text-input.css';
import './text-area.css';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

/** Props of {@link TextArea}: the label and value, plus any native `<textarea>` attribute. */
export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'children'
> {
  /** Names the field; shown above it. */
  label: string;
  value: string;
  /** Called with the field's new text on every edit. */
  onChange: (value: string) => void;
  /** Shown under the field; marks it invalid and describes it while set. */
  error?: string;
  /** Helping text under the field, read with it. */
  hint?: string;
}

/**
 * A labelled multi-line text field in the look of `TextInput` (one song or link per line,
 * JSON). Error and hint are tied to it through `aria-describedby`; it grows by hand only
 * (vertically), so a long paste never pushes the page sideways.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, value, onChange, error, hint, id, className, disabled, rows = 6, ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? `${generated}-textarea`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const classes = [
    'cz-text-input',
    'cz-text-area',
    error && 'is-invalid',
    disabled && 'is-disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label htmlFor={fieldId} className="cz-text-input__label">
        {label}
      </label>
      <div className="cz-text-input__field cz-text-area__field">
        <textarea
          ref={ref}
          id={fieldId}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="cz-text-input__input cz-text-area__input"
          {...rest}
        />
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
