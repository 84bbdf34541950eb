import { z } from 'zod/mini';
import {
  artistRefDtoSchema,
  durationMsSchema,
  neteaseIdSchema,
  neteaseOkCodeSchema,
} from './netease-common.dto';

// MV routes (upstream contract §3.10; `/mv/detail` is defined but never called by 4.8.2).

/**
 * An MV card of `/mv/all`: guarantees numeric `id`, string `name` and `cover`, and numeric
 * `playCount`; `artists[]`, when sent, holds `{id, name}`; `duration`, when sent, is in ms.
 */
export const mvCardDtoSchema = z.object({
  id: neteaseIdSchema,
  name: z.string(),
  cover: z.string(),
  playCount: z.number().check(z.nonnegative()),
  artistName: z.optional(z.string()),
  artistId: z.optional(neteaseIdSchema),
  artists: z.optional(z.array(artistRefDtoSchema)),
  duration: z.optional(durationMsSchema),
});

/** The wire shape of an MV card. */
export type MvCardDto = z.infer<typeof mvCardDtoSchema>;

/** `GET /mv/all?limit&offset&area`: guarantees `code === 200` and `data[]` of MV cards. */
export const mvAllDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.array(mvCardDtoSchema),
  hasMore: z.optional(z.boolean()),
  count: z.optional(z.int().check(z.nonnegative())),
});

/** The wire shape of the MV list answer. */
export type MvAllDto = z.infer<typeof mvAllDtoSchema>;

/**
 * `GET /mv/url?id`: guarantees `code === 200` and a `data` object whose `url` (the `<video>` src)
 * is a string, or `null` when the MV cannot be played.
 */
export const mvUrlDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    id: neteaseIdSchema,
    url: z.nullable(z.string()),
    r: z.optional(z.int().check(z.nonnegative())),
    size: z.optional(z.number().check(z.nonnegative())),
    code: z.optional(z.int()),
  }),
});

/** The wire shape of the MV URL answer. */
export type MvUrlDto = z.infer<typeof mvUrlDtoSchema>;

/** One resolution of an MV (`brs[]`): numeric resolution `br` and `size`. */
export const mvResolutionDtoSchema = z.object({
  br: z.int().check(z.nonnegative()),
  size: z.number().check(z.nonnegative()),
  point: z.optional(z.int()),
});

/** The wire shape of an MV resolution. */
export type MvResolutionDto = z.infer<typeof mvResolutionDtoSchema>;

/**
 * `GET /mv/detail?mvid` (no sample in the contract; follows the NCM module): guarantees
 * `code === 200` and a `data` MV with `id`, `name`, `cover`, numeric `playCount`, `artistName`,
 * `artists[]` of `{id, name}` and `duration` in ms; `brs[]`, when sent, lists resolutions.
 */
export const mvDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.extend(mvCardDtoSchema, {
    artistName: z.string(),
    artists: z.array(artistRefDtoSchema),
    duration: durationMsSchema,
    desc: z.optional(z.nullable(z.string())),
    brs: z.optional(z.array(mvResolutionDtoSchema)),
  }),
  subed: z.optional(z.boolean()),
});

/** The wire shape of the MV detail answer. */
export type MvDetailDto = z.infer<typeof mvDetailDtoSchema>;
