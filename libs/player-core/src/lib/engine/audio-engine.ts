import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import type { Timers } from '@cadenza/ports';
import type {
  AudioEngine,
  AudioFormat,
  EngineEvent,
  SoundFactory,
  SoundHandle,
} from './audio-engine.types';
import { clampLevel, ENGINE_MESSAGES, formatOf, seekTarget } from './audio-format';
import { createChainedNext } from './chained-next';
import { createIdleSuspend } from './idle-suspend';
import { OperationLock } from './operation-lock';
import { createPreloadCache } from './preload-cache';

/** How often the engine reports the position while a sound plays. */
export const PROGRESS_INTERVAL_MS = 500;

export type { AudioEngine } from './audio-engine.types';

/** Dependencies of {@link createAudioEngine}. */
export interface AudioEngineDeps {
  factory: SoundFactory;
  scheduler: Timers;
  now: () => number;
}

interface Current {
  loadId: number;
  url: string;
  format: AudioFormat;
  sound: SoundHandle;
  retried: boolean;
  startAtSec: number;
  autoplay: boolean;
  /** Reported playing since it last started (a chained sound may start before it is current). */
  reported: boolean;
}

/**
 * The audio engine's rules over any {@link SoundFactory} (spec §4): one current sound; the guard
 * lock; a failed load or play is retried once after 1 s, then `url-expired` is emitted with the
 * position to resume from; up to two preloaded sounds; the current sound moved to a renewed URL
 * of its song in place; the audio context suspended after 30 s without playback; volume and fade
 * clamped to 0..1; non-string sources ignored.
 */
export function createAudioEngine({ factory, scheduler, now }: AudioEngineDeps): AudioEngine {
  const listeners = new Set<(event: EngineEvent) => void>();
  const lock = new OperationLock(scheduler, now);
  const preloaded = createPreloadCache(factory);
  let current: Current | null = null;
  let retryTimer: unknown = null;
  let progressTimer: unknown = null;
  let volume = 1;
  let rate = 1;
  const chained = createChainedNext({ scheduler, volume: () => volume, rate: () => rate });

  const emit = (event: EngineEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const stopProgress = () => {
    if (progressTimer !== null) scheduler.clearInterval(progressTimer);
    progressTimer = null;
  };

  const idle = createIdleSuspend(scheduler, factory);
  const { wake } = idle;

  const soundFor = (src: string, format: AudioFormat, preload: boolean, decoded = false) =>
    factory.create({
      src,
      format,
      pool: PLAYER_LIMITS.audioPoolSize,
      preload,
      ...(decoded ? { decoded } : {}),
    });

  // A loaded sound starts at the entry's position, playing or (released) waiting for play.
  const begin = (entry: Current, sound: SoundHandle) => {
    if (entry.startAtSec > 0) sound.seek(entry.startAtSec);
    if (entry.autoplay) sound.play();
    else lock.release();
  };

  const position = () => {
    const value = current?.sound.seek();
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };

  const failed = (entry: Current, error: unknown) => {
    // A retry already pending: a further error of the same failing sound is the same failure.
    if (current !== entry || retryTimer !== null) return;
    lock.release();
    stopProgress();
    if (entry.retried) {
      emit({
        type: 'url-expired',
        loadId: entry.loadId,
        positionSec: Math.max(position(), entry.startAtSec),
      });
      return;
    }
    entry.retried = true;
    const resumeAt = Math.max(position(), entry.startAtSec);
    retryTimer = scheduler.setTimeout(() => {
      retryTimer = null;
      if (current !== entry) return;
      entry.sound.unload();
      entry.startAtSec = resumeAt;
      entry.sound = attach(entry, soundFor(entry.url, entry.format, false));
    }, PLAYER_TIMING.loadRetryDelayMs);
    void error;
  };

  function attach(entry: Current, sound: SoundHandle): SoundHandle {
    // Events count only while this sound is the current one: not after a new load, nor after a retry replaced it.
    const live = () => current === entry && entry.sound === sound;
    sound.volume(volume);
    sound.rate(rate);
    sound.on('load', () => {
      if (live()) begin(entry, sound);
    });
    sound.on('loaderror', (error) => {
      if (live()) failed(entry, error);
    });
    sound.on('playerror', (error) => {
      if (live()) failed(entry, error);
    });
    sound.on('play', () => {
      if (live()) started(entry, sound, live);
    });
    sound.on('pause', () => {
      if (!live()) return;
      entry.reported = false;
      chained.hold(sound);
      stopProgress();
      idle.countdown();
      emit({ type: 'paused', loadId: entry.loadId });
    });
    sound.on('end', () => {
      if (!live()) return;
      entry.reported = false;
      stopProgress();
      idle.countdown();
      emit({ type: 'ended', loadId: entry.loadId });
    });
    return sound;
  }

  // Playing: reported once per start, and the song chained after it timed from here.
  function started(entry: Current, sound: SoundHandle, live: () => boolean): void {
    lock.release();
    wake();
    chained.arm(sound);
    if (entry.reported) return;
    entry.reported = true;
    stopProgress();
    progressTimer = scheduler.setInterval(() => {
      if (live())
        emit({
          type: 'progress',
          loadId: entry.loadId,
          positionSec: position(),
          durationSec: sound.duration(),
        });
    }, PROGRESS_INTERVAL_MS);
    emit({ type: 'playing', loadId: entry.loadId });
  }

  // The format of a song to load ahead, or null: no URL, the current song's, or unplayable here.
  const aheadFormat = (url: unknown, hint?: AudioFormat): AudioFormat | null => {
    if (typeof url !== 'string' || url === '' || current?.url === url) return null;
    const format = formatOf(url, hint);
    return factory.canPlay(format) ? format : null;
  };

  const dropCurrent = () => {
    if (retryTimer !== null) scheduler.clearTimeout(retryTimer);
    retryTimer = null;
    stopProgress();
    if (current) {
      current.sound.stop();
      current.sound.unload();
    }
    current = null;
  };

  const engine: AudioEngine = {
    load(request) {
      const refuse = (message: string, lockActive = false) => {
        emit({ type: 'error', loadId: request.loadId, lockActive, message });
        return false;
      };
      if (typeof request.url !== 'string') return false;
      if (request.url === '' || request.track === undefined || request.track === null) {
        return refuse(ENGINE_MESSAGES.missingParams);
      }
      const format = formatOf(request.url, request.format);
      if (!factory.canPlay(format)) return refuse(ENGINE_MESSAGES.noCodecSupport);
      if (!lock.acquire()) return refuse(ENGINE_MESSAGES.lockActive, true);
      // The song chained after the current one (already playing, at a gapless boundary or in a
      // crossfade) goes on as the new current sound; any other chained song is let go.
      const adopted = chained.take(request.url);
      chained.clear();
      dropCurrent();
      wake();
      const entry: Current = {
        loadId: request.loadId,
        url: request.url,
        format,
        sound: null as unknown as SoundHandle,
        retried: false,
        startAtSec: Math.max(0, request.startAtSec),
        autoplay: request.autoplay,
        reported: false,
      };
      current = entry;
      const cached = adopted ?? preloaded.take(request.url);
      const sound = cached ?? soundFor(request.url, format, false, request.gapless === true);
      entry.sound = attach(entry, sound);
      if (adopted?.playing()) started(entry, adopted, () => current === entry);
      // A preloaded sound that loaded already fires no 'load': it starts here.
      else if (cached?.state() === 'loaded') begin(entry, cached);
      return true;
    },
    swapSource(request) {
      const entry = current;
      if (!entry || typeof request.url !== 'string' || request.url === '') return false;
      const format = formatOf(request.url, request.format);
      if (!factory.canPlay(format)) return false;
      const old = entry.sound;
      // A decoded sound holds its whole song: the renewed URL has nothing left to give it, but
      // the move it came with (a seek) still applies.
      if (old.chainAfter && old.state() === 'loaded') {
        entry.url = request.url;
        if (request.positionSec !== undefined) engine.seek(request.positionSec);
        if (request.play) engine.play();
        return true;
      }
      // Where the old sound is; one that never loaded has not left its start yet.
      const at = request.positionSec ?? (old.state() === 'loaded' ? position() : entry.startAtSec);
      // A retry pending on the old URL is moot: the new sound is the retry.
      if (retryTimer !== null) scheduler.clearTimeout(retryTimer);
      retryTimer = null;
      stopProgress();
      Object.assign(entry, {
        url: request.url,
        format,
        retried: false,
        startAtSec: seekTarget(at, old.duration()),
        autoplay: request.play,
        reported: false,
      });
      // The chained song followed the old sound: it now waits for the new one.
      chained.clear();
      const cached = preloaded.take(request.url);
      // Attached before the old one stops: the old sound's last events are no longer live.
      entry.sound = attach(entry, cached ?? soundFor(request.url, format, true));
      old.stop();
      old.unload();
      if (request.play) wake();
      if (cached?.state() === 'loaded') begin(entry, cached);
      return true;
    },
    resetLock() {
      lock.release();
    },
    play() {
      if (!current) return;
      wake();
      current.sound.play();
    },
    pause() {
      // Its next start is a new one, whether or not the sound tells of this pause.
      if (current) current.reported = false;
      current?.sound.pause();
    },
    stop() {
      // A chained song that already began (the boundary just passed) stops with the player; a
      // crossfade under way is undone first, so the current song keeps its volume.
      if (current) chained.hold(current.sound);
      chained.clear();
      if (!current) return;
      current.reported = false;
      current.sound.stop();
      stopProgress();
      idle.countdown();
    },
    seek(positionSec) {
      if (!current || !Number.isFinite(positionSec)) return;
      // Against the media's own length, which can differ from the catalogue's.
      current.sound.seek(seekTarget(positionSec, current.sound.duration()));
      chained.arm(current.sound);
    },
    setRate(next) {
      if (!Number.isFinite(next) || next <= 0) return;
      rate = next;
      current?.sound.rate(next);
      if (current) chained.arm(current.sound);
    },
    setVolume(next) {
      volume = clampLevel(next);
      current?.sound.volume(volume);
    },
    fade(from, to, durationMs) {
      current?.sound.fade(clampLevel(from), clampLevel(to), Math.max(0, durationMs));
    },
    preload(url, hint) {
      const format = aheadFormat(url, hint);
      if (format && !preloaded.has(url)) preloaded.add(url, format);
    },
    dropPreload: (url) => preloaded.drop(url),
    chain(request) {
      const { url } = request;
      const format = aheadFormat(url, request.format);
      if (!current || !format) return;
      const sound = preloaded.take(url) ?? soundFor(url, format, true, request.overlapSec <= 0);
      chained.chain(current.sound, url, sound, Math.max(0, request.overlapSec));
    },
    position,
    currentSound: () => current?.sound ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      chained.clear();
      dropCurrent();
      lock.release();
      idle.cancel();
      preloaded.clear();
      listeners.clear();
    },
  };
  return engine;
}
