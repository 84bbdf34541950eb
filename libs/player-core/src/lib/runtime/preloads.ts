import type { Timers } from '@cadenza/ports';
import type { AudioEngine } from '../engine/audio-engine';
import type { AudioFormat } from '../engine/audio-engine.types';
import type { PlayerTrack, TrackId } from '../machine/player.types';
import { renewalDelayMs } from '../machine/url-lifetime';
import { createPreloadedUrls } from './preloaded-urls';
import { timedUrl, type ResolvedUrl, type TimedUrl } from './resolved-url';

/** What {@link createPreloads} needs: the runtime's engine, resolver and clock. */
export interface PreloadsDeps {
  engine: Pick<AudioEngine, 'preload' | 'dropPreload' | 'chain'>;
  resolve(track: PlayerTrack, options: { refetch: boolean }): Promise<ResolvedUrl | string>;
  scheduler: Timers;
  now: () => number;
}

/** The next song loading ahead of its play, its URL kept live until the play takes it. */
export interface Preloads {
  /**
   * Resolves the track's URL and preloads its sound (a failure is ignored: the load resolves);
   * with `chain`, the sound is chained after the current one (gapless when `overlapSec` is 0,
   * else crossfaded).
   */
  preload(track: PlayerTrack, chain?: { overlapSec: number }): void;
  /** The track's preloaded URL for its load, once, while it is not due for renewal. */
  take(trackId: TrackId): TimedUrl | undefined;
  /**
   * The track's preload while its URL is still being resolved: settles once the URL is kept
   * (then {@link Preloads.take} has it) or has failed. Undefined when none is under way.
   */
  arriving(trackId: TrackId): Promise<void> | undefined;
  /** Stops renewing: the current song changed, so the preloaded one may no longer come next. */
  stopRenewing(): void;
  dispose(): void;
}

/** The container hint a track's URLs need: the video site's streams do not say theirs. */
export function formatHintOf(track: PlayerTrack): AudioFormat | undefined {
  return track.source === 'bilibili' ? 'aac' : undefined;
}

/**
 * Preloads, each renewed before its URL dies. The engine keeps preloaded sounds by URL and the
 * runtime their URLs by track; a URL that dies while its song waits would greet the song's play
 * with a 403. The latest preload is therefore resolved again at `renewalAt` (the rule of the
 * current song's URL) and its sound replaced: the old one unloaded, a new one loading on the
 * fresh URL. Only the latest preload is renewed, and only until the current song changes or
 * the preload is taken. A renewal that fails leaves the old URL, which `take` stops handing out
 * once its renewal was due: the song's load then resolves a fresh one.
 */
export function createPreloads({ engine, resolve, scheduler, now }: PreloadsDeps): Preloads {
  const urls = createPreloadedUrls(now);
  // Tracks chained gapless: decoded whole, so their URL may age past its renewal unharmed.
  const decoded = new Set<TrackId>();
  let renewal: { trackId: TrackId; handle: unknown } | null = null;
  const inFlight = new Map<TrackId, Promise<void>>();
  let disposed = false;

  const stopRenewing = () => {
    if (renewal) scheduler.clearTimeout(renewal.handle);
    renewal = null;
  };

  const keep = (track: PlayerTrack, url: TimedUrl, chain?: { overlapSec: number }) => {
    // The replaced URL's sound goes first, so the cache's limit never drops another song's.
    const replaced = urls.peek(track.id);
    if (replaced && replaced.url !== url.url) engine.dropPreload(replaced.url);
    if (chain)
      engine.chain({ url: url.url, overlapSec: chain.overlapSec, ...formatFieldsOf(track) });
    else engine.preload(url.url, formatHintOf(track));
    urls.remember(track.id, url);
    stopRenewing();
    // A gapless song is decoded whole from its first answer: a later URL has nothing to add.
    if (chain?.overlapSec === 0) {
      decoded.add(track.id);
      return;
    }
    decoded.delete(track.id);
    renewal = {
      trackId: track.id,
      handle: scheduler.setTimeout(
        () => renew(track, url, chain),
        renewalDelayMs(url.createdAt, url.expiresAt, now()),
      ),
    };
  };

  const renew = (track: PlayerTrack, old: TimedUrl, chain?: { overlapSec: number }) => {
    renewal = null;
    void resolve(track, { refetch: true }).then(
      (answer) => {
        // Taken by a load or replaced by a newer preload meanwhile: nothing left to renew.
        if (disposed || urls.peek(track.id) !== old) return;
        keep(track, timedUrl(answer, now()), chain);
      },
      () => undefined,
    );
  };

  return {
    preload(track, chain) {
      // Asked twice (a press on a row, then the click's preload): the first answer serves.
      if (!chain && inFlight.has(track.id)) return;
      const settled = resolve(track, { refetch: false })
        .then(
          (answer) => {
            // An answer after dispose must not create a sound nobody unloads.
            if (!disposed) keep(track, timedUrl(answer, now()), chain);
          },
          () => undefined,
        )
        .finally(() => {
          if (inFlight.get(track.id) === settled) inFlight.delete(track.id);
        });
      inFlight.set(track.id, settled);
    },
    arriving: (trackId) => inFlight.get(trackId),
    take(trackId) {
      if (renewal?.trackId === trackId) stopRenewing();
      const evenIfDue = decoded.delete(trackId);
      return urls.take(trackId, { evenIfDue });
    },
    stopRenewing,
    dispose() {
      disposed = true;
      stopRenewing();
    },
  };
}

/** A track's container hint as the optional `format` field of an engine request. */
export function formatFieldsOf(track: PlayerTrack): { format?: AudioFormat } {
  const format = formatHintOf(track);
  return format === undefined ? {} : { format };
}
