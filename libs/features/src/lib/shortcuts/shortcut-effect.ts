import type { PlayerState, PlayerUserCommand } from '@cadenza/player-core';
import type { ShortcutAction } from '@cadenza/settings';

/**
 * The player command of a shortcut action, given the player's state (the favourite toggles the
 * current track). `null` when the action has nothing to act on here: no current track to like,
 * or an action the desktop shell handles (the lyric window, mini mode).
 */
export function shortcutCommand(
  action: ShortcutAction,
  state: Pick<PlayerState, 'queue' | 'index'>,
): PlayerUserCommand | null {
  switch (action) {
    case 'togglePlay':
      return { type: 'toggle' };
    case 'prevPlay':
      return { type: 'previous' };
    case 'nextPlay':
      return { type: 'next' };
    case 'volumeUp':
      return { type: 'step-volume', direction: 1, by: 'shortcut' };
    case 'volumeDown':
      return { type: 'step-volume', direction: -1, by: 'shortcut' };
    case 'toggleFavorite': {
      const track = state.queue[state.index];
      return track ? { type: 'toggle-favorite', trackId: track.id } : null;
    }
    case 'toggleLyricWindow':
    case 'toggleMiniMode':
      return null;
  }
}
