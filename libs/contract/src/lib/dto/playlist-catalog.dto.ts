import { z } from 'zod';
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
  category: z.number().int().optional(),
  hot: z.boolean().optional(),
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
  all: playlistCategoryDtoSchema.optional(),
  categories: z.record(z.string(), z.string()).optional(),
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
  playCount: z.number().nonnegative(),
  trackCount: z.number().int().nonnegative().optional(),
  creator: userRefDtoSchema.nullable().optional(),
  updateTime: epochMsSchema.optional(),
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
  total: z.number().int().nonnegative().optional(),
  cat: z.string().optional(),
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
  more: z.boolean().optional(),
  lasttime: epochMsSchema.optional(),
  total: z.number().int().nonnegative().optional(),
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
  playCount: z.number().nonnegative(),
  updateFrequency: z.string().nullable(),
  description: z.string().nullable().optional(),
  trackCount: z.number().int().nonnegative().optional(),
});

/** The wire shape of a chart. */
export type ToplistItemDto = z.infer<typeof toplistItemDtoSchema>;

/** `GET /toplist`: guarantees `code === 200` and `list[]` of charts. */
export const toplistDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  list: z.array(toplistItemDtoSchema),
  artistToplist: z.object({ name: z.string() }).optional(),
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
export const toplistDetailDtoSchema = toplistDtoSchema.extend({
  list: z.array(
    toplistItemDtoSchema.extend({
      tracks: z.array(toplistPreviewTrackDtoSchema),
    }),
  ),
  rewardToplist: z.unknown().optional(),
});

/** The wire shape of the chart detail answer. */
export type ToplistDetailDto = z.infer<typeof toplistDetailDtoSchema>;

/**
 * One recommended playlist of `/personalized`: guarantees numeric `id`, string `name` and
 * `picUrl`, numeric `playCount` and `trackCount`; `copywriter` is a string or `null` when sent.
 */
export const personalizedItemDtoSchema = z.object({
  id: neteaseIdSchema,
  type: z.number().int().optional(),
  name: z.string(),
  copywriter: z.string().nullable().optional(),
  picUrl: z.string(),
  playCount: z.number().nonnegative(),
  trackCount: z.number().int().nonnegative(),
  highQuality: z.boolean().optional(),
  alg: z.string().nullable().optional(),
});

/** The wire shape of a recommended playlist. */
export type PersonalizedItemDto = z.infer<typeof personalizedItemDtoSchema>;

/** `GET /personalized?limit` (defined but never called by 4.8.2): `code === 200` and `result[]`. */
export const personalizedDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  hasTaste: z.boolean().optional(),
  category: z.number().int().optional(),
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
  type: z.number().int().optional(),
  name: z.string(),
  copywriter: z.string().nullable().optional(),
  picUrl: z.string(),
  playcount: z.number().nonnegative(),
  createTime: epochMsSchema.optional(),
  creator: userRefDtoSchema.nullable().optional(),
  trackCount: z.number().int().nonnegative(),
  userId: neteaseIdSchema.optional(),
});

/** The wire shape of a daily-recommended playlist. */
export type RecommendResourceItemDto = z.infer<typeof recommendResourceItemDtoSchema>;

/** `GET /recommend/resource` (not called by 4.8.2): `code === 200` and `recommend[]`. */
export const recommendResourceDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  featureFirst: z.boolean().optional(),
  haveRcmdSongs: z.boolean().optional(),
  recommend: z.array(recommendResourceItemDtoSchema),
});

/** The wire shape of the daily-recommended playlists answer. */
export type RecommendResourceDto = z.infer<typeof recommendResourceDtoSchema>;
