import { PLAYER_LIMITS } from '../constants/timing';
import { z } from 'zod/mini';
import { issueMessage } from '@cadenza/contract';
import { parsePlayMode } from './play-mode';
import { startLoad } from './player.state';
import { playerTrackSchema } from './player-track.schema';
import type { PlayerEffect, PlayerState, Transition } from './player.types';

const trackIdSchema = z.union([z.int(), z.string().check(z.minLength(1))]);

/** The saved position: the song it belongs to and the seconds into it. */
const savedProgressSchema = z.object({
  songId: trackIdSchema,
  progress: z.number().check(z.nonnegative()),
});

/** One play-history entry: the track and how often it was played. */
const historyEntrySchema = z.object({
  track: playerTrackSchema,
  count: z.int().check(z.positive()),
});

/** What start-up reads back (the storage keys of contract §6.1, already JSON-parsed). */
export const savedPlayerSchema = z.object({
  playList: z.optional(z.array(playerTrackSchema)),
  playListIndex: z.optional(z.int()),
  playProgress: z.optional(z.nullable(savedProgressSchema)),
  playMode: z.optional(z.unknown()),
  playbackRate: z.optional(
    z.number().check(z.positive(), z.maximum(PLAYER_LIMITS.maxPlaybackRate)),
  ),
  volume: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  favoriteList: z.optional(z.array(trackIdSchema)),
  dislikeList: z.optional(z.array(trackIdSchema)),
  musicHistory: z.optional(z.array(historyEntrySchema)),
});

/** The saved playback state: it restores as a whole or not at all. */
const savedPlaybackSchema = z.pick(savedPlayerSchema, {
  playList: true,
  playListIndex: true,
  playProgress: true,
});

const savedRecordSchema = z.record(z.string(), z.unknown());

const CLEAR_SAVED_QUEUE: PlayerEffect[] = [
  { type: 'persist', key: 'playList', value: null },
  { type: 'persist', key: 'playListIndex', value: null },
  { type: 'persist', key: 'currentPlayMusic', value: null },
  { type: 'persist', key: 'playProgress', value: null },
];

/** A saved preference, or `undefined` when it is missing or invalid (the current value stays). */
function preference<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function restoreFailed(state: PlayerState, reason: string): Transition {
  return {
    state,
    effects: [...CLEAR_SAVED_QUEUE, { type: 'notify', notice: { type: 'restore-failed', reason } }],
  };
}

/**
 * Start-up: restores the saved queue, current song and position, and the preferences. When the
 * saved queue cannot be restored the saved playback state is cleared and reported; preferences
 * that are valid are kept (each one on its own: an invalid one keeps the current value). With
 * `autoplay` the restored song starts (its URL is always re-fetched); otherwise it waits, paused,
 * at the saved position.
 */
export function restore(
  state: PlayerState,
  saved: unknown,
  autoplay: boolean,
  now: number,
): Transition {
  const record = savedRecordSchema.safeParse(saved);
  if (!record.success) return restoreFailed(state, 'the saved state is not an object');
  const raw = record.data;
  const fields = savedPlayerSchema.shape;
  const favorites = preference(fields.favoriteList, raw['favoriteList']);
  const dislikes = preference(fields.dislikeList, raw['dislikeList']);
  const preferences: PlayerState = {
    ...state,
    playMode: parsePlayMode(raw['playMode']),
    playbackRate: preference(fields.playbackRate, raw['playbackRate']) ?? state.playbackRate,
    volume: preference(fields.volume, raw['volume']) ?? state.volume,
    favorites: favorites ? [...new Set(favorites)] : state.favorites,
    dislikes: dislikes ? [...new Set(dislikes)] : state.dislikes,
    history: preference(fields.musicHistory, raw['musicHistory']) ?? state.history,
  };
  const parsed = savedPlaybackSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return restoreFailed(preferences, issue ? issueMessage(issue, raw) : 'invalid saved state');
  }
  const data = parsed.data;
  const queue = data.playList ?? [];
  if (queue.length === 0) return { state: preferences, effects: [] };
  const index = data.playListIndex ?? 0;
  const track = queue[index];
  if (!track) {
    return restoreFailed(preferences, `saved index ${String(index)} is outside the saved list`);
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
    playCounted: false,
  };
  return autoplay
    ? startLoad(restored, index, { now, resumeAtSec, refetch: true })
    : { state: restored, effects: [] };
}
