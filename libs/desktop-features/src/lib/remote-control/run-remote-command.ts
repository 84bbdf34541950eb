import {
  currentTrack,
  type PlayerState,
  type PlayerTrack,
  type PlayerUserCommand,
} from '@cadenza/player-core';
import type { RemoteCommand, RemoteCommandResult } from '@cadenza/platform';
import { queuePageOf } from './remote-now-playing';

/** What a remote command acts on: the player, and the likes module for the heart. */
export interface RemoteCommandTarget {
  state(): PlayerState;
  send(command: PlayerUserCommand): void;
  /** Likes or unlikes a track the way the heart does (the account too, when logged in). */
  toggleFavorite(track: PlayerTrack): void;
}

const OK: RemoteCommandResult = { ok: true };
const NO_TRACK: RemoteCommandResult = { ok: false, error: 'no-track' };

/**
 * Carries a remote's command out through the player's own commands, the way the play bar's
 * buttons do. Answers `no-track` when there is nothing to act on (an empty queue, no current
 * song to seek in or like).
 */
export function runRemoteCommand(
  command: RemoteCommand,
  target: RemoteCommandTarget,
): RemoteCommandResult {
  const state = target.state();
  const track = currentTrack(state);
  switch (command.type) {
    case 'get-queue':
      return { ok: true, queue: queuePageOf(state, command.offset, command.limit) };
    case 'set-volume':
      target.send({ type: 'set-volume', volume: Math.min(1, Math.max(0, command.volume)) });
      return OK;
    case 'next':
    case 'previous':
      if (state.queue.length === 0) return NO_TRACK;
      target.send({ type: command.type });
      return OK;
    case 'play-pause':
    case 'play':
    case 'pause':
      if (!track) return NO_TRACK;
      if (command.type === 'play-pause') target.send({ type: 'toggle' });
      else if (command.type === 'pause') target.send({ type: 'pause' });
      else if (state.status !== 'playing' && state.status !== 'loading') {
        target.send({ type: 'toggle' });
      }
      return OK;
    case 'seek': {
      if (!track) return NO_TRACK;
      const end = track.durationMs ? track.durationMs / 1000 : Infinity;
      target.send({ type: 'seek', positionSec: Math.min(end, Math.max(0, command.positionSec)) });
      return OK;
    }
    case 'like': {
      if (!track) return NO_TRACK;
      const liked = state.favorites.includes(track.id);
      if (command.liked === undefined || command.liked !== liked) target.toggleFavorite(track);
      return OK;
    }
  }
}
