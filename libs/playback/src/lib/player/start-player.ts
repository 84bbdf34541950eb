import type { MusicDb, Requester } from '@cadenza/api-client';
import type { TranslationKey } from '@cadenza/i18n';
import { connectEqualizerOutput, createHowlerSoundFactory } from '@cadenza/player-core/howler';
import type { PlatformBridge } from '@cadenza/platform';
import { startLikesSync } from '@cadenza/songs';
import {
  startLibraryCacheEffects,
  startPlayerToasts,
  toastShown,
  type AppStartListening,
  type AppStore,
  createAppPlayer,
  type AppPlayer,
  type NormalizationSettings,
  type ResolutionSettings,
} from '@cadenza/app-core';
import { browserMediaSession, connectMediaSession } from './media-session';

/** What {@link startPlayer} needs from the composition root. */
export interface StartPlayerDeps {
  platform: PlatformBridge;
  store: AppStore;
  requester: Requester;
  settings: () => ResolutionSettings &
    NormalizationSettings & { autoPlay: boolean; gaplessPlayback: boolean; crossfadeSec: number };
  /** The app's effects (the account's likes follow the session). */
  startListening: AppStartListening;
  /** The interface's translation, for the texts of system notifications. */
  translate: (key: TranslationKey) => string;
  /** `musicDB` of this renderer (the loudness the app measures is kept there). */
  musicDb?: Promise<MusicDb | null>;
}

/** A started player and the function that ends it with everything connected to it. */
export interface StartedPlayer {
  player: AppPlayer;
  stop(): void;
}

/**
 * Spec §4: when the sleep timer stops playback, a system notification where the platform has
 * them (desktop), else a toast.
 */
export function announceSleepTimerEnd(
  platform: Pick<PlatformBridge, 'notify'>,
  dispatch: AppStore['dispatch'],
  translate: StartPlayerDeps['translate'],
): void {
  if (platform.notify) {
    platform.notify({
      title: translate('player.sleepTimer.notification.title'),
      body: translate('player.sleepTimer.notification.body'),
    });
    return;
  }
  dispatch(toastShown({ tone: 'info', titleKey: 'player.sleepTimer.notification.body' }));
}

/**
 * The renderer's player on howler, with its notices as toasts and the media session connected,
 * restored with the autoplay setting. Its own chunk: the composition root loads it after
 * the first paint, which needs none of the audio code.
 */
export function startPlayer({
  platform,
  store,
  requester,
  settings,
  startListening,
  translate,
  musicDb,
}: StartPlayerDeps): StartedPlayer {
  const player = createAppPlayer({
    platform,
    requester,
    settings,
    soundFactory: createHowlerSoundFactory(),
    normalization: { settings, subscribe: (listener) => store.subscribe(listener) },
    transitions: () => {
      const { gaplessPlayback, crossfadeSec } = settings();
      return { gapless: gaplessPlayback, crossfadeSec };
    },
    connectOutput: (engine, equalizer, gain) =>
      connectEqualizerOutput({ engine, equalizer, gain, measure: gain }),
    musicDb,
    onSleepTimerEnded: () => announceSleepTimerEnd(platform, store.dispatch, translate),
    onTrial: (track) =>
      store.dispatch(
        toastShown({
          tone: 'info',
          titleKey: 'player.trialClip',
          titleParams: { name: track.name },
        }),
      ),
  });
  // Toasts before the restore: a restore that fails says so.
  const stops = [
    startPlayerToasts(player, store.dispatch),
    startLikesSync(startListening, { player, store }),
    startLibraryCacheEffects(startListening, player),
  ];
  const mediaSession = browserMediaSession();
  if (mediaSession) stops.push(connectMediaSession(player, mediaSession));
  player.restore({ autoplay: settings().autoPlay });
  return {
    player,
    stop() {
      for (const stop of stops) stop();
      player.dispose();
    },
  };
}
