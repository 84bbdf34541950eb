import { PLAYER_LIMITS } from '../constants/timing';
import type { TrackId } from '../machine/player.types';
import { renewalAt } from '../machine/url-lifetime';
import type { TimedUrl } from './resolved-url';

/** The URLs preloads resolved, by track, for the load that follows (see the runtime). */
export interface PreloadedUrls {
  /** Keeps the track's URL; returns the URL it replaced, if any. */
  remember(trackId: TrackId, url: TimedUrl): TimedUrl | undefined;
  /** The track's URL, without taking it. */
  peek(trackId: TrackId): TimedUrl | undefined;
  /**
   * The track's preloaded URL, once, while it is not yet due for renewal; undefined otherwise.
   * A URL that close to its end (its renewal late or failed) would leave the song too little
   * time before a 403: the load resolves a fresh one instead. `evenIfDue` hands it out all the
   * same (a decoded song holds its whole file: its URL is not needed any more).
   */
  take(trackId: TrackId, options?: { evenIfDue?: boolean }): TimedUrl | undefined;
}

/**
 * Keeps as many URLs as the engine keeps preloaded sounds, oldest dropped first. A preloaded
 * sound waits in the engine under its URL; loading the track with a freshly resolved URL (a new
 * signature every time) would miss it, so the load reuses the preload's URL.
 */
export function createPreloadedUrls(now: () => number): PreloadedUrls {
  const urls = new Map<TrackId, TimedUrl>();
  return {
    remember(trackId, url) {
      const replaced = urls.get(trackId);
      urls.delete(trackId);
      urls.set(trackId, url);
      while (urls.size > PLAYER_LIMITS.preloadCacheSize) {
        const oldest = urls.keys().next();
        if (oldest.done) break;
        urls.delete(oldest.value);
      }
      return replaced;
    },
    peek: (trackId) => urls.get(trackId),
    take(trackId, options) {
      const entry = urls.get(trackId);
      urls.delete(trackId);
      if (!entry) return undefined;
      if (!options?.evenIfDue && now() >= renewalAt(entry.createdAt, entry.expiresAt)) {
        return undefined;
      }
      return entry;
    },
  };
}
