import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import type { TrackId } from '../machine/player.types';

/** The URLs preloads resolved, by track, for the load that follows (see the runtime). */
export interface PreloadedUrls {
  remember(trackId: TrackId, url: string): void;
  /** The track's preloaded URL while still valid (30 min), once; undefined otherwise. */
  take(trackId: TrackId): string | undefined;
}

/**
 * Keeps as many URLs as the engine keeps preloaded sounds, oldest dropped first. A preloaded
 * sound waits in the engine under its URL; loading the track with a freshly resolved URL (a new
 * signature every time) would miss it, so the load reuses the preload's URL.
 */
export function createPreloadedUrls(now: () => number): PreloadedUrls {
  const urls = new Map<TrackId, { url: string; at: number }>();
  return {
    remember(trackId, url) {
      urls.delete(trackId);
      urls.set(trackId, { url, at: now() });
      while (urls.size > PLAYER_LIMITS.preloadCacheSize) {
        const oldest = urls.keys().next();
        if (oldest.done) break;
        urls.delete(oldest.value);
      }
    },
    take(trackId) {
      const entry = urls.get(trackId);
      urls.delete(trackId);
      if (!entry || now() - entry.at >= PLAYER_TIMING.songUrlValidityMs) return undefined;
      return entry.url;
    },
  };
}
