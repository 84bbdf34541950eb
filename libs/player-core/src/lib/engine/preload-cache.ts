import { PLAYER_LIMITS } from '../constants/timing';
import type { AudioFormat, SoundFactory, SoundHandle } from './audio-engine.types';

/** The engine's preloaded sounds, by URL. */
export interface PreloadCache {
  has(url: string): boolean;
  /** Creates a preloading sound for `url`; the oldest beyond the limit is unloaded. */
  add(url: string, format: AudioFormat): void;
  /** The sound preloaded for `url`, handed over once (the cache forgets it). */
  take(url: string): SoundHandle | undefined;
  /** Unloads and forgets the sound of `url`, if any. */
  drop(url: string): void;
  /** Unloads every sound. */
  clear(): void;
}

/**
 * At most `PLAYER_LIMITS.preloadCacheSize` sounds loading ahead of their play, oldest dropped
 * first. Keyed by URL: a load finds its preloaded sound by the URL it was asked to play.
 */
export function createPreloadCache(factory: SoundFactory): PreloadCache {
  const sounds = new Map<string, SoundHandle>();
  return {
    has: (url) => sounds.has(url),
    add(url, format) {
      sounds.set(
        url,
        factory.create({ src: url, format, pool: PLAYER_LIMITS.audioPoolSize, preload: true }),
      );
      while (sounds.size > PLAYER_LIMITS.preloadCacheSize) {
        const [oldest, sound] = sounds.entries().next().value ?? [];
        if (oldest === undefined || !sound) break;
        sound.unload();
        sounds.delete(oldest);
      }
    },
    take(url) {
      const sound = sounds.get(url);
      sounds.delete(url);
      return sound;
    },
    drop(url) {
      sounds.get(url)?.unload();
      sounds.delete(url);
    },
    clear() {
      for (const sound of sounds.values()) sound.unload();
      sounds.clear();
    },
  };
}
