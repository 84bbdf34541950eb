import { platformTimers } from '@cadenza/ports';
import { createAudioEngine } from '../audio-engine';
import type { EngineEvent, EngineLoadRequest } from '../audio-engine.types';
import { createFakeSoundFactory } from './fake-sound-factory';

/** A track the engine specs load. */
export const ENGINE_SPEC_TRACK = { id: 1, name: 'Song' };

/** A load request for `url`, autoplaying from 0 under load id 1 unless overridden. */
export function engineLoadRequest(
  url: string,
  overrides: Partial<EngineLoadRequest> = {},
): EngineLoadRequest {
  return { loadId: 1, url, track: ENGINE_SPEC_TRACK, startAtSec: 0, autoplay: true, ...overrides };
}

/** A real engine over the fake sound factory on the platform timers (jest's fakes in specs), recording its events. */
export function setupEngine(options: Parameters<typeof createFakeSoundFactory>[0] = {}) {
  const factory = createFakeSoundFactory(options);
  const engine = createAudioEngine({
    factory,
    scheduler: platformTimers(),
    now: () => Date.now(),
  });
  const events: EngineEvent[] = [];
  const unsubscribe = engine.subscribe((event) => events.push(event));
  return { factory, engine, events, unsubscribe };
}
