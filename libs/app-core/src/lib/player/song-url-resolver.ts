import {
  resolveSongUrl,
  type ResolvedSongUrl,
  type SongUrlEndpoints,
  type SongUrlPorts,
} from '@cadenza/api-client';
import {
  PLAYER_TIMING,
  UrlResolutionError,
  type PlayerTrack,
  type UrlResolver,
} from '@cadenza/player-core';
import type { AppSettings } from '@cadenza/settings';
import type { SongUrlFacts } from './song-url-facts';

/** The settings the resolution reads, at the moment of each call. */
export type ResolutionSettings = Pick<
  AppSettings,
  'musicQuality' | 'enableMusicUnblock' | 'enabledMusicSources'
>;

/** What {@link createSongUrlResolver} needs. */
export interface SongUrlResolverDeps {
  platform: 'web' | 'desktop';
  /** The current settings: a change applies to the next song without rebuilding the player. */
  settings: () => ResolutionSettings;
  ports: SongUrlPorts;
  endpoints: SongUrlEndpoints;
  /** Told when only NetEase's trial clip was found, so the listener hears why it is short. */
  onTrial?: (track: PlayerTrack) => void;
  /** Where each resolved URL's song and loudness are kept for the audio output. */
  facts?: SongUrlFacts;
  /** api-client's chain; a spec passes its own. */
  resolve?: typeof resolveSongUrl;
}

/**
 * How long a resolved URL lives from the answer on: NetEase's `expi`; for the video site's
 * streams, which say nothing, `PLAYER_TIMING.videoSiteUrlValidityMs`; otherwise unknown (the
 * player then assumes `songUrlValidityMs`).
 */
export function urlLifetimeMs(result: ResolvedSongUrl): number | undefined {
  const expi = result.expiresInSec;
  if (expi !== undefined && Number.isFinite(expi) && expi > 0) return expi * 1_000;
  return result.source === 'bilibili' ? PLAYER_TIMING.videoSiteUrlValidityMs : undefined;
}

/**
 * player-core's `UrlResolver` port on api-client's song-URL chain. Answers the URL with its
 * lifetime ({@link urlLifetimeMs}), which the player renews it before. A failure rejects with a
 * `UrlResolutionError` carrying the chain's message key and params, which the player puts into
 * its play-failed notice for the UI to translate.
 */
export function createSongUrlResolver(deps: SongUrlResolverDeps): UrlResolver {
  const resolve = deps.resolve ?? resolveSongUrl;
  return {
    async resolve(track) {
      const settings = deps.settings();
      const result = await resolve(track, {
        level: settings.musicQuality,
        platform: deps.platform,
        settings: {
          enableMusicUnblock: settings.enableMusicUnblock,
          enabledMusicSources: settings.enabledMusicSources,
        },
        ports: deps.ports,
        endpoints: deps.endpoints,
      });
      if (!result.ok) {
        throw new UrlResolutionError({
          message: result.message,
          ...(result.params === undefined ? {} : { params: result.params }),
        });
      }
      if (result.trial) deps.onTrial?.(track);
      deps.facts?.remember(result.url, {
        trackId: track.id,
        ...(result.loudness ? { loudness: result.loudness } : {}),
      });
      const lifetimeMs = urlLifetimeMs(result);
      return { url: result.url, ...(lifetimeMs === undefined ? {} : { lifetimeMs }) };
    },
  };
}
