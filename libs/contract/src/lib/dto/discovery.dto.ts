import { z } from 'zod/mini';
import { albumCardDtoSchema } from './album.dto';
import { neteaseIdSchema, neteaseOkCodeSchema } from './netease-common.dto';
import { songShapeADtoSchema, songShapeBDtoSchema } from './song.dto';

// Home / discovery routes (upstream contract §3.5, §3.13).

/**
 * A daily-recommended song: a Shape A song (with inline `privilege` when sent) plus optional
 * `reason`, `recommendReason` and `alg`, each a string or `null`.
 */
export const dailySongDtoSchema = z.extend(songShapeADtoSchema, {
  reason: z.optional(z.nullable(z.string())),
  recommendReason: z.optional(z.nullable(z.string())),
  alg: z.optional(z.nullable(z.string())),
});

/** The wire shape of a daily-recommended song. */
export type DailySongDto = z.infer<typeof dailySongDtoSchema>;

/**
 * `GET /recommend/songs` (also answered to anonymous callers, §7.1): guarantees `code === 200`
 * and `data.dailySongs[]` of daily songs (the home card reads `dailySongs[0].al.picUrl`).
 */
export const recommendSongsDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    dailySongs: z.array(dailySongDtoSchema),
    orderSongs: z.optional(z.array(z.unknown())),
    recommendReasons: z.optional(z.array(z.unknown())),
  }),
});

/** The wire shape of the daily recommendation answer. */
export type RecommendSongsDto = z.infer<typeof recommendSongsDtoSchema>;

/**
 * One item of `/personalized/newsong`: guarantees numeric `id`, string `name` and top-level
 * `picUrl`, and a `song` in Shape B (artists from `song.artists`, `song.album.name`).
 */
export const personalizedNewsongItemDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  picUrl: z.string(),
  type: z.optional(z.int()),
  copywriter: z.optional(z.nullable(z.string())),
  song: songShapeBDtoSchema,
  alg: z.optional(z.nullable(z.string())),
});

/** The wire shape of a recommended new song. */
export type PersonalizedNewsongItemDto = z.infer<typeof personalizedNewsongItemDtoSchema>;

/** `GET /personalized/newsong?limit`: guarantees `code === 200` and `result[]` of new songs. */
export const personalizedNewsongDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  category: z.optional(z.int()),
  result: z.array(personalizedNewsongItemDtoSchema),
});

/** The wire shape of the recommended new songs answer. */
export type PersonalizedNewsongDto = z.infer<typeof personalizedNewsongDtoSchema>;

/**
 * A hot artist of `/top/artists`: guarantees numeric `id`, string `name` and `picUrl` (the card
 * background) and numeric `musicSize` (song count).
 */
export const topArtistDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  picUrl: z.string(),
  musicSize: z.int().check(z.nonnegative()),
  img1v1Url: z.optional(z.string()),
  albumSize: z.optional(z.int().check(z.nonnegative())),
  alias: z.optional(z.array(z.string())),
});

/** The wire shape of a hot artist. */
export type TopArtistDto = z.infer<typeof topArtistDtoSchema>;

/** `GET /top/artists?offset&limit`: guarantees `code === 200` and `artists[]` of hot artists. */
export const topArtistsDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  artists: z.array(topArtistDtoSchema),
  more: z.optional(z.boolean()),
});

/** The wire shape of the hot artists answer. */
export type TopArtistsDto = z.infer<typeof topArtistsDtoSchema>;

/**
 * `GET /album/newest`: guarantees `code === 200` and `albums[]` of album cards that also carry
 * `blurPicUrl` (the cover the home page shows).
 */
export const albumNewestDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  albums: z.array(z.extend(albumCardDtoSchema, { blurPicUrl: z.string() })),
});

/** The wire shape of the newest albums answer. */
export type AlbumNewestDto = z.infer<typeof albumNewestDtoSchema>;

/** `GET /top/song?type` (not called by 4.8.2): `code === 200` and `data[]` of Shape B songs. */
export const topSongDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.array(songShapeBDtoSchema),
});

/** The wire shape of the new songs chart answer. */
export type TopSongDto = z.infer<typeof topSongDtoSchema>;

/**
 * `GET /top/album` (not called by 4.8.2): guarantees `code === 200` and `monthData[]` of album
 * cards; `weekData[]`, when sent, holds album cards too.
 */
export const topAlbumDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  monthData: z.array(albumCardDtoSchema),
  weekData: z.optional(z.array(albumCardDtoSchema)),
  total: z.optional(z.int().check(z.nonnegative())),
  area: z.optional(z.string()),
  type: z.optional(z.string()),
});

/** The wire shape of the new albums chart answer. */
export type TopAlbumDto = z.infer<typeof topAlbumDtoSchema>;

/**
 * One entry of `/playmode/intelligence/list` (heart mode): guarantees numeric `id`, boolean
 * `recommended` and a Shape A `songInfo`.
 */
export const intelligenceItemDtoSchema = z.object({
  id: neteaseIdSchema,
  recommended: z.boolean(),
  songInfo: songShapeADtoSchema,
  alg: z.optional(z.nullable(z.string())),
});

/** The wire shape of a heart-mode entry. */
export type IntelligenceItemDto = z.infer<typeof intelligenceItemDtoSchema>;

/** `GET /playmode/intelligence/list?id&pid` (not called by 4.8.2): `code === 200` and `data[]`. */
export const playmodeIntelligenceListDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.array(intelligenceItemDtoSchema),
});

/** The wire shape of the heart-mode answer. */
export type PlaymodeIntelligenceListDto = z.infer<typeof playmodeIntelligenceListDtoSchema>;
