import { NO_COPYRIGHT_ARTIST_ID, NO_COPYRIGHT_PRIVILEGE_STATUS } from '../machine/copyright';
import type { PlayMode } from '../machine/play-mode';
import { transition } from '../machine/player.machine';
import { createInitialPlayerState } from '../machine/player.state';
import type {
  PersistKey,
  PlayerEffect,
  PlayerEvent,
  PlayerNotice,
  PlayerState,
  PlayerTimer,
  PlayerTrack,
  Transition,
} from '../machine/player.types';

/** A fixed clock origin for scenarios (epoch ms); tests add the named timing constants to it. */
export const SCENARIO_T0 = 1_700_000_000_000;

let nextTrackId = 1;

/** A playable catalogue track; override fields to build the case under test. */
export function buildTrack(overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  const id = overrides.id ?? nextTrackId++;
  return {
    id,
    name: `Track ${String(id)}`,
    artists: [{ id: 1, name: 'Artist' }],
    album: { id: 1, name: 'Album' },
    durationMs: 180_000,
    privilegeStatus: 0,
    source: 'netease',
    ...overrides,
  };
}

/** A no-copyright item (artist 6452 with privilege status -200): it can be neither selected nor played. */
export function buildNoCopyrightTrack(overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  return buildTrack({
    artists: [
      { id: 1, name: 'Artist' },
      { id: NO_COPYRIGHT_ARTIST_ID, name: 'No copyright' },
    ],
    privilegeStatus: NO_COPYRIGHT_PRIVILEGE_STATUS,
    ...overrides,
  });
}

/** `count` playable tracks with fresh ids. */
export function buildTracks(count: number): PlayerTrack[] {
  return Array.from({ length: count }, () => buildTrack());
}

/** The track at `index` of a list the test built (throws instead of yielding `undefined`). */
export function trackAt(tracks: readonly PlayerTrack[], index: number): PlayerTrack {
  const track = tracks[index];
  if (!track) throw new Error(`no track at index ${String(index)} of ${String(tracks.length)}`);
  return track;
}

/** A scenario step: a fixed event, or one built from the state so far (to carry the current load id). */
export type ScenarioStep = PlayerEvent | ((state: PlayerState) => PlayerEvent);

/** The outcome of {@link runEvents}. */
export interface ScenarioResult {
  state: PlayerState;
  /** Every effect of every step, in order. */
  effects: PlayerEffect[];
  /** Each step's own transition. */
  steps: Transition[];
}

/** Folds `transition` over the steps, collecting every effect. */
export function runEvents(state: PlayerState, events: readonly ScenarioStep[]): ScenarioResult {
  let current = state;
  const effects: PlayerEffect[] = [];
  const steps: Transition[] = [];
  for (const step of events) {
    const event = typeof step === 'function' ? step(current) : step;
    const result = transition(current, event);
    steps.push(result);
    effects.push(...result.effects);
    current = result.state;
  }
  return { state: current, effects, steps };
}

/** The URL of the current load arrives. */
export function urlResolved(now: number, url = 'https://cdn.example/track.mp3'): ScenarioStep {
  return (state) => ({ type: 'url-resolved', loadId: state.loadId, url, now });
}

/** The URL of the current load could not be fetched. */
export function urlFailed(now: number, random = 0): ScenarioStep {
  return (state) => ({ type: 'url-failed', loadId: state.loadId, now, random });
}

/** The engine reports the current load playing. */
export function enginePlaying(now: number): ScenarioStep {
  return (state) => ({ type: 'engine-playing', loadId: state.loadId, now });
}

/** The engine reports the current load's position. */
export function engineProgress(positionSec: number): ScenarioStep {
  return (state) => ({ type: 'engine-progress', loadId: state.loadId, positionSec });
}

/** The current song ended. */
export function engineEnded(now: number, random = 0): ScenarioStep {
  return (state) => ({ type: 'engine-ended', loadId: state.loadId, now, random });
}

/** The engine could not play the current load. */
export function engineError(now: number, lockActive = false): ScenarioStep {
  return (state) => ({ type: 'engine-error', loadId: state.loadId, lockActive, now });
}

/** The engine gave up on the current URL (its retry failed too). */
export function engineUrlExpired(positionSec: number, now: number): ScenarioStep {
  return (state) => ({ type: 'engine-url-expired', loadId: state.loadId, positionSec, now });
}

/** A timer of the current load fires. */
export function timerFired(timer: PlayerTimer, now: number, random = 0): ScenarioStep {
  return (state) => ({ type: 'timer', timer, loadId: state.loadId, now, random });
}

/** Options of {@link buildPlayingState}. */
export interface PlayingStateOptions {
  index?: number;
  now?: number;
  playMode?: PlayMode;
  url?: string;
  base?: Partial<PlayerState>;
}

/** A player that replaced its queue with `tracks` and is playing `index` (URL resolved at `now`). */
export function buildPlayingState(
  tracks: readonly PlayerTrack[],
  options: PlayingStateOptions = {},
): PlayerState {
  const now = options.now ?? SCENARIO_T0;
  const initial = createInitialPlayerState({
    ...options.base,
    ...(options.playMode === undefined ? {} : { playMode: options.playMode }),
  });
  return runEvents(initial, [
    { type: 'replace-queue', tracks, startIndex: options.index ?? 0, now },
    urlResolved(now, options.url),
    enginePlaying(now),
  ]).state;
}

/** The effects of one kind. */
export function effectsOfType<T extends PlayerEffect['type']>(
  effects: readonly PlayerEffect[],
  type: T,
): Array<Extract<PlayerEffect, { type: T }>> {
  return effects.filter((effect): effect is Extract<PlayerEffect, { type: T }> => {
    return effect.type === type;
  });
}

/** The notices sent to the listener. */
export function noticesOf(effects: readonly PlayerEffect[]): PlayerNotice[] {
  return effectsOfType(effects, 'notify').map((effect) => effect.notice);
}

/** The values written under one storage key, in order. */
export function persistedValues(effects: readonly PlayerEffect[], key: PersistKey): unknown[] {
  return effectsOfType(effects, 'persist')
    .filter((effect) => effect.key === key)
    .map((effect) => effect.value);
}

/** The `schedule` effect of one timer, if any. */
export function scheduledTimer(
  effects: readonly PlayerEffect[],
  timer: PlayerTimer,
): Extract<PlayerEffect, { type: 'schedule' }> | undefined {
  return effectsOfType(effects, 'schedule').find((effect) => effect.timer === timer);
}
