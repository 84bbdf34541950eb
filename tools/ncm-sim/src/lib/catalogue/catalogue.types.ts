import type { GlideSignal } from '../media/glide';

/**
 * The simulator's generated catalogue: plain data, built once from a seed, never mutated.
 * Per-user state that changes (likes, created playlists, sessions) lives in `state/`.
 */

/** How `/song/url/v1` treats a song. */
export type SongAvailability =
  /** a full-length URL for everyone */
  | 'full'
  /** VIP song: a 30 s clip with `freeTrialInfo` unless the caller is a VIP */
  | 'trial'
  /** `url: null` with item code 404: exercises the client's unblock chain */
  | 'unavailable'
  /** artist 6452 with privilege status -200: cannot be played at all */
  | 'no-copyright';

/** Audio container of a generated file. */
export type AudioFormat = 'mp3' | 'm4a';

/** An artist of the catalogue. */
export interface SimArtist {
  id: number;
  name: string;
  alias: string[];
  briefDesc: string;
  /** Seed of the generated avatar and cover images. */
  imageSeed: number;
  /** Songs and albums of the artist in the catalogue (what the artist routes list). */
  musicSize: number;
  albumSize: number;
  mvSize: number;
  fansCount: number;
}

/** An album of the catalogue. */
export interface SimAlbum {
  id: number;
  name: string;
  artistId: number;
  company: string;
  /** Epoch ms. */
  publishTime: number;
  /** Only '专辑' cards are clickable in search results (contract §7.7). */
  type: '专辑' | 'EP/Single' | 'Single';
  description: string;
  songIds: number[];
  imageSeed: number;
}

/** Lyrics of one song, as the `/lyric` and `/lyric/new` routes answer them. */
export interface SimLyrics {
  /** LRC with `[mm:ss.xx]` stamps. */
  lrc: string;
  /** Translation with the same stamps as `lrc`, or null. */
  tlyric: string | null;
  /** Word-by-word lines `[start,dur](t,d,0)word…`, or null. */
  yrc: string | null;
}

/** A song with generated audio. */
export interface SimSong {
  id: number;
  name: string;
  alias: string[];
  artistIds: number[];
  albumId: number;
  /** Track number in its album, 1-based. */
  no: number;
  durationMs: number;
  /** The song's recognisable signal: the dominant frequency of its audio. */
  frequencyHz: number;
  format: AudioFormat;
  availability: SongAvailability;
  /** NetEase fee class: 0 free, 1 VIP, 8 free at low quality. */
  fee: 0 | 1 | 8;
  lyrics: SimLyrics | null;
  /** MV id, 0 when the song has none. */
  mvId: number;
  publishTime: number;
  /** Popularity 0..100. */
  pop: number;
  /**
   * Integrated loudness its audio is synthesised at (EBU R128, LUFS): the catalogue's masters are
   * spread from about -8 to -24 LUFS. What `/song/url/v1` reports comes from measuring the file.
   */
  loudnessLufs: number;
  /**
   * False for the songs whose `/song/url/v1` answers `gain: 0, peak: 0` (NetEase has not measured
   * them), though their audio is as spread as any: the client's own measurement takes over.
   */
  reportsGain: boolean;
  /** Set on the tracks of a gapless album: the part of the album's continuous signal it plays. */
  gapless?: SimGaplessTrack;
}

/** A track's share of its gapless album's signal. */
export interface SimGaplessTrack {
  /** The album's continuous signal (the same object for its three tracks). */
  signal: GlideSignal;
  /** The track's first sample in the album signal. */
  startSample: number;
  /** Its exact length in samples: what a gapless decoder must output once delay and padding go. */
  sampleCount: number;
}

/** An MV with a small playable video. */
export interface SimMv {
  id: number;
  name: string;
  artistId: number;
  durationMs: number;
  frequencyHz: number;
  playCount: number;
  area: '内地' | '港台' | '欧美' | '日本' | '韩国';
  /** NCM-A's `类型` tag of `/mv/all`. */
  type: '官方版' | '原生' | '现场版' | '网易出品';
  /** How fast its plays rise, 0..999: the order of `/mv/all`'s default `上升最快`. */
  rise: number;
  imageSeed: number;
}

/** A public playlist (top playlists, charts and the scale fixture). */
export interface SimPlaylist {
  id: number;
  name: string;
  creatorUserId: number;
  trackIds: number[];
  description: string;
  tags: string[];
  playCount: number;
  subscribedCount: number;
  createTime: number;
  updateTime: number;
  imageSeed: number;
  /** 0 ordinary, 5 "liked songs", 10 chart. */
  specialType: 0 | 5 | 10;
  /** Charts only. */
  updateFrequency: string | null;
  /** 0 public, 10 private. */
  privacy: 0 | 10;
  highQuality: boolean;
}

/** An account of the simulated service. */
export interface SimUser {
  userId: number;
  nickname: string;
  /** Phone and password for `/login/cellphone`; null for accounts that only use QR. */
  phone: string | null;
  password: string | null;
  vipType: number;
  signature: string;
  /** 0 ordinary, 4 musician (artist badge). */
  userType: number;
  accountType: number;
  level: number;
  gender: 0 | 1 | 2;
  createTime: number;
  imageSeed: number;
  /** When false, other users get code -2 from `/user/record`. */
  showsPlayRecord: boolean;
  /** Users this user follows. */
  follows: number[];
  /** Song ids liked at start. */
  initialLikes: number[];
  /** Play counts at start, by song id (`/user/record`). */
  initialRecords: Record<number, number>;
}

/** One page (part) of a Bilibili video. */
export interface SimBiliPage {
  cid: number;
  page: number;
  part: string;
  durationSec: number;
  frequencyHz: number;
}

/** A Bilibili video whose parts carry audio. */
export interface SimBiliVideo {
  bvid: string;
  aid: number;
  title: string;
  desc: string;
  ownerMid: number;
  ownerName: string;
  /** Epoch seconds. */
  pubdate: number;
  view: number;
  danmaku: number;
  like: number;
  favorites: number;
  tag: string;
  imageSeed: number;
  /** `dash`: playurl answers `dash.audio[]`; `durl`: only `durl[]` (the MP4 form). */
  streamForm: 'dash' | 'durl';
  pages: SimBiliPage[];
}

/** The whole generated catalogue. */
export interface SimCatalogue {
  seed: number;
  artists: SimArtist[];
  albums: SimAlbum[];
  songs: SimSong[];
  mvs: SimMv[];
  playlists: SimPlaylist[];
  /** Chart playlists (`specialType` 10), also reachable through `/playlist/detail`. */
  toplists: SimPlaylist[];
  users: SimUser[];
  bilibili: SimBiliVideo[];
  categories: PlaylistCategory[];
  hotSearches: string[];
  defaultKeyword: { show: string; real: string };
  fixtures: CatalogueFixtures;
}

/** A playlist category of `/playlist/catlist`. */
export interface PlaylistCategory {
  name: string;
  /** Index into the `categories` map of catlist (0 语种 … 4 主题). */
  category: 0 | 1 | 2 | 3 | 4;
  hot: boolean;
}

/** Ids a test or tool needs to find the special fixtures (listed by `GET /__sim/info`). */
export interface CatalogueFixtures {
  demoUserId: number;
  demoPhone: string;
  demoPassword: string;
  hiddenRecordsUserId: number;
  bigPlaylistId: number;
  bigPlaylistSize: number;
  noCopyrightSongId: number;
  trialSongIds: number[];
  unavailableSongIds: number[];
  aacSongIds: number[];
  yrcSongIds: number[];
  noLyricSongIds: number[];
  longSongIds: number[];
  searchCorpusSize: number;
  /**
   * Songs with audio whose `/song/url/v1` answers `gain: 0` and `peak: 0` (about 1 in 8 of the
   * fully playable). Always set by the simulator; optional for hand-made fixtures of other specs.
   */
  noGainSongIds?: number[];
  /** The gapless album in each format. Always set by the simulator; optional likewise. */
  gaplessAlbums?: Record<AudioFormat, GaplessAlbumFixture>;
}

/** A gapless album: three tracks cut from one continuous signal at sample-exact boundaries. */
export interface GaplessAlbumFixture {
  albumId: number;
  /** The tracks in album order (track numbers 1, 2, 3). */
  songIds: number[];
  /** The container of every track: `mp3` (LAME tag: delay, padding) or `m4a` (AAC, edit list). */
  format: AudioFormat;
  /** The signal the tracks are cut from, and its law written out. */
  signal: GlideSignal & { law: string };
  /** Each track's first sample in the signal and its exact length in samples, in album order. */
  tracks: { songId: number; startSample: number; sampleCount: number }[];
}
