import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { usePlayerSend, useQueue } from '@cadenza/player-core/react';
import { VirtualList } from '@cadenza/ui';
import { QueueRow } from '../queue/queue-row';
import { queueRowCommands } from '../queue/queue-row-commands';
import '../queue/queue.css';

/** The rows of the mini playlist, in px: the queue drawer's. */
const ROW_HEIGHT = 56;
/** The list's room in the grown mini window (400 px less the bar), before it is measured. */
const LIST_VIEWPORT = { width: 340, height: 336 };

/**
 * The mini player's playlist (spec §2): the playing list under the bar, the current song
 * scrolled to; a row plays, its delete button takes it out of the list.
 */
export function MiniPlaylist() {
  const { t } = useT();
  const { tracks, index } = useQueue();
  const send = usePlayerSend();
  if (tracks.length === 0) {
    return <p className="cz-mini-player__empty">{t('player.queueDrawer.empty')}</p>;
  }
  return (
    <VirtualList<PlayerTrack>
      className="cz-mini-player__list"
      label={t('miniPlayer.queue')}
      items={tracks}
      itemHeight={ROW_HEIGHT}
      initialRect={LIST_VIEWPORT}
      scrollToIndex={index >= 0 ? index : undefined}
      getKey={(track) => track.id}
      rovingFocus
      renderItem={(track, at, { active }) => (
        <QueueRow
          tabbable={active}
          track={track}
          current={at === index}
          {...queueRowCommands(send, tracks.length, track, at)}
          // Dragging moves the mini window; rows are reordered with Alt+↑/↓ here.
          draggingOver={false}
          onDragStart={() => undefined}
          onDrop={() => undefined}
          onDragEnd={() => undefined}
        />
      )}
    />
  );
}
