import type { ReactNode } from 'react';

/** Props of {@link LibraryPanel}. */
export interface LibraryPanelProps {
  /** The panel's heading; it also names the panel's region. */
  title: string;
  /** How many songs, as the heading's aside says it ("3 songs"). */
  countText: string;
  /** The panel's buttons, on the heading's end side. */
  actions: ReactNode;
  /** A class of the panel's own (`cz-history`, `cz-favorites`). */
  className: string;
  children: ReactNode;
}

/**
 * One column of the favourites-and-history screen: a region named by its heading, its count and
 * buttons, then its rows (a virtual list that scrolls inside the column) or its empty state.
 */
export function LibraryPanel({
  title,
  countText,
  actions,
  className,
  children,
}: LibraryPanelProps) {
  return (
    <section className={`cz-library-panel ${className}`} aria-label={title}>
      <div className="cz-library-panel__header">
        <h2 className="cz-library-panel__title">{title}</h2>
        <span className="cz-library-panel__count">{countText}</span>
        <div className="cz-library-panel__actions">{actions}</div>
      </div>
      {children}
    </section>
  );
}
