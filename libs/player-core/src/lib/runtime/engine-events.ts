import type { EngineEvent } from '../engine/audio-engine.types';
import type { PlayerEvent } from '../machine/player.types';

/** An engine event as the machine's event, with the clock and random value the runtime supplies. */
export function playerEventOf(event: EngineEvent, now: number, random: number): PlayerEvent {
  switch (event.type) {
    case 'playing':
      return { type: 'engine-playing', loadId: event.loadId, now };
    case 'paused':
      return { type: 'engine-paused', loadId: event.loadId };
    case 'ended':
      return { type: 'engine-ended', loadId: event.loadId, now, random };
    case 'progress':
      return { type: 'engine-progress', loadId: event.loadId, positionSec: event.positionSec };
    case 'error':
      return { type: 'engine-error', loadId: event.loadId, lockActive: event.lockActive, now };
    case 'url-expired':
      return {
        type: 'engine-url-expired',
        loadId: event.loadId,
        positionSec: event.positionSec,
        now,
      };
  }
}
