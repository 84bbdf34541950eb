import { z } from 'zod/mini';

// Building blocks shared by every NetEase response DTO (upstream contract §1.4, §3.0).
// Objects are deliberately not strict: the real server sends many more keys than the client reads.

/**
 * A NetEase numeric id (song, album, artist, playlist, user, MV). Guarantees a safe integer, so
 * an id that drifted to a string (`"186016"`) or a float is rejected.
 */
export const neteaseIdSchema = z.int();

/**
 * A NetEase timestamp in epoch milliseconds (`publishTime`, `createTime`, `checkPoint`, …).
 * Guarantees a finite number; NetEase never sends these as strings.
 */
export const epochMsSchema = z.number();

/** A duration in milliseconds (`dt`, Shape B `duration`, MV `duration`): a non-negative number. */
export const durationMsSchema = z.number().check(z.nonnegative());

/** The `code` of a NetEase success body: always exactly 200 (§1.4: the HTTP status mirrors it). */
export const neteaseOkCodeSchema = z.literal(200);

/**
 * The envelope every NetEase body carries: a numeric `code`. Guarantees only that the code is a
 * number, so it fits success and error bodies alike.
 */
export const neteaseCodeEnvelopeDtoSchema = z.object({
  code: z.int(),
});

/** The wire shape of the code envelope. */
export type NeteaseCodeEnvelopeDto = z.infer<typeof neteaseCodeEnvelopeDtoSchema>;

/**
 * A success body with nothing else the client reads (`/logout`, `/playlist/subscribe`):
 * guarantees `code === 200`.
 */
export const neteaseOkDtoSchema = z.object({
  code: neteaseOkCodeSchema,
});

/** The wire shape of a bare success body. */
export type NeteaseOkDto = z.infer<typeof neteaseOkDtoSchema>;

/**
 * The privilege object (§3.0): a `privileges[]` sibling on `/song/detail`, `/playlist/detail` and
 * `/album`, and inline as `privilege` on search and daily songs. The client does not read it, but
 * when present it guarantees the core keys with their real types: numeric `id`, `fee`, `pl` and
 * `st` (an integer that may be negative, e.g. `-200` for "no copyright").
 */
export const privilegeDtoSchema = z.object({
  id: neteaseIdSchema,
  fee: z.int(),
  st: z.int(),
  pl: z.int().check(z.nonnegative()),
  payed: z.optional(z.int()),
  dl: z.optional(z.int().check(z.nonnegative())),
  sp: z.optional(z.int()),
  cp: z.optional(z.int()),
  subp: z.optional(z.int()),
  cs: z.optional(z.boolean()),
  maxbr: z.optional(z.int().check(z.nonnegative())),
  fl: z.optional(z.int().check(z.nonnegative())),
  toast: z.optional(z.boolean()),
  flag: z.optional(z.int()),
  preSell: z.optional(z.boolean()),
  maxBrLevel: z.optional(z.string()),
  plLevel: z.optional(z.string()),
  dlLevel: z.optional(z.string()),
});

/** The wire shape of a privilege object. */
export type PrivilegeDto = z.infer<typeof privilegeDtoSchema>;

/**
 * An artist reference inside a song (`ar[]` of Shape A, `artists[]` of Shape B, `album.artists[]`):
 * guarantees a numeric `id` and a string `name`, the two keys the client reads.
 */
export const artistRefDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
});

/** The wire shape of an artist reference. */
export type ArtistRefDto = z.infer<typeof artistRefDtoSchema>;

/**
 * The album reference of a Shape A song in lists (`al`): guarantees numeric `id`, string `name`
 * and string `picUrl` (list pages copy `al.picUrl` into the row cover, §3.0).
 */
export const albumRefDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  picUrl: z.string(),
});

/** The wire shape of an album reference with its cover. */
export type AlbumRefDto = z.infer<typeof albumRefDtoSchema>;

/**
 * The album reference of a Shape A song where the cover may be absent (`/album` songs, `/artist/songs`):
 * guarantees `id` and `name`; `picUrl`, when sent, is a string. The client falls back to the
 * album's own `picUrl` (§3.6).
 */
export const albumRefOptionalCoverDtoSchema = z.extend(albumRefDtoSchema, {
  picUrl: z.optional(z.string()),
});

/** The wire shape of an album reference whose cover may be missing. */
export type AlbumRefOptionalCoverDto = z.infer<typeof albumRefOptionalCoverDtoSchema>;

/**
 * A user as embedded in playlists and search results (`creator`): guarantees numeric `userId`,
 * string `nickname` and string `avatarUrl`.
 */
export const userRefDtoSchema = z.object({
  userId: neteaseIdSchema,
  nickname: z.string(),
  avatarUrl: z.string(),
});

/** The wire shape of an embedded user. */
export type UserRefDto = z.infer<typeof userRefDtoSchema>;
