/**
 * Every timing rule and limit of the player (spec §4 and §9), named once. Each gets a
 * fake-clock test where it is used (architecture decision 2).
 */
export const PLAYER_TIMING = {
  /** The guard lock auto-releases after this long. */
  lockTimeoutMs: 5_000,
  /** A lock older than this is forcibly released. */
  lockStaleMs: 2_000,
  /** A failed load or play is retried once after this delay. */
  loadRetryDelayMs: 1_000,
  /** On 'operation lock active': reset the lock and retry play after this delay. */
  lockActiveRetryMs: 1_000,
  /** Other play errors move to the next song after this delay. */
  playErrorNextDelayMs: 300,
  /** If nothing plays this long after play(), the URL is cleared and the song reloaded. */
  watchdogMs: 4_000,
  /**
   * A song URL is valid this long from creation when its resolver says nothing of its lifetime
   * (NetEase answers its real lifetime, `expi`, which the resolver passes on).
   */
  songUrlValidityMs: 1_800_000,
  /**
   * A video-site (Bilibili) audio URL is assumed valid this long. Bilibili signs its addresses
   * for 120 min (their `deadline`) but says so only inside the address; half of it leaves room
   * for clock skew and for the time the answer took through the stream proxy.
   */
  videoSiteUrlValidityMs: 3_600_000,
  /**
   * A URL is renewed in the background this long before it expires at most… (see
   * {@link PLAYER_LIMITS.urlRenewalShare} for short lifetimes).
   */
  urlRenewalMarginMs: 60_000,
  /** The next song is preloaded this long after a play starts. */
  preloadDelayMs: 3_000,
  /** The audio context is suspended after this long idle. */
  idleSuspendMs: 30_000,
  /** Next and previous are debounced by this much. */
  skipDebounceMs: 500,
  /** The playback rate is re-applied this long after start. */
  playbackRateReapplyMs: 2_000,
  /** Progress is saved about this often (on even seconds). */
  progressSaveIntervalMs: 2_000,
  /** The lyric tracker ticks this often. */
  lyricTickMs: 50,
  /** The sleep timer by minutes checks its end time this often. */
  sleepTimerTickMs: 1_000,
  /** 'cannot get audio node' is retried this often… */
  audioNodeRetryMs: 100,
} as const;

/** Counts and sizes of the player (spec §9). */
export const PLAYER_LIMITS = {
  /** A failing next tries this many songs before removing the failing one. */
  nextTries: 3,
  /** A failing previous tries this many songs. */
  previousTries: 2,
  /** At most this many preloaded sounds are kept. */
  preloadCacheSize: 2,
  /**
   * …and at most this share of its lifetime before (a 10 s URL is renewed 2 s before it dies, a
   * 30 min one 60 s before): enough for one resolution, not so early that renewals pile up.
   */
  urlRenewalShare: 0.2,
  /** Songs longer than this stream instead of being decoded whole for a gapless run (memory). */
  gaplessMaxTrackSec: 600,
  /** The longest crossfade the settings offer, in seconds. */
  crossfadeMaxSec: 12,
  /** HTML5 audio pool per sound. */
  audioPoolSize: 5,
  /** …this many times. */
  audioNodeRetries: 3,
  /**
   * A seek lands at least this far before the media's end, so the song still plays out and ends
   * through its own end event (what repeat, next and the sleep timer wait for).
   */
  seekEndMarginSeconds: 0.5,
  /** Media-session seek step, in seconds. */
  mediaSessionSeekSeconds: 10,
  /** The per-song lyric offset is clamped to ± this many seconds. */
  lyricOffsetLimitSeconds: 10,
  /** Playback rate when nothing was chosen. */
  defaultPlaybackRate: 1,
  /** Fastest playback rate accepted (faster requests are clamped). */
  maxPlaybackRate: 4,
  /** Volume change of one mouse-wheel notch (5 %). */
  volumeWheelStep: 0.05,
  /** Volume change of one volume shortcut. */
  volumeShortcutStep: 0.1,
  /** Volume that unmuting restores when no earlier volume is known (30 %). */
  unmuteDefaultVolume: 0.3,
  /** Album-art sizes, in px, offered to the Media Session API. */
  mediaSessionArtworkSizes: [96, 128, 192, 256, 384, 512],
} as const;
