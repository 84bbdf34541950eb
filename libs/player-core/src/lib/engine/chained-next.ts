import type { Timers } from '@cadenza/ports';
import type { SoundHandle } from './audio-engine.types';

/**
 * The song that runs into the current one, chained by {@link AudioEngine.chain}: either without
 * a gap (a decoded sound the audio clock starts at the current one's last sample) or with a
 * crossfade (any sound, started `overlapSec` before the current one ends, the two faded across).
 */
export interface ChainedNext {
  /** Chains `sound` (for `url`) after `current`; an earlier chained sound is unloaded. */
  chain(current: SoundHandle, url: string, sound: SoundHandle, overlapSec: number): void;
  /** The chained sound of `url`, handed over once (its song became current), or undefined. */
  take(url: string): SoundHandle | undefined;
  /** The current sound started, moved or changed rate: the crossfade is timed again. */
  arm(current: SoundHandle): void;
  /** The current sound paused or stopped: a crossfade under way is undone, the next one waits. */
  hold(current: SoundHandle): void;
  /** Unloads the chained sound, if any. */
  clear(): void;
}

/** What {@link createChainedNext} needs: timers, and the engine's volume and rate now. */
export interface ChainedNextDeps {
  scheduler: Timers;
  volume: () => number;
  rate: () => number;
}

interface Chained {
  url: string;
  sound: SoundHandle;
  overlapSec: number;
  /** Started by the audio clock, crossfaded by a timer, or (a sound that cannot chain) waiting for its load. */
  mode: 'gapless' | 'crossfade' | 'waiting';
  fading: boolean;
}

/** The engine's chained next song (see {@link ChainedNext}). */
export function createChainedNext({ scheduler, volume, rate }: ChainedNextDeps): ChainedNext {
  let next: Chained | null = null;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };

  // The current one's fade-out is undone and the next one rewound, silent, for a later start.
  const undoFade = (current: SoundHandle | null) => {
    if (!next?.fading) return;
    next.fading = false;
    next.sound.stop();
    current?.volume(volume());
  };

  const startFade = (current: SoundHandle) => {
    timer = null;
    if (!next || next.fading || !current.playing()) return;
    const remainingMs = (Math.max(0, current.duration() - current.seek()) / rate()) * 1000;
    next.fading = true;
    next.sound.volume(0);
    next.sound.play();
    next.sound.fade(0, volume(), remainingMs);
    current.fade(volume(), 0, remainingMs);
  };

  const arm = (current: SoundHandle) => {
    cancelTimer();
    undoFade(current);
    // Timed even while the sound is not playing this instant: howler re-plays a seeked HTML5
    // sound a tick later, without a 'play' event. A fade due while paused waits for the play.
    if (next?.mode !== 'crossfade') return;
    const duration = current.duration();
    if (!(duration > 0)) return;
    const untilFadeSec = (duration - next.overlapSec - current.seek()) / rate();
    timer = scheduler.setTimeout(() => startFade(current), Math.max(0, untilFadeSec * 1000));
  };

  const clear = () => {
    cancelTimer();
    next?.sound.unload();
    next = null;
  };

  return {
    chain(current, url, sound, overlapSec) {
      if (next?.sound !== sound) clear();
      const mode =
        overlapSec > 0
          ? 'crossfade'
          : // A streamed sound cannot start to the sample: it waits as a preload would.
            sound.chainAfter?.(current) === true
            ? 'gapless'
            : 'waiting';
      next = { url, sound, overlapSec, mode, fading: false };
      arm(current);
    },
    take(url) {
      if (next?.url !== url) return undefined;
      const { sound } = next;
      cancelTimer();
      next = null;
      return sound;
    },
    arm,
    hold(current) {
      cancelTimer();
      undoFade(current);
    },
    clear,
  };
}
