import { z } from 'zod';
import type { PlayerTrack } from './player.types';

/** Validates a stored track (the saved queue and current song come from storage, which may be corrupt). */
export const playerTrackSchema: z.ZodType<PlayerTrack> = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string(),
  artists: z.array(z.object({ id: z.number(), name: z.string() })),
  album: z.object({ id: z.number().optional(), name: z.string(), picUrl: z.string().optional() }),
  picUrl: z.string().optional(),
  durationMs: z.number().nonnegative().optional(),
  privilegeStatus: z.number().optional(),
  source: z.enum(['netease', 'bilibili']),
});
