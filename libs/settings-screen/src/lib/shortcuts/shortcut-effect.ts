import type { PlayerState, PlayerTrack, PlayerUserCommand } from '@cadenza/player-core';
import type { ShortcutAction } from '@cadenza/settings';

/**
 * What a shortcut does: a player command, liking a track (through the likes module), or opening
 * or closing the desktop lyric window (through the platform, where it has one).
 */
export type ShortcutEffect =
  | { kind: 'command'; command: PlayerUserCommand }
  | { kind: 'favorite'; track: PlayerTrack }
  | { kind: 'lyric-window' };

const command = (value: PlayerUserCommand): ShortcutEffect => ({ kind: 'command', command: value });

/**
 * What a shortcut action does, given the player's state (the favourite is the current track's).
 * `null` when the action has nothing to act on here: no current track to like, or mini mode,
 * which the desktop shell handles.
 */
export function shortcutEffect(
  action: ShortcutAction,
  state: Pick<PlayerState, 'queue' | 'index'>,
): ShortcutEffect | null {
  switch (action) {
    case 'togglePlay':
      return command({ type: 'toggle' });
    case 'prevPlay':
      return command({ type: 'previous' });
    case 'nextPlay':
      return command({ type: 'next' });
    case 'volumeUp':
      return command({ type: 'step-volume', direction: 1, by: 'shortcut' });
    case 'volumeDown':
      return command({ type: 'step-volume', direction: -1, by: 'shortcut' });
    case 'toggleFavorite': {
      const track = state.queue[state.index];
      return track ? { kind: 'favorite', track } : null;
    }
    case 'toggleLyricWindow':
      return { kind: 'lyric-window' };
    case 'toggleMiniMode':
      return null;
  }
}
