import type { FieldValidation, ValidationMessage } from '@cadenza/settings';
import { Button, IconButton, TextInput } from '@cadenza/ui';
import { RiCloseLine } from '@remixicon/react';
import { useState } from 'react';
import { useValidationText } from '@cadenza/settings-editors';

/** Props of {@link RemoteAllowedList}. */
export interface RemoteAllowedListProps {
  title: string;
  hint: string;
  placeholder: string;
  addLabel: string;
  removeLabel: string;
  items: readonly string[];
  /** Checks and cleans a typed entry (a validator of `@cadenza/settings`). */
  validate: (text: string) => FieldValidation<string>;
  /** One key per entry: a second spelling of a known entry adds nothing. */
  keyOf: (item: string) => string;
  onChange: (items: string[]) => void;
  disabled: boolean;
  /** Why it is disabled (the web); shown under the field. */
  disabledReason?: string;
}

/**
 * An editable list of remote control's allowed entries (IP addresses, web origins): each with a
 * remove button, and a field that adds one on Enter or with the add button once it is valid.
 */
export function RemoteAllowedList({
  title,
  hint,
  placeholder,
  addLabel,
  removeLabel,
  items,
  validate,
  keyOf,
  onChange,
  disabled,
  disabledReason,
}: RemoteAllowedListProps) {
  const messageText = useValidationText();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);

  const add = () => {
    const result = validate(draft);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(undefined);
    setDraft('');
    if (!items.some((item) => keyOf(item) === keyOf(result.value)))
      onChange([...items, result.value]);
  };

  return (
    <div className="cz-settings__group" role="group" aria-label={title}>
      <span className="cz-setting__title">{title}</span>
      <p className="cz-setting__desc">{hint}</p>
      {items.length > 0 && (
        <ul className="cz-settings__ip-list">
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <IconButton
                size="sm"
                label={`${removeLabel} ${item}`}
                icon={<RiCloseLine />}
                disabled={disabled}
                onClick={() => onChange(items.filter((kept) => kept !== item))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="cz-settings__inline">
        <TextInput
          label={title}
          hideLabel
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setMessage(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          placeholder={placeholder}
          error={messageText(message)}
          hint={disabledReason}
          disabled={disabled}
        />
        <Button variant="ghost" disabled={disabled} onClick={add}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
