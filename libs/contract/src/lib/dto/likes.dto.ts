import { z } from 'zod/mini';
import { epochMsSchema, neteaseIdSchema, neteaseOkCodeSchema } from './netease-common.dto';

// Likes (upstream contract §3.3).

/**
 * `GET /like?id&like=true|false`: fire-and-forget, the result is ignored. Guarantees
 * `code === 200`; `playlistId`, when sent, is numeric.
 */
export const likeDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  playlistId: z.optional(neteaseIdSchema),
  songs: z.optional(z.array(z.unknown())),
});

/** The wire shape of the like answer. */
export type LikeDto = z.infer<typeof likeDtoSchema>;

/**
 * `GET /likelist?uid`: guarantees `code === 200` and `ids[]` of numeric song ids (the client
 * reverses them and merges them into its favourites). `checkPoint`, when sent, is epoch ms.
 */
export const likelistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  ids: z.array(neteaseIdSchema),
  checkPoint: z.optional(epochMsSchema),
});

/** The wire shape of the like list answer. */
export type LikelistDto = z.infer<typeof likelistDtoSchema>;
