import type { AudioEngine } from '../engine/audio-engine';
import { transition } from '../machine/player.machine';
import { createInitialPlayerState, currentTrack } from '../machine/player.state';
import { isPlayableTrack } from '../machine/queue';
import type {
  PlayerEffect,
  PlayerEvent,
  PlayerState,
  PlayerTimer,
  PlayerTrack,
} from '../machine/player.types';
import type { KeyValueStorage, Timers } from '@cadenza/ports';
import { createExternalStore, type ExternalStore } from '../store/external-store';
import { playerEventOf } from './engine-events';
import type { PlayerUserCommand } from './player-commands';
import { createPreloads, formatFieldsOf } from './preloads';
import { timedUrl, type ResolvedUrl } from './resolved-url';
import { createRuntimeEventTap, type PlayerRuntimeListener } from './runtime-events';
import { nextInOrder, transitionBetween, type TransitionSettings } from './song-transitions';
import { readSaved, writeSaved } from './saved-state';
import { failureReasonOf } from './url-resolution-error';

export type { PlayerCommand, PlayerUserCommand } from './player-commands';
export type { ResolvedUrl } from './resolved-url';
export { RESTORED_KEYS } from './saved-state';

/**
 * Finds a playable URL for a track (the api-client's resolution chain implements it). Rejects
 * when there is none, with a `UrlResolutionError` to say why (anything else reads as no reason).
 * Answers the URL with its lifetime when known ({@link ResolvedUrl}: NetEase's `expi`), so the
 * player renews it before it dies; a bare string is a URL of unknown lifetime, taken to live
 * `PLAYER_TIMING.songUrlValidityMs`.
 */
export interface UrlResolver {
  resolve(track: PlayerTrack, options: { refetch: boolean }): Promise<ResolvedUrl | string>;
}

/** Dependencies of {@link createPlayerRuntime}; nothing is built at import. */
export interface PlayerRuntimeDeps {
  engine: AudioEngine;
  resolver: UrlResolver;
  scheduler: Timers;
  now: () => number;
  random?: () => number;
  storage?: KeyValueStorage;
  initialState?: PlayerState;
  /** How songs meet (gapless, crossfade); absent, they simply follow each other. */
  transitions?: () => TransitionSettings;
}

const APART: TransitionSettings = { gapless: false, crossfadeSec: 0 };

/** The running player: its state as an external store, commands in, and teardown. */
export interface PlayerRuntime {
  store: ExternalStore<PlayerState>;
  send(command: PlayerUserCommand): void;
  /** Reads the saved state from storage and restores it (spec §4 start-up). */
  restore(options: { autoplay: boolean }): void;
  /**
   * The listener is about to play `track` (a press on its row, before the click): its URL is
   * resolved and its sound loaded as a preload, which the play then takes. Nothing for the song
   * playing, one that cannot play, or one already on its way.
   */
  prepare(track: PlayerTrack): void;
  /** The engine's position now, in seconds (for the position hook). */
  position(): number;
  /** Taps the runtime's events (track changed, track ended, notices); returns the unsubscribe. */
  subscribe(listener: PlayerRuntimeListener): () => void;
  dispose(): void;
}

/**
 * Interprets the machine's effects through the ports: URL resolution (answers tagged with their
 * load id), the engine, one timer of each kind, storage writes and notices.
 */
export function createPlayerRuntime(deps: PlayerRuntimeDeps): PlayerRuntime {
  const { engine, resolver, scheduler, now, storage } = deps;
  const random = deps.random ?? Math.random;
  const transitionSettings = deps.transitions ?? (() => APART);
  const transitionTo = (next: PlayerTrack | undefined) =>
    transitionBetween(store.getSnapshot(), next, transitionSettings());
  const store = createExternalStore(deps.initialState ?? createInitialPlayerState());
  const timers = new Map<PlayerTimer, unknown>();
  const tap = createRuntimeEventTap();
  let disposed = false;

  const preloads = createPreloads({
    engine,
    resolve: (track, options) => resolver.resolve(track, options),
    scheduler,
    now,
  });

  // Run to completion: an event raised while another one's effects run (a preloaded URL, an
  // engine that answers at once) is handled right after them, in order, never in between.
  const queued: PlayerEvent[] = [];
  let dispatching = false;
  const dispatch = (event: PlayerEvent) => {
    if (disposed) return;
    queued.push(event);
    if (dispatching) return;
    dispatching = true;
    try {
      for (let next = queued.shift(); next && !disposed; next = queued.shift()) handle(next);
    } finally {
      dispatching = false;
      queued.length = 0;
    }
  };
  const handle = (event: PlayerEvent) => {
    const before = currentTrack(store.getSnapshot());
    const result = transition(store.getSnapshot(), event);
    store.set(result.state);
    const after = currentTrack(result.state);
    if (before?.id !== after?.id) {
      // The preload renewed was the next song of the song before: it may not come next now.
      preloads.stopRenewing();
      tap.emit({ type: 'track-changed', track: after ?? null });
    }
    for (const effect of result.effects) run(effect);
  };

  const cancel = (timer: PlayerTimer) => {
    const handle = timers.get(timer);
    if (handle !== undefined) scheduler.clearTimeout(handle);
    timers.delete(timer);
  };

  function resolveForLoad(effect: Extract<PlayerEffect, { type: 'resolve-url' }>): void {
    resolver.resolve(effect.track, { refetch: effect.refetch }).then(
      (answer) => {
        const url = timedUrl(answer, now());
        dispatch({ type: 'url-resolved', loadId: effect.loadId, ...url, now: url.createdAt });
      },
      (error: unknown) => {
        const reason = failureReasonOf(error);
        dispatch({
          type: 'url-failed',
          loadId: effect.loadId,
          now: now(),
          random: random(),
          ...(reason === undefined ? {} : { reason }),
        });
      },
    );
  }

  function run(effect: PlayerEffect): void {
    switch (effect.type) {
      case 'resolve-url': {
        // The URL a preload resolved: its sound is waiting in the engine under that very URL,
        // so asking again (a new signed URL) would throw the preloaded sound away.
        const preloaded = effect.refetch ? undefined : preloads.take(effect.track.id);
        if (preloaded !== undefined) {
          // Answered at once, after the current effects (the dispatch queue): the preloaded sound
          // starts within the listener's click, before the screens re-render for the new track.
          dispatch({ type: 'url-resolved', loadId: effect.loadId, ...preloaded, now: now() });
          return;
        }
        // A preload still on its way (the press before the click started it) is waited for.
        const arriving = effect.refetch ? undefined : preloads.arriving(effect.track.id);
        if (arriving) void arriving.then(() => run(effect));
        else resolveForLoad(effect);
        return;
      }
      case 'renew-url':
        // A failed renewal changes nothing: the old URL serves until it dies, then the expiry
        // check at resume or the engine's 403 path resolves anew.
        resolver.resolve(effect.track, { refetch: true }).then(
          (answer) => {
            const { url, expiresAt, createdAt } = timedUrl(answer, now());
            dispatch({
              type: 'url-renewed',
              loadId: effect.loadId,
              url,
              expiresAt,
              now: createdAt,
            });
          },
          () => undefined,
        );
        return;
      case 'load': {
        // A song that runs into the next one without a gap is decoded whole for it.
        const gapless = transitionTo(nextInOrder(store.getSnapshot())).type === 'gapless';
        engine.load({
          loadId: effect.loadId,
          url: effect.url,
          track: effect.track,
          startAtSec: effect.startAtSec,
          autoplay: effect.autoplay,
          ...formatFieldsOf(effect.track),
          ...(gapless ? { gapless } : {}),
        });
        return;
      }
      case 'swap-source':
        engine.swapSource({
          url: effect.url,
          play: effect.play,
          ...(effect.positionSec === undefined ? {} : { positionSec: effect.positionSec }),
          ...formatFieldsOf(effect.track),
        });
        return;
      case 'play':
        engine.play();
        return;
      case 'reset-lock':
        engine.resetLock();
        return;
      case 'pause':
        engine.pause();
        return;
      case 'stop':
        engine.stop();
        return;
      case 'seek':
        engine.seek(effect.positionSec);
        return;
      case 'set-rate':
        engine.setRate(effect.rate);
        return;
      case 'set-volume':
        engine.setVolume(effect.volume);
        return;
      case 'schedule':
        cancel(effect.timer);
        timers.set(
          effect.timer,
          scheduler.setTimeout(() => {
            timers.delete(effect.timer);
            dispatch({
              type: 'timer',
              timer: effect.timer,
              loadId: effect.loadId,
              now: now(),
              random: random(),
            });
          }, effect.delayMs),
        );
        return;
      case 'cancel':
        cancel(effect.timer);
        return;
      case 'preload': {
        const transition = transitionTo(effect.track);
        preloads.preload(
          effect.track,
          transition.type === 'apart'
            ? undefined
            : { overlapSec: transition.type === 'crossfade' ? transition.overlapSec : 0 },
        );
        return;
      }
      case 'persist':
        writeSaved(storage, effect.key, effect.value);
        return;
      case 'notify':
        tap.emit({ type: 'notice', notice: effect.notice });
        return;
      default:
        // A new effect the machine can emit must be handled here: this fails to compile otherwise.
        effect satisfies never;
    }
  }

  const unsubscribe = engine.subscribe((event) => {
    // Told while the ended song is still current: the transition below moves on from it.
    const ending = event.type === 'ended' ? currentTrack(store.getSnapshot()) : undefined;
    if (ending && event.loadId === store.getSnapshot().loadId) {
      tap.emit({ type: 'track-ended', track: ending });
    }
    dispatch(playerEventOf(event, now(), random()));
  });

  return {
    store,
    send: (command) => dispatch({ ...command, now: now(), random: random() } as PlayerEvent),
    restore({ autoplay }) {
      dispatch({ type: 'restore', saved: readSaved(storage), autoplay, now: now() });
    },
    prepare(track) {
      // The song playing needs nothing; a load of it is already under way or done.
      if (disposed || !isPlayableTrack(track)) return;
      // A second press while the first is on its way asks nothing (`preload` keeps one in flight).
      if (currentTrack(store.getSnapshot())?.id !== track.id) preloads.preload(track);
    },
    position: () => engine.position(),
    subscribe: (listener) => tap.subscribe(listener),
    dispose() {
      disposed = true;
      preloads.dispose();
      unsubscribe();
      tap.clear();
      for (const timer of [...timers.keys()]) cancel(timer);
      engine.dispose();
    },
  };
}
