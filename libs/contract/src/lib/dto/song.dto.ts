import { z } from 'zod/mini';
import {
  albumRefDtoSchema,
  albumRefOptionalCoverDtoSchema,
  artistRefDtoSchema,
  durationMsSchema,
  neteaseIdSchema,
  privilegeDtoSchema,
} from './netease-common.dto';

// The two NetEase song shapes of upstream contract §3.0. The client accepts both; the keys it
// reads are required, everything else may be present and is passed over.

/**
 * Shape A, the "new-style track" (`/song/detail`, `/playlist/detail` tracks, `/recommend/songs`,
 * `/cloudsearch` type 1, `/user/record`, `/artist/top/song`). Guarantees numeric `id`, string
 * `name`, an `ar[]` of `{id, name}`, an `al` with `{id, name, picUrl}` and `dt` in milliseconds.
 * An inline `privilege`, when sent, is a valid privilege object.
 */
export const songShapeADtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  ar: z.array(artistRefDtoSchema),
  al: albumRefDtoSchema,
  dt: durationMsSchema,
  /** MV id, 0 when the song has none. */
  mv: z.optional(z.int().check(z.nonnegative())),
  privilege: z.optional(privilegeDtoSchema),
});

/** The wire shape of a Shape A song. */
export type SongShapeADto = z.infer<typeof songShapeADtoSchema>;

/**
 * Shape A where `al.picUrl` may be missing: the songs of `/album` (the client falls back to the
 * album cover, §3.6) and the reduced songs of `/artist/songs` (§3.7). Otherwise the same
 * guarantees as {@link songShapeADtoSchema}.
 */
export const songShapeAOptionalCoverDtoSchema = z.extend(songShapeADtoSchema, {
  al: albumRefOptionalCoverDtoSchema,
});

/** The wire shape of a Shape A song whose album cover may be missing. */
export type SongShapeAOptionalCoverDto = z.infer<typeof songShapeAOptionalCoverDtoSchema>;

/**
 * Shape B, the "old-style song" (`/personalized/newsong` `result[].song`, `/top/song`). Guarantees
 * numeric `id`, string `name`, an `artists[]` of `{id, name}`, an `album` with `{id, name}` (its
 * `picUrl`, when sent, is a string) and `duration` in milliseconds.
 */
export const songShapeBDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  artists: z.array(artistRefDtoSchema),
  album: albumRefOptionalCoverDtoSchema,
  duration: durationMsSchema,
  /** MV id, 0 when the song has none. */
  mvid: z.optional(z.int().check(z.nonnegative())),
  privilege: z.optional(privilegeDtoSchema),
});

/** The wire shape of a Shape B song. */
export type SongShapeBDto = z.infer<typeof songShapeBDtoSchema>;
