import { z } from 'zod';

// Bilibili answers, as upstream `api.bilibili.com` sends them and the gateway relays them verbatim
// (upstream contract §4.2–4.3). Timestamps are epoch SECONDS here.

/**
 * A Bilibili timestamp in epoch seconds (`pubdate`, `ctime`). Guarantees a non-negative integer
 * below 1e11, so a value drifted to milliseconds is rejected.
 */
export const epochSecondsSchema = z.number().int().nonnegative().lt(1e11);

/** A BV id: `BV` followed by ten alphanumerics. */
export const bvidSchema = z.string().regex(/^BV[0-9A-Za-z]{10}$/, 'expected a BV id');

/**
 * The envelope of a Bilibili success answer: guarantees `code === 0`, a string `message` and a
 * numeric `ttl`; the route's `data` comes on top.
 */
const bilibiliOkEnvelope = {
  code: z.literal(0),
  message: z.string(),
  ttl: z.number().int(),
};

/**
 * One video of the search result. Guarantees string `bvid`, numeric `aid`, string `title` (may
 * hold `<em class="keyword">` markup), `author`, `pic` (often protocol-relative) and
 * `description`, `duration` as an "M:SS" STRING, `pubdate` in epoch seconds, and numeric `play`
 * and `video_review` (danmaku count).
 */
export const bilibiliSearchItemDtoSchema = z.object({
  bvid: bvidSchema,
  aid: z.number().int().nonnegative(),
  title: z.string(),
  author: z.string(),
  pic: z.string(),
  duration: z.string().regex(/^\d+:[0-5]\d$/, 'expected "M:SS"'),
  pubdate: epochSecondsSchema,
  play: z.number().int().nonnegative(),
  video_review: z.number().int().nonnegative(),
  description: z.string(),
  mid: z.number().int().optional(),
  type: z.string().optional(),
});

/** The wire shape of a searched video. */
export type BilibiliSearchItemDto = z.infer<typeof bilibiliSearchItemDtoSchema>;

/**
 * `GET /x/web-interface/wbi/search/type?search_type=video` (gateway `/bilibili/search`):
 * guarantees the `code: 0` envelope and `data.result[]` of videos.
 */
export const bilibiliSearchDtoSchema = z.object({
  ...bilibiliOkEnvelope,
  data: z.object({
    result: z.array(bilibiliSearchItemDtoSchema),
    page: z.number().int().optional(),
    pagesize: z.number().int().optional(),
    numResults: z.number().int().nonnegative().optional(),
    numPages: z.number().int().nonnegative().optional(),
  }),
});

/** The wire shape of the Bilibili search answer. */
export type BilibiliSearchDto = z.infer<typeof bilibiliSearchDtoSchema>;

/** One part of a video (`pages[]`): numeric `cid`, `page` and `duration` (seconds), string `part`. */
export const bilibiliPageDtoSchema = z.object({
  cid: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  part: z.string(),
  duration: z.number().nonnegative(),
});

/** The wire shape of a video part. */
export type BilibiliPageDto = z.infer<typeof bilibiliPageDtoSchema>;

/**
 * `GET /x/web-interface/wbi/view?bvid` (gateway `/bilibili/video/detail`): guarantees the `code: 0`
 * envelope and a `data` with `bvid`, `aid`, `title`, `pic`, `desc`, `duration` in SECONDS (a
 * number), `owner {mid, name}`, `stat {view, danmaku, like}` and a non-empty `pages[]` (the
 * unblock path reads `pages[0].cid`).
 */
export const bilibiliViewDtoSchema = z.object({
  ...bilibiliOkEnvelope,
  data: z.object({
    bvid: bvidSchema,
    aid: z.number().int().nonnegative(),
    title: z.string(),
    pic: z.string(),
    desc: z.string(),
    duration: z.number().nonnegative(),
    pubdate: epochSecondsSchema.optional(),
    cid: z.number().int().nonnegative().optional(),
    owner: z.object({
      mid: z.number().int().nonnegative(),
      name: z.string(),
      face: z.string().optional(),
    }),
    stat: z.object({
      view: z.number().int().nonnegative(),
      danmaku: z.number().int().nonnegative(),
      like: z.number().int().nonnegative(),
    }),
    pages: z.array(bilibiliPageDtoSchema).min(1),
  }),
});

/** The wire shape of the Bilibili video detail answer. */
export type BilibiliViewDto = z.infer<typeof bilibiliViewDtoSchema>;

/**
 * One DASH audio stream (`dash.audio[]`): guarantees numeric `id` (30216, 30232, 30280, …),
 * string `baseUrl` and `base_url`, `mimeType`, `codecs`, and numeric `bandwidth`; `backupUrl`,
 * when sent, is a list of strings or `null`.
 */
export const bilibiliDashAudioDtoSchema = z.object({
  id: z.number().int(),
  baseUrl: z.string().min(1),
  base_url: z.string().min(1),
  backupUrl: z.array(z.string()).nullable().optional(),
  backup_url: z.array(z.string()).nullable().optional(),
  mimeType: z.string(),
  codecs: z.string(),
  bandwidth: z.number().int().nonnegative(),
});

/** The wire shape of a DASH audio stream. */
export type BilibiliDashAudioDto = z.infer<typeof bilibiliDashAudioDtoSchema>;

/**
 * One progressive segment (`durl[]`, the MP4/FLV form): guarantees string `url`, numeric `size`
 * (bytes), `length` (ms) and `order`.
 */
export const bilibiliDurlDtoSchema = z.object({
  url: z.string().min(1),
  size: z.number().int().nonnegative(),
  length: z.number().nonnegative(),
  order: z.number().int().positive(),
  backup_url: z.array(z.string()).nullable().optional(),
});

/** The wire shape of a progressive segment. */
export type BilibiliDurlDto = z.infer<typeof bilibiliDurlDtoSchema>;

/**
 * The `data` of a playurl answer. `dash` (with `audio[]`, possibly `null` for silent videos) and
 * `durl[]` are each optional, but the refinement guarantees a playable source: at least one DASH
 * audio stream or one `durl` segment (the client reads `dash.audio[0].baseUrl`, else
 * `durl[0].url`, else fails).
 */
export const bilibiliPlayurlDataDtoSchema = z
  .object({
    quality: z.number().int().optional(),
    format: z.string().optional(),
    timelength: z.number().nonnegative().optional(),
    dash: z
      .object({
        duration: z.number().nonnegative().optional(),
        audio: z.array(bilibiliDashAudioDtoSchema).nullable().optional(),
      })
      .optional(),
    durl: z.array(bilibiliDurlDtoSchema).optional(),
  })
  .refine(
    (data) => (data.dash?.audio?.length ?? 0) > 0 || (data.durl?.length ?? 0) > 0,
    'playurl data needs at least one dash.audio[] stream or one durl[] segment',
  );

/** The wire shape of playurl data. */
export type BilibiliPlayurlDataDto = z.infer<typeof bilibiliPlayurlDataDtoSchema>;

/**
 * `GET /x/player/wbi/playurl?bvid&cid&qn&fnval&fnver&fourk` (gateway `/bilibili/playurl`):
 * guarantees the `code: 0` envelope and a playable `data` (see {@link bilibiliPlayurlDataDtoSchema}).
 */
export const bilibiliPlayurlDtoSchema = z.object({
  ...bilibiliOkEnvelope,
  data: bilibiliPlayurlDataDtoSchema,
});

/** The wire shape of the Bilibili playurl answer. */
export type BilibiliPlayurlDto = z.infer<typeof bilibiliPlayurlDtoSchema>;
