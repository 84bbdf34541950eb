/** What {@link formatDuration} shows for a missing or impossible duration. */
export const MISSING_DURATION = '--:--';

/** What {@link formatCountdown} shows for a missing remaining time. */
export const MISSING_COUNTDOWN = '-:--:--';

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * A track length or position as `mm:ss` (spec §9): whole seconds, truncated (a position of
 * 3.9 s still shows `00:03`); minutes are at least two digits and are not wrapped into hours
 * (`75:03`, `120:00`). `NaN`, infinities, negatives, `null` and `undefined` give `--:--`.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return MISSING_DURATION;
  const totalSeconds = Math.floor(ms / 1000);
  return `${pad2(Math.floor(totalSeconds / 60))}:${pad2(totalSeconds % 60)}`;
}

/**
 * A remaining time as `h:mm:ss` (spec §2, the sleep-timer countdown): hours unpadded and
 * unbounded (`0:05:09`, `25:00:00`). Seconds round **up**, so the display reaches `0:00:00`
 * only when the time is really over and never shows zero while time is left. A negative
 * remaining time is over: `0:00:00`. `NaN`, infinities, `null` and `undefined` give `-:--:--`.
 */
export function formatCountdown(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return MISSING_COUNTDOWN;
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${hours}:${pad2(minutes)}:${pad2(totalSeconds % 60)}`;
}
