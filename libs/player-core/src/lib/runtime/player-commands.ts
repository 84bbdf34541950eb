import type { PlayerEvent } from '../machine/player.types';

/** What a caller may send: an event without the clock and random values the runtime supplies. */
export type PlayerCommand = PlayerEvent extends infer E
  ? E extends PlayerEvent
    ? Omit<E, 'now' | 'random'>
    : never
  : never;

/** Commands callers use; engine, URL and timer events come from the runtime itself. */
export type PlayerUserCommand = Extract<
  PlayerCommand,
  {
    type:
      | 'replace-queue'
      | 'play-track'
      | 'play-index'
      | 'toggle'
      | 'pause'
      | 'resume'
      | 'stop'
      | 'reload'
      | 'next'
      | 'previous'
      | 'remove'
      | 'insert-next'
      | 'append'
      | 'move'
      | 'clear-queue'
      | 'clear-library'
      | 'remove-history'
      | 'seek'
      | 'set-play-mode'
      | 'set-rate'
      | 'set-volume'
      | 'step-volume'
      | 'toggle-mute'
      | 'toggle-favorite'
      | 'set-favorite'
      | 'replace-favorites'
      | 'set-disliked';
  }
>;
