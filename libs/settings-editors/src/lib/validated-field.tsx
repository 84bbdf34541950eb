import { useT } from '@cadenza/i18n/react';
import type { FieldValidation, ValidationMessage } from '@cadenza/settings';
import { TextInput } from '@cadenza/ui';
import { useState, type KeyboardEvent } from 'react';

/** Turns a validator's message (an i18n key and its values) into text in the current language. */
export function useValidationText(): (
  message: ValidationMessage | undefined,
) => string | undefined {
  const { translate } = useT();
  return (message) => (message ? translate(message.key, message.params) : undefined);
}

/** Props of {@link ValidatedField}. */
export interface ValidatedFieldProps<T> {
  label: string;
  /** Keep the label for screen readers only (the row around it shows the title). */
  hideLabel?: boolean;
  /** The stored value. */
  value: T;
  /** How the stored value reads in the field. */
  format: (value: T) => string;
  /** A validator of `@cadenza/settings` (or one built from them): the cleaned value or a message. */
  validate: (text: string) => FieldValidation<T>;
  /** Saves an accepted value; never called with a refused one. */
  onCommit: (value: T) => void;
  disabled?: boolean;
  /** Why the field is disabled: replaces the hint while `disabled`, read with the field. */
  disabledReason?: string;
  placeholder?: string;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
}

/**
 * A text field bound to one setting. What is typed is checked at every keystroke, so the spec §5
 * message shows at once; it is saved on Enter or when the field loses focus, and only when the
 * validator accepts it. A refused value stays in the field with its message and is never saved.
 */
export function ValidatedField<T>({
  label,
  hideLabel,
  value,
  format,
  validate,
  onCommit,
  disabled,
  disabledReason,
  placeholder,
  hint,
  inputMode,
}: ValidatedFieldProps<T>) {
  const messageText = useValidationText();
  // null while the field shows the stored value: no effect has to copy store changes in.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);
  const commit = () => {
    if (draft === null) return;
    const result = validate(draft);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    if (format(result.value) !== format(value)) onCommit(result.value);
    setDraft(null);
    setMessage(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <TextInput
      label={label}
      hideLabel={hideLabel}
      value={draft ?? format(value)}
      onChange={(text) => {
        setDraft(text);
        const result = validate(text);
        setMessage(result.ok ? undefined : result.message);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={messageText(message)}
      hint={(disabled && disabledReason) || hint}
      disabled={disabled}
      placeholder={placeholder}
      inputMode={inputMode}
    />
  );
}
