import { currentTrack } from '../lib/machine/player.state';
import type { PlayMode } from '../lib/machine/play-mode';
import type {
  PlaybackStatus,
  PlayerState,
  PlayerTrack,
  TrackId,
} from '../lib/machine/player.types';
import { usePlayerSelector } from './player-context';

// The slices of the player state screens ask for, each with a module-level selector so a
// component re-renders only when its own slice changes.

const selectCurrentTrack = (state: PlayerState): PlayerTrack | null => currentTrack(state) ?? null;
const selectStatus = (state: PlayerState): PlaybackStatus => state.status;
const selectIsPlaying = (state: PlayerState): boolean => state.status === 'playing';
const selectQueue = (state: PlayerState): readonly PlayerTrack[] => state.queue;
const selectQueueIndex = (state: PlayerState): number => state.index;
const selectVolume = (state: PlayerState): number => state.volume;
const selectMuted = (state: PlayerState): boolean => state.volumeBeforeMute !== null;
const selectPlayMode = (state: PlayerState): PlayMode => state.playMode;
const selectPlaybackRate = (state: PlayerState): number => state.playbackRate;
const selectFavorites = (state: PlayerState): readonly TrackId[] => state.favorites;

/** The track playing or loaded now, or null. */
export function useCurrentTrack(): PlayerTrack | null {
  return usePlayerSelector(selectCurrentTrack);
}

/** What the player is doing: idle, loading, playing, paused or stopped. */
export function usePlaybackStatus(): PlaybackStatus {
  return usePlayerSelector(selectStatus);
}

/** True while audio plays (for the play/pause button). */
export function useIsPlaying(): boolean {
  return usePlayerSelector(selectIsPlaying);
}

/** The playing list and the index of the current track in it (-1 when none). */
export function useQueue(): { tracks: readonly PlayerTrack[]; index: number } {
  return { tracks: usePlayerSelector(selectQueue), index: usePlayerSelector(selectQueueIndex) };
}

/** The volume 0–1 and whether it is muted (the volume is then 0, the level before kept). */
export function useVolume(): { volume: number; muted: boolean } {
  return { volume: usePlayerSelector(selectVolume), muted: usePlayerSelector(selectMuted) };
}

/** The play mode: sequential (0), single loop (1) or random (2). */
export function usePlayMode(): PlayMode {
  return usePlayerSelector(selectPlayMode);
}

/** The playback speed, 0.5–2. */
export function usePlaybackRate(): number {
  return usePlayerSelector(selectPlaybackRate);
}

/** True when `trackId` is among the player's favourites. */
export function useIsFavorite(trackId: TrackId | undefined): boolean {
  const favorites = usePlayerSelector(selectFavorites);
  return trackId !== undefined && favorites.includes(trackId);
}
