import { z } from 'zod/mini';
import type { PlayerTrack } from './player.types';

/** Validates a stored track (the saved queue and current song come from storage, which may be corrupt). */
export const playerTrackSchema: z.ZodMiniType<PlayerTrack> = z.object({
  id: z.union([z.int(), z.string().check(z.minLength(1))]),
  name: z.string(),
  artists: z.array(z.object({ id: z.number(), name: z.string() })),
  album: z.object({ id: z.optional(z.number()), name: z.string(), picUrl: z.optional(z.string()) }),
  picUrl: z.optional(z.string()),
  durationMs: z.optional(z.number().check(z.nonnegative())),
  privilegeStatus: z.optional(z.number()),
  source: z.enum(['netease', 'bilibili']),
});
