import { useT } from '@cadenza/i18n/react';
import { QueueList } from '../queue/queue-list';

/** The list's room in the grown mini window (400 px less the bar), before it is measured. */
const LIST_VIEWPORT = { width: 340, height: 336 };

/**
 * The mini player's playlist (spec §2): the playing list under the bar, the current song
 * scrolled to; a row plays, its delete button takes it out of the list.
 */
export function MiniPlaylist() {
  const { t } = useT();
  return (
    <QueueList
      className="cz-mini-player__list"
      emptyClassName="cz-mini-player__empty"
      label={t('miniPlayer.queue')}
      initialRect={LIST_VIEWPORT}
      // Dragging moves the mini window; rows are reordered with Alt+↑/↓ here.
      draggable={false}
    />
  );
}
