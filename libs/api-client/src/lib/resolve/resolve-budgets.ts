import type { Timers } from '@cadenza/ports';

/** External music API: each call's timeout (spec §9: 5 s per call). */
export const GD_CALL_TIMEOUT_MS = 5_000;
/** External music API: the whole step's timeout (spec §9: 15 s overall). */
export const GD_TOTAL_TIMEOUT_MS = 15_000;
/** External music API: the bitrate asked for (spec §9: 999, i.e. lossless when there is one). */
export const GD_BITRATE = 999;
/** External music API: the bitrate reported when the answer's `br` is unusable (contract §5.3). */
export const GD_DEFAULT_BR = 320_000;
/** `/music_proxy/music`: the call's timeout (spec §7: 10 s). */
export const MUSIC_PROXY_TIMEOUT_MS = 10_000;

/** The time budgets of the chain; tests pass smaller ones, production uses the defaults. */
export interface ResolutionBudgets {
  gdCallTimeoutMs: number;
  gdTotalTimeoutMs: number;
  musicProxyTimeoutMs: number;
}

/** The production budgets (spec §7, §9). */
export const DEFAULT_RESOLUTION_BUDGETS: Readonly<ResolutionBudgets> = Object.freeze({
  gdCallTimeoutMs: GD_CALL_TIMEOUT_MS,
  gdTotalTimeoutMs: GD_TOTAL_TIMEOUT_MS,
  musicProxyTimeoutMs: MUSIC_PROXY_TIMEOUT_MS,
});

/** What {@link withDeadline} resolves with when the deadline passes first. */
export const DEADLINE_PASSED: unique symbol = Symbol('deadline passed');

/**
 * Races `work` against a timer of `ms`: its value, or {@link DEADLINE_PASSED} when the timer
 * fires first (the work keeps running; its own per-call timeouts end it). A rejection of `work`
 * passes through. The timer is always cleared.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>,
): Promise<T | typeof DEADLINE_PASSED> {
  let handle: unknown;
  const deadline = new Promise<typeof DEADLINE_PASSED>((resolve) => {
    handle = timers.setTimeout(() => resolve(DEADLINE_PASSED), ms);
  });
  return Promise.race([work, deadline]).finally(() => timers.clearTimeout(handle));
}
