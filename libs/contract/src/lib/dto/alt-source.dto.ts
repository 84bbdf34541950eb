import { z } from 'zod/mini';

// Alternative audio sources outside the NetEase API (upstream contract §5.3–5.4).

/** An id as GD Studio sends it: a string (joox, tidal) or a number (netease). */
const gdIdSchema = z.union([z.string().check(z.minLength(1)), z.int()]);

/**
 * One track of a GD Studio `types=search` answer. Guarantees `id` (string or number), string
 * `name`, `artist` as a list of strings, string `album` and `source`, and the `pic_id`, `url_id`
 * and `lyric_id` handles (string or number).
 */
export const gdSearchItemDtoSchema = z.object({
  id: gdIdSchema,
  name: z.string(),
  artist: z.array(z.string()),
  album: z.string(),
  pic_id: gdIdSchema,
  url_id: gdIdSchema,
  lyric_id: gdIdSchema,
  source: z.string().check(z.minLength(1)),
});

/** The wire shape of a GD search track. */
export type GdSearchItemDto = z.infer<typeof gdSearchItemDtoSchema>;

/**
 * `api.php?types=search&source&name&count&pages`: the answer is a bare ARRAY of tracks (possibly
 * empty). The client takes `[0].id` and `[0].source`.
 */
export const gdSearchDtoSchema = z.array(gdSearchItemDtoSchema);

/** The wire shape of the GD search answer. */
export type GdSearchDto = z.infer<typeof gdSearchDtoSchema>;

/**
 * `api.php?types=url&source&id&br`: guarantees a string `url` (may contain escaped `\/`, which
 * the client strips; empty when nothing was found), `br` as a number or numeric string (kbps), and
 * a numeric `size` in bytes.
 */
export const gdUrlDtoSchema = z.object({
  url: z.string(),
  br: z.union([
    z.number().check(z.nonnegative()),
    z.string().check(z.regex(/^\d+(\.\d+)?$/, 'expected a bitrate')),
  ]),
  size: z.number().check(z.nonnegative()),
});

/** The wire shape of the GD URL answer. */
export type GdUrlDto = z.infer<typeof gdUrlDtoSchema>;

/**
 * The web-only fallback `GET ${VITE_API_MUSIC}/music?id`: guarantees `code === 200` and a string
 * `data.url`.
 */
export const musicFallbackDtoSchema = z.object({
  code: z.literal(200),
  data: z.object({
    url: z.string().check(z.minLength(1)),
  }),
});

/** The wire shape of the web fallback answer. */
export type MusicFallbackDto = z.infer<typeof musicFallbackDtoSchema>;
