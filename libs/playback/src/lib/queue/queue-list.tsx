import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack, PlayerUserCommand } from '@cadenza/player-core';
import { usePlayerSend, useQueue } from '@cadenza/player-core/react';
import { VirtualList } from '@cadenza/ui';
import { useState } from 'react';
import { QueueRow } from './queue-row';
import './queue.css';

/** The height of a playing-list row, in px. */
const QUEUE_ROW_HEIGHT = 56;

/** The player commands of one row: play it, remove it, play it next, move it within the list. */
function queueRowCommands(
  send: (command: PlayerUserCommand) => void,
  length: number,
  track: PlayerTrack,
  at: number,
) {
  return {
    onPlay: () => send({ type: 'play-index', index: at }),
    onRemove: () => send({ type: 'remove', index: at }),
    onPlayNext: () => send({ type: 'insert-next', tracks: [track] }),
    onMove: (by: number) => moveInQueue(send, length, at, at + by),
  };
}

/** Moves a queue entry from `from` to `to`, when `to` is inside the list. */
function moveInQueue(
  send: (command: PlayerUserCommand) => void,
  length: number,
  from: number,
  to: number,
): void {
  if (to >= 0 && to < length) send({ type: 'move', from, to });
}

/** Props of {@link QueueList}. */
export interface QueueListProps {
  /** The list's accessible name. */
  label: string;
  className: string;
  /** The class of the "nothing in the list" line. */
  emptyClassName: string;
  /** The list's room before it is measured (a window that has just grown for it). */
  initialRect?: { width: number; height: number };
  /**
   * Whether rows reorder by dragging (they always do with Alt+↑/↓). Off where dragging moves
   * the window instead (the mini player).
   */
  draggable: boolean;
}

/**
 * The playing list's rows, shared by the queue drawer and the mini player's playlist: the
 * current song marked and scrolled to; a row plays, plays next, moves or is removed. Virtual, so
 * a list of thousands stays light.
 */
export function QueueList({
  label,
  className,
  emptyClassName,
  initialRect,
  draggable,
}: QueueListProps) {
  const { t } = useT();
  const { tracks, index } = useQueue();
  const send = usePlayerSend();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  if (tracks.length === 0) return <p className={emptyClassName}>{t('player.queueDrawer.empty')}</p>;
  return (
    <VirtualList<PlayerTrack>
      className={className}
      label={label}
      items={tracks}
      itemHeight={QUEUE_ROW_HEIGHT}
      initialRect={initialRect}
      scrollToIndex={index >= 0 ? index : undefined}
      getKey={(track) => track.id}
      rovingFocus
      renderItem={(track, at, { active }) => (
        <QueueRow
          tabbable={active}
          track={track}
          current={at === index}
          {...queueRowCommands(send, tracks.length, track, at)}
          draggingOver={draggable && dragFrom !== null && dragFrom !== at}
          onDragStart={() => {
            if (draggable) setDragFrom(at);
          }}
          onDrop={() => {
            if (dragFrom !== null) moveInQueue(send, tracks.length, dragFrom, at);
            setDragFrom(null);
          }}
          onDragEnd={() => setDragFrom(null)}
        />
      )}
    />
  );
}
