import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { usePlayerSend } from '@cadenza/player-core/react';
import { Button } from '@cadenza/ui';
import { RiPlayFill } from '@remixicon/react';
import type { ReactNode } from 'react';
import { playAllCommand } from '../music-list/list-commands';

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

/** A panel's "play all": its songs as the queue from the top; disabled while it has none. */
export function PlayAllButton({ songs }: { songs: readonly Song[] }) {
  const { t } = useT();
  const send = usePlayerSend();
  return (
    <Button
      variant="primary"
      disabled={songs.length === 0}
      onClick={() => {
        const command = playAllCommand(songs);
        if (command) send(command);
      }}
    >
      <RiPlayFill aria-hidden="true" className="cz-library-panel__icon" />
      {t('common.playAll')}
    </Button>
  );
}
