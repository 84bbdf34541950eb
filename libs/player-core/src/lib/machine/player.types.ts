import type { STORAGE_KEYS } from '@cadenza/settings';
import type { PlayMode } from './play-mode';

/** A song id: numeric for the catalogue, `bvid--firstArtistId--cid` for video-site items. */
export type TrackId = number | string;

/**
 * A song as the player needs it, whichever upstream shape it came from (the api-client
 * normalises both). `privilegeStatus` and the artist ids feed the no-copyright rule.
 */
export interface PlayerTrack {
  id: TrackId;
  name: string;
  artists: ReadonlyArray<{ id: number; name: string }>;
  album: { id?: number; name: string; picUrl?: string };
  picUrl?: string;
  durationMs?: number;
  privilegeStatus?: number;
  source: 'netease' | 'bilibili';
}

/**
 * The URL the current track plays from, and when it stops being valid: the lifetime its resolver
 * gave (NetEase's `expi`), else spec §4's 30 min.
 */
export interface TrackUrl {
  trackId: TrackId;
  url: string;
  createdAt: number;
  expiresAt: number;
}

/** What the player is doing. */
export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped';

/** A run of failing skips: which way, how many songs tried, where it started. */
export interface SkipAttempt {
  direction: 'next' | 'previous';
  tries: number;
}

/** An entry of the play history. */
export interface HistoryEntry {
  track: PlayerTrack;
  count: number;
}

/** The whole player state; changed only by `transition`. */
export interface PlayerState {
  queue: readonly PlayerTrack[];
  /** Index of the current track in `queue`, -1 when nothing is current. */
  index: number;
  status: PlaybackStatus;
  playMode: PlayMode;
  url: TrackUrl | null;
  /** Increments with every load; answers that carry an older id are stale and ignored. */
  loadId: number;
  /** Where to start the next load (restore, resume after URL expiry), in seconds. */
  resumeAtSec: number;
  positionSec: number;
  /** The last even second saved as `playProgress`. */
  savedSecond: number | null;
  playbackRate: number;
  volume: number;
  /** The volume before muting, restored by unmuting; null when not muted. */
  volumeBeforeMute: number | null;
  skip: SkipAttempt | null;
  /** The current load re-fetches an expired URL: success is reported when it plays. */
  recovering: boolean;
  /**
   * `url` was renewed while the song played: the engine still streams the older URL, which dies
   * soon. The sound moves to `url` at the next pause or seek (see `url-renewal.ts`).
   */
  sourceOutdated: boolean;
  /** The watchdog already reloaded this load once; a second silence counts as a play error. */
  watchdogReloaded: boolean;
  /**
   * The current song's play is already in the history: resuming it, recovering its URL or a
   * watchdog reload is the same play and is not counted again.
   */
  playCounted: boolean;
  /** When the last user next/previous was accepted (debounce). */
  lastSkipAt: number | null;
  favorites: readonly TrackId[];
  dislikes: readonly TrackId[];
  history: readonly HistoryEntry[];
}

/** Timers the runtime keeps for the machine, one of each kind at a time. */
export type PlayerTimer =
  'watchdog' | 'rate-reapply' | 'retry-play' | 'next-after-error' | 'preload' | 'url-renewal';

/**
 * Why a track could not be played, as the resolver said it: an i18n message key of
 * `@cadenza/i18n` and its interpolation values, which the UI translates.
 */
export interface PlayFailureReason {
  message: string;
  params?: Readonly<Record<string, string>>;
}

/**
 * Messages for the listener (the UI translates and shows them). A failed play carries the
 * resolver's reason when it gave one; an engine failure has none (the UI says "Playback failed").
 */
export type PlayerNotice =
  | { type: 'play-failed'; trackId: TrackId; reason?: PlayFailureReason }
  | { type: 'play-failed-next'; trackId: TrackId; reason?: PlayFailureReason }
  | { type: 'url-refetched' }
  | { type: 'url-refetch-failed' }
  | { type: 'restore-failed'; reason: string };

/** Everything that can happen to the player. `now` is epoch ms from the runtime's clock. */
export type PlayerEvent =
  | { type: 'replace-queue'; tracks: readonly PlayerTrack[]; startIndex: number; now: number }
  | { type: 'play-track'; track: PlayerTrack; now: number }
  | { type: 'play-index'; index: number; now: number }
  | { type: 'toggle'; now: number }
  | { type: 'pause' }
  | { type: 'resume'; now: number }
  | { type: 'stop' }
  /** Loads the current song again with a fresh URL from where it is (a source was re-chosen). */
  | { type: 'reload'; now: number }
  | { type: 'next'; now: number; random: number }
  | { type: 'previous'; now: number }
  | { type: 'remove'; index: number; now: number }
  | { type: 'insert-next'; tracks: readonly PlayerTrack[] }
  | { type: 'append'; tracks: readonly PlayerTrack[] }
  | { type: 'move'; from: number; to: number }
  | { type: 'clear-queue' }
  | { type: 'clear-library'; what: 'history' | 'favorites' }
  | { type: 'remove-history'; trackId: TrackId }
  | { type: 'seek'; positionSec: number }
  | { type: 'set-play-mode'; mode: PlayMode }
  | { type: 'set-rate'; rate: number }
  | { type: 'set-volume'; volume: number }
  | { type: 'step-volume'; direction: 1 | -1; by: 'wheel' | 'shortcut' }
  | { type: 'toggle-mute' }
  /**
   * The URL of the current load. `createdAt` and `expiresAt` (epoch ms) say when it was answered
   * (absent: `now`) and when it stops working (absent: spec §4's 30 min after `createdAt`).
   */
  | {
      type: 'url-resolved';
      loadId: number;
      url: string;
      createdAt?: number;
      expiresAt?: number;
      now: number;
    }
  /** A fresh URL for the current song, asked for by a `renew-url` effect before the old one dies. */
  | { type: 'url-renewed'; loadId: number; url: string; expiresAt?: number; now: number }
  | { type: 'url-failed'; loadId: number; now: number; random: number; reason?: PlayFailureReason }
  | { type: 'engine-playing'; loadId: number; now: number }
  | { type: 'engine-paused'; loadId: number }
  | { type: 'engine-progress'; loadId: number; positionSec: number }
  | { type: 'engine-ended'; loadId: number; now: number; random: number }
  | { type: 'engine-error'; loadId: number; lockActive: boolean; now: number }
  | { type: 'engine-url-expired'; loadId: number; positionSec: number; now: number }
  | { type: 'timer'; timer: PlayerTimer; loadId: number; now: number; random: number }
  | { type: 'toggle-favorite'; trackId: TrackId }
  | { type: 'set-favorite'; trackId: TrackId; favorite: boolean }
  | { type: 'replace-favorites'; trackIds: readonly TrackId[] }
  | { type: 'set-disliked'; trackId: TrackId; disliked: boolean }
  | { type: 'restore'; saved: unknown; autoplay: boolean; now: number };

/** What the runtime must do after a transition. */
export type PlayerEffect =
  | { type: 'resolve-url'; loadId: number; track: PlayerTrack; refetch: boolean }
  /** Resolve a fresh URL for the current song in the background: answered by `url-renewed`. */
  | { type: 'renew-url'; loadId: number; track: PlayerTrack }
  | {
      type: 'load';
      loadId: number;
      url: string;
      track: PlayerTrack;
      startAtSec: number;
      autoplay: boolean;
    }
  /**
   * Move the current sound to another URL of the same song, at `positionSec` (absent: where it
   * is), then play it or keep it paused. The load id stays: it is the same play.
   */
  | { type: 'swap-source'; url: string; track: PlayerTrack; positionSec?: number; play: boolean }
  | { type: 'play' }
  | { type: 'reset-lock' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'seek'; positionSec: number }
  | { type: 'set-rate'; rate: number }
  | { type: 'set-volume'; volume: number }
  | { type: 'schedule'; timer: PlayerTimer; loadId: number; delayMs: number }
  | { type: 'cancel'; timer: PlayerTimer }
  | { type: 'preload'; track: PlayerTrack }
  | { type: 'persist'; key: PersistKey; value: unknown }
  | { type: 'notify'; notice: PlayerNotice };

/**
 * What the player persists (contract §6.1): names of `STORAGE_KEYS` in `@cadenza/settings`, which
 * owns the key strings; the runtime writes `STORAGE_KEYS[key]`.
 */
export type PersistKey = Extract<
  keyof typeof STORAGE_KEYS,
  | 'playList'
  | 'playListIndex'
  | 'currentPlayMusic'
  | 'playProgress'
  | 'playMode'
  | 'playbackRate'
  | 'volume'
  | 'favoriteList'
  | 'dislikeList'
  | 'musicHistory'
>;

/** A transition's result. */
export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}
