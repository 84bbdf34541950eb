import { z } from 'zod/mini';
import { neteaseIdSchema, neteaseOkCodeSchema, privilegeDtoSchema } from './netease-common.dto';
import { songShapeADtoSchema } from './song.dto';

// Playback routes: song URLs, song detail, lyrics (upstream contract §3.2, §3.13).

/**
 * The trial window of a VIP track played by a non-VIP (`freeTrialInfo`): numeric `start` and
 * `end`. Newer servers may add keys; they pass.
 */
export const freeTrialInfoDtoSchema = z.object({
  start: z.number().check(z.nonnegative()),
  end: z.number().check(z.nonnegative()),
});

/** The wire shape of the trial window. */
export type FreeTrialInfoDto = z.infer<typeof freeTrialInfoDtoSchema>;

/**
 * One song URL item (`/song/url/v1`, `/song/url`, `/song/download/url/v1`). Guarantees numeric
 * `id`, `br`, `size` and item `code`; `url` is a string or `null` (unavailable song);
 * `freeTrialInfo` is a trial window or `null`; `type` (read by downloads) is a string or `null`;
 * `gain`, `peak` and `expi` are numbers when present and valid, else absent.
 * The client unblocks when `freeTrialInfo` is set or `url` is empty.
 */
export const songUrlItemDtoSchema = z.object({
  id: neteaseIdSchema,
  url: z.nullable(z.string()),
  br: z.number().check(z.nonnegative()),
  size: z.number().check(z.nonnegative()),
  code: z.int(),
  type: z.nullable(z.string()),
  freeTrialInfo: z.nullable(freeTrialInfoDtoSchema),
  md5: z.optional(z.nullable(z.string())),
  level: z.optional(z.nullable(z.string())),
  encodeType: z.optional(z.nullable(z.string())),
  // Loudness and lifetime: read by normalisation and URL renewal, which do without them, so a
  // missing or malformed value reads as absent instead of failing the song.
  /** dB that brings the song to NetEase's reference loudness; 0 when NetEase has not measured it. */
  gain: z.catch(z.optional(z.nullable(z.number())), undefined),
  /** The song's sample peak, linear (1 = full scale); 0 when unmeasured. */
  peak: z.catch(z.optional(z.nullable(z.number().check(z.nonnegative()))), undefined),
  /** Seconds until the URL stops working. */
  expi: z.catch(z.optional(z.nullable(z.number().check(z.positive()))), undefined),
});

/** The wire shape of a song URL item. */
export type SongUrlItemDto = z.infer<typeof songUrlItemDtoSchema>;

/**
 * `GET /song/url/v1?id&level`: guarantees `code === 200` and a non-empty `data[]` of URL items
 * (the client reads `data[0]`).
 */
export const songUrlV1DtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.array(songUrlItemDtoSchema).check(z.minLength(1)),
});

/** The wire shape of the song URL answer. */
export type SongUrlV1Dto = z.infer<typeof songUrlV1DtoSchema>;

/**
 * `GET /song/url?id=a,b&br` (not called by 4.8.2): the same item shape as `/song/url/v1`, in
 * request order. Guarantees `code === 200` and a non-empty `data[]`.
 */
export const songUrlDtoSchema = songUrlV1DtoSchema;

/** The wire shape of the legacy song URL answer. */
export type SongUrlDto = z.infer<typeof songUrlDtoSchema>;

/**
 * `GET /song/download/url/v1`: guarantees `code === 200` and that `data` is ONE URL item (an
 * object, not an array).
 */
export const songDownloadUrlDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: songUrlItemDtoSchema,
});

/** The wire shape of the download URL answer. */
export type SongDownloadUrlDto = z.infer<typeof songDownloadUrlDtoSchema>;

/**
 * `GET /song/detail?ids=…`: guarantees `code === 200` and `songs[]` of Shape A songs (with
 * `al.picUrl`). `privileges[]`, when sent, holds privilege objects.
 */
export const songDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  songs: z.array(songShapeADtoSchema),
  privileges: z.optional(z.array(privilegeDtoSchema)),
});

/** The wire shape of the song detail answer. */
export type SongDetailDto = z.infer<typeof songDetailDtoSchema>;

/** One lyric document (`lrc`, `tlyric`, `klyric`, `romalrc`, `yrc`, …): a string `lyric`. */
export const lyricTextDtoSchema = z.object({
  version: z.optional(z.int()),
  lyric: z.string(),
});

/** The wire shape of one lyric document. */
export type LyricTextDto = z.infer<typeof lyricTextDtoSchema>;

/**
 * `GET /lyric?id`: guarantees `code === 200`. `lrc` (original) and `tlyric` (translation) are
 * read when present; `klyric`/`romalrc` are lyric documents when present. Instrumental tracks
 * answer `nolyric: true` and no `lrc`, which is valid.
 */
export const lyricDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  lrc: z.optional(lyricTextDtoSchema),
  tlyric: z.optional(lyricTextDtoSchema),
  klyric: z.optional(lyricTextDtoSchema),
  romalrc: z.optional(lyricTextDtoSchema),
  nolyric: z.optional(z.boolean()),
});

/** The wire shape of the lyric answer. */
export type LyricDto = z.infer<typeof lyricDtoSchema>;

/**
 * `GET /lyric/new?id` (not called by 4.8.2): everything `/lyric` guarantees, plus optional
 * word-by-word `yrc` and its `ytlrc`/`yromalrc` companions as lyric documents.
 */
export const lyricNewDtoSchema = z.extend(lyricDtoSchema, {
  yrc: z.optional(lyricTextDtoSchema),
  ytlrc: z.optional(lyricTextDtoSchema),
  yromalrc: z.optional(lyricTextDtoSchema),
});

/** The wire shape of the word-by-word lyric answer. */
export type LyricNewDto = z.infer<typeof lyricNewDtoSchema>;

/**
 * One quality tier of `/song/music/detail` (`h`, `m`, `l`, `sq`, `hr`, …): numeric bitrate `br`
 * and `size` in bytes.
 */
export const musicQualityTierDtoSchema = z.object({
  br: z.number().check(z.nonnegative()),
  size: z.number().check(z.nonnegative()),
  sr: z.optional(z.number()),
});

/** The wire shape of one quality tier. */
export type MusicQualityTierDto = z.infer<typeof musicQualityTierDtoSchema>;

/** A quality tier that the song may lack (`null` or absent). */
const optionalTier = z.optional(z.nullable(musicQualityTierDtoSchema));

/**
 * `GET /song/music/detail?id` (defined but never called by 4.8.2; the contract gives no sample,
 * so this follows the NCM module): guarantees `code === 200` and `data.songId`; each tier, when
 * present and not `null`, has numeric `br` and `size`.
 */
export const songMusicDetailDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    songId: neteaseIdSchema,
    l: optionalTier,
    m: optionalTier,
    h: optionalTier,
    sq: optionalTier,
    hr: optionalTier,
  }),
});

/** The wire shape of the music quality detail answer. */
export type SongMusicDetailDto = z.infer<typeof songMusicDetailDtoSchema>;
