import type { PlayerTrack, PlayerUserCommand } from '@cadenza/player-core';

/** What a {@link QueueRow} asks of the player, for one row. */
export interface QueueRowCommands {
  onPlay(): void;
  onRemove(): void;
  onPlayNext(): void;
  /** Moves the row by `by` places; nothing past either end. */
  onMove(by: number): void;
}

/**
 * The player commands of a playing-list row, shared by the queue drawer and the mini player's
 * playlist: play it, remove it, play it next, move it within the list.
 */
export function queueRowCommands(
  send: (command: PlayerUserCommand) => void,
  length: number,
  track: PlayerTrack,
  at: number,
): QueueRowCommands {
  return {
    onPlay: () => send({ type: 'play-index', index: at }),
    onRemove: () => send({ type: 'remove', index: at }),
    onPlayNext: () => send({ type: 'insert-next', tracks: [track] }),
    onMove: (by) => moveInQueue(send, length, at, at + by),
  };
}

/** Moves a queue entry from `from` to `to`, when `to` is inside the list. */
export function moveInQueue(
  send: (command: PlayerUserCommand) => void,
  length: number,
  from: number,
  to: number,
): void {
  if (to >= 0 && to < length) send({ type: 'move', from, to });
}
