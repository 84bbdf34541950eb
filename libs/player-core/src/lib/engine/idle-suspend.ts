import type { Timers } from '@cadenza/ports';
import { PLAYER_TIMING } from '../constants/timing';
import type { SoundFactory } from './audio-engine.types';

/** The audio context's rest: suspended after a while without playback, woken for the next. */
export interface IdleSuspend {
  /** Playback stopped: the context is suspended `PLAYER_TIMING.idleSuspendMs` from now. */
  countdown(): void;
  /** Playback is about to start: the countdown is off and the context resumed. */
  wake(): void;
  /** Cancels the countdown, leaving the context as it is. */
  cancel(): void;
}

/** The engine's {@link IdleSuspend} over its factory's context. */
export function createIdleSuspend(
  scheduler: Timers,
  factory: Pick<SoundFactory, 'suspendContext' | 'resumeContext'>,
): IdleSuspend {
  let timer: unknown = null;
  const cancel = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };
  return {
    countdown() {
      cancel();
      timer = scheduler.setTimeout(() => {
        timer = null;
        factory.suspendContext();
      }, PLAYER_TIMING.idleSuspendMs);
    },
    wake() {
      cancel();
      factory.resumeContext();
    },
    cancel,
  };
}
