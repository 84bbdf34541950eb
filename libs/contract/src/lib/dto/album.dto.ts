import { z } from 'zod/mini';
import {
  artistRefDtoSchema,
  epochMsSchema,
  neteaseIdSchema,
  neteaseOkCodeSchema,
  privilegeDtoSchema,
} from './netease-common.dto';
import { songShapeAOptionalCoverDtoSchema } from './song.dto';

// Albums: the album card shared by several lists, and `/album` itself (upstream contract §3.6).

/**
 * An album card as lists send it (`/album/newest`, `/artist/album`, `/top/album`, search type 10).
 * Guarantees numeric `id`, string `name` and `picUrl`; `artist`, when sent, is `{id, name}`;
 * `publishTime`, when sent, is epoch ms. Routes that read more extend this schema.
 */
export const albumCardDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  picUrl: z.string(),
  blurPicUrl: z.optional(z.string()),
  publishTime: z.optional(epochMsSchema),
  size: z.optional(z.int().check(z.nonnegative())),
  type: z.optional(z.string()),
  company: z.optional(z.nullable(z.string())),
  artist: z.optional(artistRefDtoSchema),
  artists: z.optional(z.array(artistRefDtoSchema)),
});

/** The wire shape of an album card. */
export type AlbumCardDto = z.infer<typeof albumCardDtoSchema>;

/**
 * The `album` of `/album`. Guarantees what the album page reads: `name`, `picUrl`, `description`
 * and `company` (each a string or `null`), and an `artist` with `name` and `img1v1Url` (used to
 * build the page's "creator").
 */
export const albumDetailAlbumDtoSchema = z.extend(albumCardDtoSchema, {
  description: z.nullable(z.string()),
  company: z.nullable(z.string()),
  artist: z.extend(artistRefDtoSchema, {
    img1v1Url: z.string(),
  }),
});

/** The wire shape of a detailed album. */
export type AlbumDetailAlbumDto = z.infer<typeof albumDetailAlbumDtoSchema>;

/**
 * `GET /album?id`: guarantees `code === 200`, `songs[]` of Shape A songs whose `al.picUrl` may be
 * missing (the client falls back to `album.picUrl`) and an `album` as
 * {@link albumDetailAlbumDtoSchema}.
 */
export const albumDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  songs: z.array(songShapeAOptionalCoverDtoSchema),
  album: albumDetailAlbumDtoSchema,
  privileges: z.optional(z.array(privilegeDtoSchema)),
  resourceState: z.optional(z.boolean()),
});

/** The wire shape of the album answer. */
export type AlbumDto = z.infer<typeof albumDtoSchema>;
