import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import type { PlayerEffect, TrackUrl } from './player.types';

// The lifetime rules of a song URL, shared by the machine (the current song's URL) and the
// runtime (the preloaded next song's URL).

/**
 * When a URL answered at `now` stops working: `now` plus the lifetime its resolver gave, or
 * plus {@link PLAYER_TIMING.songUrlValidityMs} when it gave none (or nothing usable).
 */
export function urlExpiry(now: number, lifetimeMs?: number): number {
  const known = lifetimeMs !== undefined && Number.isFinite(lifetimeMs) && lifetimeMs > 0;
  return now + (known ? lifetimeMs : PLAYER_TIMING.songUrlValidityMs);
}

/**
 * When a URL valid from `createdAt` to `expiresAt` is renewed: before it dies by the smaller of
 * 20 % of its lifetime and 60 s. Early enough for one resolution and a new sound to load (a
 * NetEase answer takes well under a second), late enough that a URL is renewed about once per
 * lifetime rather than in a rush of calls.
 */
export function renewalAt(createdAt: number, expiresAt: number): number {
  const lifetime = Math.max(0, expiresAt - createdAt);
  const margin = Math.min(
    lifetime * PLAYER_LIMITS.urlRenewalShare,
    PLAYER_TIMING.urlRenewalMarginMs,
  );
  return expiresAt - margin;
}

/** How long from `now` until the renewal of a URL valid from `createdAt` to `expiresAt` (≥ 0). */
export function renewalDelayMs(createdAt: number, expiresAt: number, now: number): number {
  return Math.max(0, Math.round(renewalAt(createdAt, expiresAt) - now));
}

/** The `schedule` effect of the renewal of the current load's URL `url` (see `url-renewal.ts`). */
export function renewalTimer(
  loadId: number,
  url: Pick<TrackUrl, 'createdAt' | 'expiresAt'>,
  now: number,
): PlayerEffect {
  return {
    type: 'schedule',
    timer: 'url-renewal',
    loadId,
    delayMs: renewalDelayMs(url.createdAt, url.expiresAt, now),
  };
}
