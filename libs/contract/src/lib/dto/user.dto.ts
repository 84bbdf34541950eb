import { z } from 'zod/mini';
import { errorBodyDtoSchema } from './error-body.dto';
import { neteaseIdSchema, neteaseOkCodeSchema, userRefDtoSchema } from './netease-common.dto';
import { songShapeADtoSchema } from './song.dto';

// User pages: detail, playlists, listening records, follows (upstream contract §3.9).

/**
 * The `profile` of `/user/detail`. Guarantees what the user page reads: numeric `userId`, string
 * `nickname`, `avatarUrl` and `backgroundUrl`, `signature` (string or `null`), numeric `followeds`
 * and `follows` counts, and numeric `userType`/`accountType` (artist badge when `userType` is 4
 * or 2, or `accountType` is 2).
 */
export const userDetailProfileDtoSchema = z.object({
  userId: neteaseIdSchema,
  nickname: z.string(),
  avatarUrl: z.string(),
  backgroundUrl: z.string(),
  signature: z.nullable(z.string()),
  followeds: z.int().check(z.nonnegative()),
  follows: z.int().check(z.nonnegative()),
  userType: z.int(),
  accountType: z.int(),
  vipType: z.optional(z.int()),
});

/** The wire shape of a detailed user profile. */
export type UserDetailProfileDto = z.infer<typeof userDetailProfileDtoSchema>;

/** `GET /user/detail?uid`: guarantees `code === 200`, a numeric `level` and the profile above. */
export const userDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  level: z.int().check(z.nonnegative()),
  profile: userDetailProfileDtoSchema,
  listenSongs: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the user detail answer. */
export type UserDetailDto = z.infer<typeof userDetailDtoSchema>;

/**
 * A playlist of `/user/playlist`. Guarantees numeric `id`, string `name` and `coverImgUrl`,
 * numeric `trackCount`, `playCount` and `specialType` (5 = "liked songs"), the top-level owner
 * `userId` (the drawer keeps only the user's own), a `creator` with `userId`, and `tracks`, which
 * is `null` here (or Shape A songs if ever sent).
 */
export const userPlaylistItemDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  coverImgUrl: z.string(),
  trackCount: z.int().check(z.nonnegative()),
  playCount: z.number().check(z.nonnegative()),
  specialType: z.int(),
  userId: neteaseIdSchema,
  creator: userRefDtoSchema,
  tracks: z.nullable(z.array(songShapeADtoSchema)),
  subscribed: z.optional(z.nullable(z.boolean())),
  privacy: z.optional(z.int()),
});

/** The wire shape of a user playlist. */
export type UserPlaylistItemDto = z.infer<typeof userPlaylistItemDtoSchema>;

/** `GET /user/playlist?uid&limit&offset`: guarantees `code === 200` and `playlist[]`. */
export const userPlaylistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  playlist: z.array(userPlaylistItemDtoSchema),
  more: z.optional(z.boolean()),
  version: z.optional(z.string()),
});

/** The wire shape of the user playlists answer. */
export type UserPlaylistDto = z.infer<typeof userPlaylistDtoSchema>;

/**
 * One listening record: numeric `playCount` and `score`, and a Shape A `song` whose
 * `al.picUrl` is required (the client flattens it into `picUrl`).
 */
export const userRecordItemDtoSchema = z.object({
  playCount: z.int().check(z.nonnegative()),
  score: z.number(),
  song: songShapeADtoSchema,
});

/** The wire shape of a listening record. */
export type UserRecordItemDto = z.infer<typeof userRecordItemDtoSchema>;

/** `GET /user/record?uid&type=0` (all time): `code === 200` and `allData[]` of records. */
export const userRecordAllDataDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  allData: z.array(userRecordItemDtoSchema),
});

/** The wire shape of the all-time listening records answer. */
export type UserRecordAllDataDto = z.infer<typeof userRecordAllDataDtoSchema>;

/** `GET /user/record?uid&type=1` (last week; never sent by 4.8.2): `weekData[]` of records. */
export const userRecordWeekDataDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  weekData: z.array(userRecordItemDtoSchema),
});

/** The wire shape of the weekly listening records answer. */
export type UserRecordWeekDataDto = z.infer<typeof userRecordWeekDataDtoSchema>;

/**
 * `GET /user/record`: either the `allData` variant (`type=0`) or the `weekData` variant
 * (`type=1`); one of the two lists is guaranteed.
 */
export const userRecordDtoSchema = z.union([
  userRecordAllDataDtoSchema,
  userRecordWeekDataDtoSchema,
]);

/** The wire shape of the listening records answer. */
export type UserRecordDto = z.infer<typeof userRecordDtoSchema>;

/**
 * The error body of `/user/record` for a user who hides their records (HTTP 400): guarantees
 * `code === -2`; `msg`/`message`, when sent, are strings.
 */
export const userRecordHiddenDtoSchema = z.extend(errorBodyDtoSchema, {
  code: z.literal(-2),
});

/** The wire shape of the hidden-records answer. */
export type UserRecordHiddenDto = z.infer<typeof userRecordHiddenDtoSchema>;

/**
 * A user in `/user/follows` `follow[]` and `/user/followeds` `followeds[]`: guarantees numeric
 * `userId`, string `nickname` and `avatarUrl`, `signature` (string or `null`) and numeric
 * `userType`/`accountType`.
 */
export const followUserDtoSchema = z.object({
  userId: neteaseIdSchema,
  nickname: z.string(),
  avatarUrl: z.string(),
  signature: z.nullable(z.string()),
  userType: z.int(),
  accountType: z.int(),
  followed: z.optional(z.boolean()),
});

/** The wire shape of a followed or following user. */
export type FollowUserDto = z.infer<typeof followUserDtoSchema>;

/** `GET /user/follows?uid&limit&offset`: guarantees `code === 200` and `follow[]`. */
export const userFollowsDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  follow: z.array(followUserDtoSchema),
  more: z.optional(z.boolean()),
});

/** The wire shape of the follows answer. */
export type UserFollowsDto = z.infer<typeof userFollowsDtoSchema>;

/** `POST /user/followeds {uid, limit, offset}`: guarantees `code === 200` and `followeds[]`. */
export const userFollowedsDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  followeds: z.array(followUserDtoSchema),
  more: z.optional(z.boolean()),
  size: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the followers answer. */
export type UserFollowedsDto = z.infer<typeof userFollowedsDtoSchema>;
