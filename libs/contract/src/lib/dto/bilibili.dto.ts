import { z } from 'zod/mini';

// Bilibili answers, as upstream `api.bilibili.com` sends them and the gateway relays them verbatim
// (upstream contract §4.2–4.3). Timestamps are epoch SECONDS here.

/**
 * A Bilibili timestamp in epoch seconds (`pubdate`, `ctime`). Guarantees a non-negative integer
 * below 1e11, so a value drifted to milliseconds is rejected.
 */
export const epochSecondsSchema = z.int().check(z.nonnegative(), z.lt(1e11));

/** A BV id: `BV` followed by ten alphanumerics. */
export const bvidSchema = z.string().check(z.regex(/^BV[0-9A-Za-z]{10}$/, 'expected a BV id'));

/**
 * The envelope of a Bilibili success answer: guarantees `code === 0`, a string `message` and a
 * numeric `ttl`; the route's `data` comes on top.
 */
const bilibiliOkEnvelope = {
  code: z.literal(0),
  message: z.string(),
  ttl: z.int(),
};

/**
 * One video of the search result. Guarantees string `bvid`, numeric `aid`, string `title` (may
 * hold `<em class="keyword">` markup), `author`, `pic` (often protocol-relative) and
 * `description`, `duration` as an "M:SS" STRING, `pubdate` in epoch seconds, and numeric `play`
 * and `video_review` (danmaku count).
 */
export const bilibiliSearchItemDtoSchema = z.object({
  bvid: bvidSchema,
  aid: z.int().check(z.nonnegative()),
  title: z.string(),
  author: z.string(),
  pic: z.string(),
  duration: z.string().check(z.regex(/^\d+:[0-5]\d$/, 'expected "M:SS"')),
  pubdate: epochSecondsSchema,
  play: z.int().check(z.nonnegative()),
  video_review: z.int().check(z.nonnegative()),
  description: z.string(),
  mid: z.optional(z.int()),
  type: z.optional(z.string()),
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
    page: z.optional(z.int()),
    pagesize: z.optional(z.int()),
    numResults: z.optional(z.int().check(z.nonnegative())),
    numPages: z.optional(z.int().check(z.nonnegative())),
  }),
});

/** The wire shape of the Bilibili search answer. */
export type BilibiliSearchDto = z.infer<typeof bilibiliSearchDtoSchema>;

/** One part of a video (`pages[]`): numeric `cid`, `page` and `duration` (seconds), string `part`. */
export const bilibiliPageDtoSchema = z.object({
  cid: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
  part: z.string(),
  duration: z.number().check(z.nonnegative()),
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
    aid: z.int().check(z.nonnegative()),
    title: z.string(),
    pic: z.string(),
    desc: z.string(),
    duration: z.number().check(z.nonnegative()),
    pubdate: z.optional(epochSecondsSchema),
    cid: z.optional(z.int().check(z.nonnegative())),
    owner: z.object({
      mid: z.int().check(z.nonnegative()),
      name: z.string(),
      face: z.optional(z.string()),
    }),
    stat: z.object({
      view: z.int().check(z.nonnegative()),
      danmaku: z.int().check(z.nonnegative()),
      like: z.int().check(z.nonnegative()),
    }),
    pages: z.array(bilibiliPageDtoSchema).check(z.minLength(1)),
  }),
});

/** The wire shape of the Bilibili video detail answer. */
export type BilibiliViewDto = z.infer<typeof bilibiliViewDtoSchema>;

/** Backup URLs of a stream (`backupUrl`, `backup_url`): a list of strings, `null`, or absent. */
const backupUrlsSchema = z.optional(z.nullable(z.array(z.string())));

/**
 * One DASH audio stream (`dash.audio[]`): guarantees numeric `id` (30216, 30232, 30280, …),
 * string `baseUrl` and `base_url`, `mimeType`, `codecs`, and numeric `bandwidth`; `backupUrl`,
 * when sent, is a list of strings or `null`.
 */
export const bilibiliDashAudioDtoSchema = z.object({
  id: z.int(),
  baseUrl: z.string().check(z.minLength(1)),
  base_url: z.string().check(z.minLength(1)),
  backupUrl: backupUrlsSchema,
  backup_url: backupUrlsSchema,
  mimeType: z.string(),
  codecs: z.string(),
  bandwidth: z.int().check(z.nonnegative()),
});

/** The wire shape of a DASH audio stream. */
export type BilibiliDashAudioDto = z.infer<typeof bilibiliDashAudioDtoSchema>;

/**
 * One progressive segment (`durl[]`, the MP4/FLV form): guarantees string `url`, numeric `size`
 * (bytes), `length` (ms) and `order`.
 */
export const bilibiliDurlDtoSchema = z.object({
  url: z.string().check(z.minLength(1)),
  size: z.int().check(z.nonnegative()),
  length: z.number().check(z.nonnegative()),
  order: z.int().check(z.positive()),
  backup_url: backupUrlsSchema,
});

/** The wire shape of a progressive segment. */
export type BilibiliDurlDto = z.infer<typeof bilibiliDurlDtoSchema>;

/** The `dash` of a playurl answer: its `audio[]` streams, possibly `null` for silent videos. */
const playurlDashDtoSchema = z.object({
  duration: z.optional(z.number().check(z.nonnegative())),
  audio: z.optional(z.nullable(z.array(bilibiliDashAudioDtoSchema))),
});

/**
 * The `data` of a playurl answer. `dash` (with `audio[]`, possibly `null` for silent videos) and
 * `durl[]` are each optional, but the refinement guarantees a playable source: at least one DASH
 * audio stream or one `durl` segment (the client reads `dash.audio[0].baseUrl`, else
 * `durl[0].url`, else fails).
 */
export const bilibiliPlayurlDataDtoSchema = z
  .object({
    quality: z.optional(z.int()),
    format: z.optional(z.string()),
    timelength: z.optional(z.number().check(z.nonnegative())),
    dash: z.optional(playurlDashDtoSchema),
    durl: z.optional(z.array(bilibiliDurlDtoSchema)),
  })
  .check(
    z.refine(
      (data) => (data.dash?.audio?.length ?? 0) > 0 || (data.durl?.length ?? 0) > 0,
      'playurl data needs at least one dash.audio[] stream or one durl[] segment',
    ),
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
