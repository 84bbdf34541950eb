import type { PlayMode } from '../machine/play-mode';

/** Why a sleep timer ended: it ran out of time, of songs, or reached the end of the playlist. */
export type SleepTimerEndReason = 'time' | 'songs' | 'end';

/** The kinds of sleep timer (spec §3), as stored under `sleepTimer` (contract §6.1). */
export type SleepTimerType = 'none' | SleepTimerEndReason;

/**
 * The sleep timer (spec §3, §4): none, by minutes (ends at `endTime`), by number of songs
 * (`remainingSongs` left of `songs`) or at the end of the playlist.
 */
export type SleepTimerState =
  | { readonly type: 'none' }
  | { readonly type: 'time'; readonly minutes: number; readonly endTime: number }
  | {
      readonly type: 'songs';
      readonly songs: number;
      readonly remainingSongs: number;
      readonly startSongIndex: number;
    }
  | { readonly type: 'end'; readonly startSongIndex: number };

/** The record kept in storage under `sleepTimer` (contract §6.1); `value` is minutes or songs. */
export interface StoredSleepTimer {
  type: SleepTimerType;
  value: number;
  endTime?: number;
  startSongIndex?: number;
  remainingSongs?: number;
}

/** What can happen to a sleep timer. Times are epoch milliseconds from the injected clock. */
export type SleepTimerEvent =
  | { readonly type: 'set-minutes'; readonly minutes: number; readonly now: number }
  | { readonly type: 'set-songs'; readonly songs: number; readonly currentIndex: number }
  | { readonly type: 'set-playlist-end'; readonly currentIndex: number }
  | { readonly type: 'cancel' }
  | { readonly type: 'tick'; readonly now: number }
  | {
      readonly type: 'song-ended';
      /** The index, in the play list, of the song that just ended. */
      readonly index: number;
      readonly playlistLength: number;
      readonly playMode: PlayMode;
    }
  | { readonly type: 'restore'; readonly stored: unknown; readonly now: number };

/** What the driver must do after a transition, described as data (architecture decision 1). */
export type SleepTimerEffect =
  | { readonly type: 'stop-playback' }
  | { readonly type: 'notify'; readonly reason: SleepTimerEndReason }
  /** Write the timer to storage; `null` means "no timer". */
  | { readonly type: 'persist'; readonly value: StoredSleepTimer | null }
  /** Check the end time every `PLAYER_TIMING.sleepTimerTickMs`; replaces any running check. */
  | { readonly type: 'start-ticking' }
  | { readonly type: 'stop-ticking' };

/** The result of `sleepTimerTransition`. */
export interface SleepTimerTransition {
  readonly state: SleepTimerState;
  readonly effects: readonly SleepTimerEffect[];
}
