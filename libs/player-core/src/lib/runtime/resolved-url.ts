import { urlExpiry } from '../machine/url-lifetime';

/**
 * A resolver's answer with what it knows of the URL's lifetime: `lifetimeMs` from the answer on
 * (NetEase's `expi` × 1000, a video site's assumed lifetime). Relative, so a resolver needs no
 * clock: the runtime dates it with its own `now` the moment the answer arrives, the clock its
 * renewal timers run on.
 */
export interface ResolvedUrl {
  url: string;
  lifetimeMs?: number;
}

/** A URL with the span of time it works in (epoch ms of the runtime's clock). */
export interface TimedUrl {
  url: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * Dates an answer: a bare string (a resolver that knows no lifetime) or an answer without one
 * gets `PLAYER_TIMING.songUrlValidityMs`.
 */
export function timedUrl(answer: ResolvedUrl | string, now: number): TimedUrl {
  const { url, lifetimeMs } = typeof answer === 'string' ? { url: answer } : answer;
  return { url, createdAt: now, expiresAt: urlExpiry(now, lifetimeMs) };
}
