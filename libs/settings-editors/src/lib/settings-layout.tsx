import './settings-layout.css';
import { useId, type ReactNode } from 'react';

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps {
  /** Omitted for a tab's first, general section: the tab's own name already heads it. */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** A group of settings rows inside a tab (one card), titled unless it is the tab's general one. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section className="cz-settings__section" aria-labelledby={title ? id : undefined}>
      {title && (
        <h3 id={id} className="cz-settings__section-title">
          {title}
        </h3>
      )}
      {description && <p className="cz-settings__section-desc">{description}</p>}
      <div className="cz-settings__rows">{children}</div>
    </section>
  );
}

/** Props of {@link SettingRow}. */
export interface SettingRowProps {
  /** What the row sets; the control inside carries the same name for assistive technology. */
  title: string;
  description?: string;
  /** Why the control is disabled (desktop-only options on the web). */
  reason?: string;
  /** A live fact about the setting (e.g. the port actually in use), announced when it changes. */
  status?: string;
  /** Keep the control beside the text on narrow screens too (a single small button). */
  inline?: boolean;
  /** Put the control under its text, full width, on every screen (a narrow side panel). */
  stacked?: boolean;
  children: ReactNode;
}

/**
 * One setting whose control is not a `Switch` (which lays itself out): the text on the start
 * side and the control on the end side; on narrow screens they stack (see settings-layout.css).
 */
export function SettingRow({
  title,
  description,
  reason,
  status,
  inline,
  stacked,
  children,
}: SettingRowProps) {
  const classes = ['cz-setting', inline && 'cz-setting--inline', stacked && 'cz-setting--stacked']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="cz-setting__text">
        <span className="cz-setting__title">{title}</span>
        {description && <p className="cz-setting__desc">{description}</p>}
        {reason && <p className="cz-setting__reason">{reason}</p>}
        {status && (
          <p className="cz-setting__desc" role="status">
            {status}
          </p>
        )}
      </div>
      <div className="cz-setting__control">{children}</div>
    </div>
  );
}
