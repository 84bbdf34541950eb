import './switch.css';
import { useId, type MouseEvent } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';

/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible text of the `<label>` that names the switch (clicking it toggles too). */
  label: string;
  /** A longer explanation under the label, read after the name. */
  description?: string;
  disabled?: boolean;
  /**
   * Why the switch is disabled (e.g. "Only in the desktop app"): shown under the label and read
   * with the switch while `disabled` is set.
   */
  disabledReason?: string;
  /** Id of the switch element; generated if omitted. */
  id?: string;
  className?: string;
}

/**
 * An on/off setting (WAI-ARIA switch) with a visible label, an optional description and, when
 * disabled, the reason. Click, Space or a click on the label toggles it.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled = false,
  disabledReason,
  id,
  className,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `${generated}-switch`;
  const descriptionId = `${switchId}-description`;
  const reasonId = `${switchId}-reason`;
  const reason = disabled ? disabledReason : undefined;
  const describedBy =
    [description && descriptionId, reason && reasonId].filter(Boolean).join(' ') || undefined;

  // aria-disabled instead of the native attribute: a natively disabled button drops out of the
  // tab order, and keyboard and screen-reader users would never reach it to hear the reason.
  const blockWhenDisabled = (event: MouseEvent<HTMLButtonElement>) => {
    // Radix skips its toggle when an earlier handler prevented the default.
    if (disabled) event.preventDefault();
  };

  const classes = ['cz-switch', disabled && 'is-disabled', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className="cz-switch__text">
        <label htmlFor={switchId} className="cz-switch__label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="cz-switch__description">
            {description}
          </p>
        )}
        {reason && (
          <p id={reasonId} className="cz-switch__reason">
            {reason}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        onClick={blockWhenDisabled}
        className="cz-switch__control"
      >
        <RadixSwitch.Thumb className="cz-switch__thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
