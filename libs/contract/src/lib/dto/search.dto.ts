import { z } from 'zod/mini';
import { albumCardDtoSchema } from './album.dto';
import {
  artistRefDtoSchema,
  durationMsSchema,
  neteaseIdSchema,
  neteaseOkCodeSchema,
} from './netease-common.dto';
import { songShapeADtoSchema } from './song.dto';

// Search routes (upstream contract §3.8, §3.13).

/**
 * `GET /search/default`: guarantees `code === 200` and string `data.showKeyword` (placeholder) and
 * `data.realkeyword` (searched when the box is empty).
 */
export const searchDefaultDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  message: z.optional(z.nullable(z.string())),
  data: z.object({
    showKeyword: z.string(),
    realkeyword: z.string(),
  }),
});

/** The wire shape of the default keyword answer. */
export type SearchDefaultDto = z.infer<typeof searchDefaultDtoSchema>;

/** One hot search: guarantees a string `searchWord`; `score`, when sent, is numeric. */
export const hotSearchItemDtoSchema = z.object({
  searchWord: z.string(),
  score: z.optional(z.number()),
  content: z.optional(z.nullable(z.string())),
  iconUrl: z.optional(z.nullable(z.string())),
});

/** The wire shape of a hot search. */
export type HotSearchItemDto = z.infer<typeof hotSearchItemDtoSchema>;

/** `GET /search/hot/detail`: guarantees `code === 200` and `data[]` of hot searches. */
export const searchHotDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  message: z.optional(z.nullable(z.string())),
  data: z.array(hotSearchItemDtoSchema),
});

/** The wire shape of the hot search answer. */
export type SearchHotDetailDto = z.infer<typeof searchHotDetailDtoSchema>;

/**
 * An album of `/cloudsearch` type 10. Guarantees what the card reads: `id`, `name`, `picUrl`,
 * numeric `size` and `publishTime`, `company` (string or `null`), an `artist` with a `name`, and
 * `type` as a string (only `"专辑"` cards are clickable; `"EP/Single"` and `"Single"` also occur).
 */
export const searchAlbumDtoSchema = z.extend(albumCardDtoSchema, {
  size: z.int().check(z.nonnegative()),
  publishTime: z.number(),
  company: z.nullable(z.string()),
  artist: artistRefDtoSchema,
  type: z.string(),
});

/** The wire shape of a searched album. */
export type SearchAlbumDto = z.infer<typeof searchAlbumDtoSchema>;

/**
 * A playlist of `/cloudsearch` type 1000. Guarantees `id`, `name`, `coverImgUrl`, numeric
 * `playCount` and a NON-null `creator` with a string `nickname` (a null creator crashes the
 * client's mapping).
 */
export const searchPlaylistDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  coverImgUrl: z.string(),
  playCount: z.number().check(z.nonnegative()),
  creator: z.object({
    nickname: z.string(),
    userId: z.optional(neteaseIdSchema),
    avatarUrl: z.optional(z.string()),
  }),
  trackCount: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of a searched playlist. */
export type SearchPlaylistDto = z.infer<typeof searchPlaylistDtoSchema>;

/**
 * An MV of `/cloudsearch` type 1004. Guarantees `id`, `name`, `cover`, numeric `playCount` and
 * an `artists[]` of `{id, name}` (required: the client joins the names); `duration`, when sent,
 * is in ms.
 */
export const searchMvDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  cover: z.string(),
  playCount: z.number().check(z.nonnegative()),
  artists: z.array(artistRefDtoSchema),
  artistName: z.optional(z.string()),
  duration: z.optional(durationMsSchema),
});

/** The wire shape of a searched MV. */
export type SearchMvDto = z.infer<typeof searchMvDtoSchema>;

/**
 * `GET /cloudsearch?keywords&type&limit&offset`: guarantees `code === 200` and a `result` object.
 * Each list the client reads is optional (it uses `|| []`), but when present it is fully typed:
 * `songs[]` Shape A (with `al.picUrl`), `albums[]`, `playlists[]`, `mvs[]`, `artists[]`; the
 * counts, when present, are non-negative integers.
 */
export const cloudsearchDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  result: z.object({
    songs: z.optional(z.array(songShapeADtoSchema)),
    songCount: z.optional(z.int().check(z.nonnegative())),
    albums: z.optional(z.array(searchAlbumDtoSchema)),
    albumCount: z.optional(z.int().check(z.nonnegative())),
    playlists: z.optional(z.array(searchPlaylistDtoSchema)),
    playlistCount: z.optional(z.int().check(z.nonnegative())),
    mvs: z.optional(z.array(searchMvDtoSchema)),
    mvCount: z.optional(z.int().check(z.nonnegative())),
    artists: z.optional(z.array(artistRefDtoSchema)),
    artistCount: z.optional(z.int().check(z.nonnegative())),
  }),
});

/** The wire shape of the search answer. */
export type CloudsearchDto = z.infer<typeof cloudsearchDtoSchema>;

/** A named entry of a search suggestion (song, artist, album or playlist): `id` and `name`. */
export const searchSuggestEntryDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
});

/** The wire shape of a suggestion entry. */
export type SearchSuggestEntryDto = z.infer<typeof searchSuggestEntryDtoSchema>;

/** A suggested song: a suggestion entry with its `artists[]`. */
const searchSuggestSongDtoSchema = z.extend(searchSuggestEntryDtoSchema, {
  artists: z.array(artistRefDtoSchema),
});

/**
 * `GET /search/suggest?keywords` (not called by 4.8.2): guarantees `code === 200` and a `result`
 * whose optional `songs`/`artists`/`albums`/`playlists` lists hold `{id, name}` entries (songs
 * with `artists[]`), and whose optional `order` lists the section names.
 */
export const searchSuggestDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  result: z.object({
    songs: z.optional(z.array(searchSuggestSongDtoSchema)),
    artists: z.optional(z.array(searchSuggestEntryDtoSchema)),
    albums: z.optional(z.array(searchSuggestEntryDtoSchema)),
    playlists: z.optional(z.array(searchSuggestEntryDtoSchema)),
    order: z.optional(z.array(z.string())),
  }),
});

/** The wire shape of the search suggestion answer. */
export type SearchSuggestDto = z.infer<typeof searchSuggestDtoSchema>;
