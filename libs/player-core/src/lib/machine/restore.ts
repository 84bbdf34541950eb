import { z } from 'zod';
import { parsePlayMode } from './play-mode';
import { startLoad } from './player.state';
import { playerTrackSchema } from './player-track.schema';
import type { PlayerEffect, PlayerState, Transition } from './player.types';

const trackIdSchema = z.union([z.number().int(), z.string().min(1)]);

/** What start-up reads back (the storage keys of contract §6.1, already JSON-parsed). */
export const savedPlayerSchema = z.object({
  playList: z.array(playerTrackSchema).optional(),
  playListIndex: z.number().int().optional(),
  playProgress: z
    .object({ songId: trackIdSchema, progress: z.number().nonnegative() })
    .nullable()
    .optional(),
  playMode: z.unknown().optional(),
  playbackRate: z.number().positive().max(4).optional(),
  volume: z.number().min(0).max(1).optional(),
  favoriteList: z.array(trackIdSchema).optional(),
  dislikeList: z.array(trackIdSchema).optional(),
  musicHistory: z
    .array(z.object({ track: playerTrackSchema, count: z.number().int().positive() }))
    .optional(),
});

const CLEAR_SAVED_QUEUE: PlayerEffect[] = [
  { type: 'persist', key: 'playList', value: null },
  { type: 'persist', key: 'playListIndex', value: null },
  { type: 'persist', key: 'currentPlayMusic', value: null },
  { type: 'persist', key: 'playProgress', value: null },
];

/**
 * Start-up: restores the saved queue, current song and position, and the preferences. When the
 * saved queue cannot be restored the saved playback state is cleared and reported; preferences
 * that are valid are kept. With `autoplay` the restored song starts (its URL is always
 * re-fetched); otherwise it waits, paused, at the saved position.
 */
export function restore(
  state: PlayerState,
  saved: unknown,
  autoplay: boolean,
  now: number,
): Transition {
  const parsed = savedPlayerSchema.safeParse(saved);
  if (!parsed.success) {
    return {
      state,
      effects: [
        ...CLEAR_SAVED_QUEUE,
        {
          type: 'notify',
          notice: {
            type: 'restore-failed',
            reason: parsed.error.issues[0]?.message ?? 'invalid saved state',
          },
        },
      ],
    };
  }
  const data = parsed.data;
  const preferences: PlayerState = {
    ...state,
    playMode: parsePlayMode(data.playMode),
    playbackRate: data.playbackRate ?? state.playbackRate,
    volume: data.volume ?? state.volume,
    favorites: data.favoriteList ? [...new Set(data.favoriteList)] : state.favorites,
    dislikes: data.dislikeList ? [...new Set(data.dislikeList)] : state.dislikes,
    history: data.musicHistory ?? state.history,
  };
  const queue = data.playList ?? [];
  if (queue.length === 0) return { state: preferences, effects: [] };
  const index = data.playListIndex ?? 0;
  const track = queue[index];
  if (!track) {
    return {
      state: preferences,
      effects: [
        ...CLEAR_SAVED_QUEUE,
        {
          type: 'notify',
          notice: {
            type: 'restore-failed',
            reason: `saved index ${index} is outside the saved list`,
          },
        },
      ],
    };
  }
  const resumeAtSec = data.playProgress?.songId === track.id ? data.playProgress.progress : 0;
  const restored: PlayerState = {
    ...preferences,
    queue,
    index,
    status: 'paused',
    positionSec: resumeAtSec,
    resumeAtSec,
    url: null,
  };
  return autoplay
    ? startLoad(restored, index, { now, resumeAtSec, refetch: true })
    : { state: restored, effects: [] };
}
