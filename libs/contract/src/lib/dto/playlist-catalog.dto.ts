import { z } from 'zod/mini';
import {
  epochMsSchema,
  neteaseIdSchema,
  neteaseOkCodeSchema,
  userRefDtoSchema,
} from './netease-common.dto';

// Lists of playlists: categories, the playlist square, charts, recommendations
// (upstream contract §3.4, §3.13).

/** One playlist category (`sub[]`, `all`): guarantees a string `name`; `category` is numeric. */
export const playlistCategoryDtoSchema = z.object({
  name: z.string(),
  category: z.optional(z.int()),
  hot: z.optional(z.boolean()),
});

/** The wire shape of a playlist category. */
export type PlaylistCategoryDto = z.infer<typeof playlistCategoryDtoSchema>;

/**
 * `GET /playlist/catlist`: guarantees `code === 200` and `sub[]` of categories with a `name` (the
 * client's chips). `categories`, when sent, maps group numbers to group names.
 */
export const playlistCatlistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  sub: z.array(playlistCategoryDtoSchema),
  all: z.optional(playlistCategoryDtoSchema),
  categories: z.optional(z.record(z.string(), z.string())),
});

/** The wire shape of the category list answer. */
export type PlaylistCatlistDto = z.infer<typeof playlistCatlistDtoSchema>;

/**
 * A playlist card of the playlist square (`/top/playlist`, `/top/playlist/highquality`).
 * Guarantees numeric `id`, string `name` and `coverImgUrl`, and numeric `playCount`; `creator`,
 * when an object, has `userId`/`nickname`/`avatarUrl`.
 */
export const playlistCardDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  coverImgUrl: z.string(),
  playCount: z.number().check(z.nonnegative()),
  trackCount: z.optional(z.int().check(z.nonnegative())),
  creator: z.optional(z.nullable(userRefDtoSchema)),
  updateTime: z.optional(epochMsSchema),
});

/** The wire shape of a playlist card. */
export type PlaylistCardDto = z.infer<typeof playlistCardDtoSchema>;

/**
 * `GET /top/playlist?cat&limit&offset`: guarantees `code === 200`, `playlists[]` of cards and a
 * boolean `more` (read for paging).
 */
export const topPlaylistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  playlists: z.array(playlistCardDtoSchema),
  more: z.boolean(),
  total: z.optional(z.int().check(z.nonnegative())),
  cat: z.optional(z.string()),
});

/** The wire shape of the playlist square answer. */
export type TopPlaylistDto = z.infer<typeof topPlaylistDtoSchema>;

/**
 * `GET /top/playlist/highquality` (defined but never called by 4.8.2): guarantees `code === 200`
 * and `playlists[]` of cards; `more`, `lasttime` and `total`, when sent, have their real types.
 */
export const topPlaylistHighqualityDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  playlists: z.array(playlistCardDtoSchema),
  more: z.optional(z.boolean()),
  lasttime: z.optional(epochMsSchema),
  total: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the high-quality playlists answer. */
export type TopPlaylistHighqualityDto = z.infer<typeof topPlaylistHighqualityDtoSchema>;

/**
 * One chart of `/toplist`. Guarantees numeric `id`, string `name` and `coverImgUrl`, numeric
 * `playCount`, and `updateFrequency` as a string or `null`.
 */
export const toplistItemDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  coverImgUrl: z.string(),
  playCount: z.number().check(z.nonnegative()),
  updateFrequency: z.nullable(z.string()),
  description: z.optional(z.nullable(z.string())),
  trackCount: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of a chart. */
export type ToplistItemDto = z.infer<typeof toplistItemDtoSchema>;

/** `GET /toplist`: guarantees `code === 200` and `list[]` of charts. */
export const toplistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  list: z.array(toplistItemDtoSchema),
  artistToplist: z.optional(z.object({ name: z.string() })),
});

/** The wire shape of the chart list answer. */
export type ToplistDto = z.infer<typeof toplistDtoSchema>;

/** A top-3 preview row of `/toplist/detail`: song `first` and artist `second`, both strings. */
export const toplistPreviewTrackDtoSchema = z.object({
  first: z.string(),
  second: z.string(),
});

/** The wire shape of a chart preview row. */
export type ToplistPreviewTrackDto = z.infer<typeof toplistPreviewTrackDtoSchema>;

/**
 * `GET /toplist/detail` (not called by 4.8.2): like `/toplist`, and every chart also guarantees
 * `tracks[]` of `{first, second}` previews (possibly empty).
 */
export const toplistDetailDtoSchema = z.extend(toplistDtoSchema, {
  list: z.array(
    z.extend(toplistItemDtoSchema, {
      tracks: z.array(toplistPreviewTrackDtoSchema),
    }),
  ),
  rewardToplist: z.optional(z.unknown()),
});

/** The wire shape of the chart detail answer. */
export type ToplistDetailDto = z.infer<typeof toplistDetailDtoSchema>;

/**
 * One recommended playlist of `/personalized`: guarantees numeric `id`, string `name` and
 * `picUrl`, numeric `playCount` and `trackCount`; `copywriter` is a string or `null` when sent.
 */
export const personalizedItemDtoSchema = z.object({
  id: neteaseIdSchema,
  type: z.optional(z.int()),
  name: z.string(),
  copywriter: z.optional(z.nullable(z.string())),
  picUrl: z.string(),
  playCount: z.number().check(z.nonnegative()),
  trackCount: z.int().check(z.nonnegative()),
  highQuality: z.optional(z.boolean()),
  alg: z.optional(z.nullable(z.string())),
});

/** The wire shape of a recommended playlist. */
export type PersonalizedItemDto = z.infer<typeof personalizedItemDtoSchema>;

/** `GET /personalized?limit` (defined but never called by 4.8.2): `code === 200` and `result[]`. */
export const personalizedDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  hasTaste: z.optional(z.boolean()),
  category: z.optional(z.int()),
  result: z.array(personalizedItemDtoSchema),
});

/** The wire shape of the recommended playlists answer. */
export type PersonalizedDto = z.infer<typeof personalizedDtoSchema>;

/**
 * One daily-recommended playlist of `/recommend/resource`: guarantees numeric `id`, string `name`
 * and `picUrl`, numeric `playcount` (lower-case c, as NetEase spells it here) and `trackCount`.
 */
export const recommendResourceItemDtoSchema = z.object({
  id: neteaseIdSchema,
  type: z.optional(z.int()),
  name: z.string(),
  copywriter: z.optional(z.nullable(z.string())),
  picUrl: z.string(),
  playcount: z.number().check(z.nonnegative()),
  createTime: z.optional(epochMsSchema),
  creator: z.optional(z.nullable(userRefDtoSchema)),
  trackCount: z.int().check(z.nonnegative()),
  userId: z.optional(neteaseIdSchema),
});

/** The wire shape of a daily-recommended playlist. */
export type RecommendResourceItemDto = z.infer<typeof recommendResourceItemDtoSchema>;

/** `GET /recommend/resource` (not called by 4.8.2): `code === 200` and `recommend[]`. */
export const recommendResourceDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  featureFirst: z.optional(z.boolean()),
  haveRcmdSongs: z.optional(z.boolean()),
  recommend: z.array(recommendResourceItemDtoSchema),
});

/** The wire shape of the daily-recommended playlists answer. */
export type RecommendResourceDto = z.infer<typeof recommendResourceDtoSchema>;
