import { z } from 'zod/mini';
import { albumCardDtoSchema } from './album.dto';
import { neteaseIdSchema, neteaseOkCodeSchema } from './netease-common.dto';
import { songShapeADtoSchema, songShapeAOptionalCoverDtoSchema } from './song.dto';

// Artist routes (upstream contract §3.7, §3.13).

/**
 * The `data.artist` of `/artist/detail`: guarantees numeric `id`, string `name`, `avatar` (shown)
 * and `briefDesc` (rendered as HTML in the "about" tab), and `alias[]` of strings (joined with
 * " / ").
 */
export const artistDetailArtistDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  avatar: z.string(),
  cover: z.optional(z.string()),
  alias: z.array(z.string()),
  briefDesc: z.string(),
  albumSize: z.optional(z.int().check(z.nonnegative())),
  musicSize: z.optional(z.int().check(z.nonnegative())),
  mvSize: z.optional(z.nullable(z.int().check(z.nonnegative()))),
});

/** The wire shape of a detailed artist. */
export type ArtistDetailArtistDto = z.infer<typeof artistDetailArtistDtoSchema>;

/** `GET /artist/detail?id`: guarantees `code === 200` and `data.artist` as above. */
export const artistDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  message: z.optional(z.nullable(z.string())),
  data: z.object({
    artist: artistDetailArtistDtoSchema,
    videoCount: z.optional(z.int().check(z.nonnegative())),
  }),
});

/** The wire shape of the artist detail answer. */
export type ArtistDetailDto = z.infer<typeof artistDetailDtoSchema>;

/**
 * `GET /artist/songs?id&limit&offset&order`: the client reads only `songs[].id` and then calls
 * `/song/detail`. Guarantees `code === 200` and `songs[]` of (reduced) Shape A songs whose
 * `al.picUrl` may be missing; `more` and `total`, when sent, have their real types.
 */
export const artistSongsDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  songs: z.array(songShapeAOptionalCoverDtoSchema),
  more: z.optional(z.boolean()),
  total: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the artist songs answer. */
export type ArtistSongsDto = z.infer<typeof artistSongsDtoSchema>;

/**
 * An album of `/artist/album` `hotAlbums[]`: an album card that also guarantees numeric
 * `publishTime` (epoch ms, formatted on the card) and `size`.
 */
export const artistAlbumItemDtoSchema = z.extend(albumCardDtoSchema, {
  publishTime: z.number(),
  size: z.int().check(z.nonnegative()),
});

/** The wire shape of an artist's album. */
export type ArtistAlbumItemDto = z.infer<typeof artistAlbumItemDtoSchema>;

/** `GET /artist/album?id&limit&offset`: guarantees `code === 200` and `hotAlbums[]`. */
export const artistAlbumDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  hotAlbums: z.array(artistAlbumItemDtoSchema),
  more: z.optional(z.boolean()),
  artist: z.optional(z.object({ id: neteaseIdSchema, name: z.string() })),
});

/** The wire shape of the artist albums answer. */
export type ArtistAlbumDto = z.infer<typeof artistAlbumDtoSchema>;

/** `GET /artist/top/song?id` (not called by 4.8.2): `code === 200` and Shape A `songs[]`. */
export const artistTopSongDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  songs: z.array(songShapeADtoSchema),
  more: z.optional(z.boolean()),
});

/** The wire shape of the artist top songs answer. */
export type ArtistTopSongDto = z.infer<typeof artistTopSongDtoSchema>;

/** One section of an artist's introduction: title `ti` and text `txt`, both strings. */
export const artistIntroductionDtoSchema = z.object({
  ti: z.string(),
  txt: z.string(),
});

/** The wire shape of an introduction section. */
export type ArtistIntroductionDto = z.infer<typeof artistIntroductionDtoSchema>;

/**
 * `GET /artist/desc?id` (not called by 4.8.2): guarantees `code === 200`, `introduction[]` of
 * sections and a string `briefDesc`.
 */
export const artistDescDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  introduction: z.array(artistIntroductionDtoSchema),
  briefDesc: z.string(),
  count: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the artist description answer. */
export type ArtistDescDto = z.infer<typeof artistDescDtoSchema>;
