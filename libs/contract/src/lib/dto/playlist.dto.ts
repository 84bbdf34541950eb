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

const trackIdEntriesSchema = z.array(playlistTrackIdDtoSchema);

/**
 * The entry as {@link playlistTrackIdDtoSchema} gives it (the same checks written out: an object,
 * a safe-integer `id`, and `v`/`uid` safe integers, `at` a finite number when present; only these
 * keys kept, an optional key kept when sent, even as undefined), or `null` where the schema may
 * refuse it. Straight-line code: it runs once per page over 10,000 entries, mostly before the
 * engine has optimised it.
 */
function checkedTrackIdEntry(value: unknown): PlaylistTrackIdDto | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const id = entry['id'];
  if (!Number.isSafeInteger(id)) return null;
  const kept: PlaylistTrackIdDto = { id: id as number };
  if ('v' in entry) {
    const v = entry['v'];
    if (v !== undefined && !Number.isSafeInteger(v)) return null;
    kept.v = v as number | undefined;
  }
  if ('at' in entry) {
    const at = entry['at'];
    if (at !== undefined && !(typeof at === 'number' && Number.isFinite(at))) return null;
    kept.at = at as number | undefined;
  }
  if ('uid' in entry) {
    const uid = entry['uid'];
    if (uid !== undefined && !Number.isSafeInteger(uid)) return null;
    kept.uid = uid as number | undefined;
  }
  return kept;
}

/**
 * `playlist.trackIds[]`: every entry validated as {@link playlistTrackIdDtoSchema} would, with the
 * same result. A playlist's complete order runs to 10,000 entries and zod's object parsing (its
 * generic path: the app's CSP refuses the code it would generate) took about 50 ms of the list's
 * first paint, so the entries are checked by a plain loop; anything the loop does not accept (not
 * an array, or an entry) sends the whole value through zod, whose data or issues (paths and
 * messages) are the answer.
 */
export const playlistTrackIdsDtoSchema = z.pipe(
  z.unknown(),
  z.transform((entries: unknown, payload): PlaylistTrackIdDto[] => {
    if (!Array.isArray(entries)) return parsedByZod(entries, payload.issues);
    const kept: PlaylistTrackIdDto[] = new Array<PlaylistTrackIdDto>(entries.length);
    for (let index = 0; index < entries.length; index += 1) {
      const entry = checkedTrackIdEntry(entries[index]);
      if (entry === null) return parsedByZod(entries, payload.issues);
      kept[index] = entry;
    }
    return kept;
  }),
);

/** The entries as zod parses them; its issues, if any, go to `issues`. */
function parsedByZod(entries: unknown, issues: z.core.$ZodRawIssue[]): PlaylistTrackIdDto[] {
  const parsed = trackIdEntriesSchema.safeParse(entries);
  if (parsed.success) return parsed.data;
  // Finished issues (worded, with their paths) are raw issues the outer schemas finish again:
  // they prefix the paths with their keys, as for any issue of an inner schema.
  issues.push(...(parsed.error.issues as unknown as z.core.$ZodRawIssue[]));
  return [];
}

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
  trackIds: z.optional(playlistTrackIdsDtoSchema),
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
