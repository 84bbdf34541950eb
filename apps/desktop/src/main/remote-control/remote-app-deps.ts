import type { RemoteControlSettings } from '@cadenza/settings';
import type { DeviceRegistry } from './device-registry';
import type { NowPlayingStreams } from './now-playing-events';
import type { PairingCodes } from './pairing-codes';
import type { PlayerLink } from './player-link';

// What the remote-control app is built from, apart from the app itself, so its routes can take
// the same dependencies without importing the app that mounts them.

/** Request budgets per client address. */
export interface RemoteRateLimits {
  /** Every request: `max` per `windowMs`. */
  windowMs: number;
  max: number;
  /** Pairing attempts: `pairMax` per `pairWindowMs` (codes are short; guessing must be slow). */
  pairWindowMs: number;
  pairMax: number;
}

/** Polling now-playing every second plus commands fits; a runaway client does not. */
export const DEFAULT_RATE_LIMITS: RemoteRateLimits = {
  windowMs: 60_000,
  max: 300,
  pairWindowMs: 15 * 60_000,
  pairMax: 10,
};

/** What the app needs. */
export interface RemoteAppDeps {
  devices: DeviceRegistry;
  pairing: PairingCodes;
  player: PlayerLink;
  streams: NowPlayingStreams;
  /** The current settings (allowed IPs and origins are read at every request). */
  settings: () => RemoteControlSettings;
  now: () => number;
  version: string;
  limits?: RemoteRateLimits;
}
