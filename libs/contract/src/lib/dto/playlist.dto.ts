import { z } from 'zod/mini';
import {
  epochMsSchema,
  neteaseIdSchema,
  neteaseOkCodeSchema,
  neteaseOkDtoSchema,
  privilegeDtoSchema,
  userRefDtoSchema,
} from './netease-common.dto';
import { songShapeADtoSchema } from './song.dto';

// One playlist: detail and the write routes (upstream contract §3.4).

/**
 * One entry of `playlist.trackIds[]`: the complete track order of a playlist. Guarantees a
 * numeric `id` (an id sent as a string is rejected); `at` (added at), when sent, is epoch ms.
 */
export const playlistTrackIdDtoSchema = z.object({
  id: neteaseIdSchema,
  v: z.optional(z.int()),
  at: z.optional(epochMsSchema),
  uid: z.optional(neteaseIdSchema),
});

/** The wire shape of a track id entry. */
export type PlaylistTrackIdDto = z.infer<typeof playlistTrackIdDtoSchema>;

/**
 * The `playlist` of `/playlist/detail`. Guarantees numeric `id`, string `name` and `coverImgUrl`,
 * `description` as a string or `null`, `subscribed` as a boolean or `null`, a `creator` with
 * `userId`/`nickname`/`avatarUrl`, and `tracks[]` of Shape A songs (the initial rows); `tags[]`
 * and `subscribedCount`, when sent, are strings and a count. `trackIds[]` (the complete order) is optional: without it the client treats `tracks` as the whole list.
 */
export const playlistDetailPlaylistDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  coverImgUrl: z.string(),
  description: z.nullable(z.string()),
  subscribed: z.nullable(z.boolean()),
  creator: userRefDtoSchema,
  tracks: z.array(songShapeADtoSchema),
  trackIds: z.optional(z.array(playlistTrackIdDtoSchema)),
  trackCount: z.optional(z.int().check(z.nonnegative())),
  playCount: z.optional(z.number().check(z.nonnegative())),
  subscribedCount: z.optional(z.number().check(z.nonnegative())),
  tags: z.optional(z.array(z.string())),
  specialType: z.optional(z.int()),
  updateFrequency: z.optional(z.nullable(z.string())),
  userId: z.optional(neteaseIdSchema),
});

/** The wire shape of a detailed playlist. */
export type PlaylistDetailPlaylistDto = z.infer<typeof playlistDetailPlaylistDtoSchema>;

/**
 * `GET /playlist/detail?id` (also opens charts): guarantees `code === 200` and a `playlist` as
 * {@link playlistDetailPlaylistDtoSchema}; `privileges[]`, when sent, holds privilege objects.
 */
export const playlistDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  playlist: playlistDetailPlaylistDtoSchema,
  privileges: z.optional(z.array(privilegeDtoSchema)),
});

/** The wire shape of the playlist detail answer. */
export type PlaylistDetailDto = z.infer<typeof playlistDetailDtoSchema>;

/**
 * `POST /playlist/create`: guarantees `code === 200` and the new playlist's numeric `id` (the
 * client treats a truthy id as success). The echoed `playlist`, when sent, has `id` and `name`.
 */
export const playlistCreateDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  id: neteaseIdSchema,
  playlist: z.optional(
    z.object({
      id: neteaseIdSchema,
      name: z.string(),
    }),
  ),
});

/** The wire shape of the playlist create answer. */
export type PlaylistCreateDto = z.infer<typeof playlistCreateDtoSchema>;

/**
 * `POST /playlist/tracks`: NCM wraps the whole upstream answer, so the body is
 * `{status, body, cookie}` and there is no top-level `code`. Guarantees a numeric `status`, an
 * inner `body` with a numeric `code` (on an upstream error the server still answers HTTP 200 with
 * that error inside, and the client reports success) and `cookie` as an array of strings.
 */
export const playlistTracksDtoSchema = z.object({
  status: z.int(),
  body: z.object({
    code: z.int(),
    trackIds: z.optional(z.string()),
    count: z.optional(z.int().check(z.nonnegative())),
    cloudCount: z.optional(z.int().check(z.nonnegative())),
    message: z.optional(z.nullable(z.string())),
  }),
  cookie: z.array(z.string()),
});

/** The wire shape of the playlist tracks answer. */
export type PlaylistTracksDto = z.infer<typeof playlistTracksDtoSchema>;

/** `POST /playlist/subscribe?t&id`: guarantees `code === 200` (the client flips `subscribed`). */
export const playlistSubscribeDtoSchema = neteaseOkDtoSchema;

/** The wire shape of the playlist subscribe answer. */
export type PlaylistSubscribeDto = z.infer<typeof playlistSubscribeDtoSchema>;
