import { altSourceSongIds } from '../alt-source/alt-source-search';
import type { AltSourceSongIds } from '../alt-source/alt-source-search';
import type {
  AudioFormat,
  CatalogueFixtures,
  SimSong,
  SongAvailability,
} from '../catalogue/catalogue.types';
import { mediaFiles } from '../media-server/media-layout';
import { reportedLoudness } from '../netease/song-loudness';
import type { SimBaseUrls, SimWorld } from '../sim-world';
import { SIMULATOR_NOTICE } from './simulator-notice';

/** A catalogue song as `GET /__sim/info` lists it. */
export interface SimInfoSong {
  id: number;
  name: string;
  /** The song's recognisable signal: the dominant frequency of its audio. */
  frequencyHz: number;
  format: AudioFormat;
  availability: SongAvailability;
  durationMs: number;
  /**
   * Its loudness, for picking a loud and a quiet song. Absent for a song without audio (the
   * no-copyright ones); always present otherwise (optional so hand-made facts stay valid).
   */
  loudness?: SimInfoLoudness;
}

/**
 * A song's loudness: the level its audio was made at, what ffmpeg's ebur128 measured on the
 * full-length file `/song/url/v1` serves, and what that route reports (a trial clip, served to
 * non-VIPs, is measured on its own and reports its own, close, figures).
 */
export interface SimInfoLoudness {
  /** The level its audio was synthesised at, LUFS. */
  targetLufs: number;
  /** Integrated loudness measured on the file, LUFS; null while unmeasured (no media generated). */
  integratedLufs: number | null;
  /** The file's sample peak, linear (1 = full scale); null while unmeasured. */
  samplePeak: number | null;
  /** False for the songs that answer `gain: 0, peak: 0` whatever their level. */
  reportsGain: boolean;
  /** The `gain` `/song/url/v1` answers, dB: NETEASE_REFERENCE_LUFS − integratedLufs, or 0. */
  gain: number;
  /** The `peak` it answers: samplePeak, or 0. */
  peak: number;
}

/** A video-site item as `GET /__sim/info` lists it: each part's cid and signal. */
export interface SimInfoVideo {
  bvid: string;
  title: string;
  streamForm: 'dash' | 'durl';
  pages: { cid: number; frequencyHz: number }[];
}

/** The simulator's description of itself (`GET /__sim/info`): what tests and tools read. */
export interface SimInfo {
  simulator: 'ncm-sim';
  notice: string;
  seed: number;
  urls: SimBaseUrls;
  urlTtlSeconds: number;
  fixtures: CatalogueFixtures;
  altSourceSongIds: AltSourceSongIds;
  counts: {
    songs: number;
    artists: number;
    albums: number;
    playlists: number;
    toplists: number;
    mvs: number;
    bilibiliVideos: number;
  };
  songs: SimInfoSong[];
  artists: { id: number; name: string }[];
  mvs: { id: number; name: string; frequencyHz: number }[];
  bilibili: SimInfoVideo[];
}

/** What `GET /__sim/info` answers for this world. */
export function describeSim(world: SimWorld): SimInfo {
  const { catalogue } = world;
  return {
    simulator: 'ncm-sim',
    notice: SIMULATOR_NOTICE,
    seed: catalogue.seed,
    urls: world.bases,
    urlTtlSeconds: world.songUrlTtlMs() / 1000,
    fixtures: catalogue.fixtures,
    altSourceSongIds: altSourceSongIds(catalogue),
    counts: {
      songs: catalogue.songs.length,
      artists: catalogue.artists.length,
      albums: catalogue.albums.length,
      playlists: catalogue.playlists.length,
      toplists: catalogue.toplists.length,
      mvs: catalogue.mvs.length,
      bilibiliVideos: catalogue.bilibili.length,
    },
    songs: catalogue.songs.map((song) => ({
      id: song.id,
      name: song.name,
      frequencyHz: song.frequencyHz,
      format: song.format,
      availability: song.availability,
      durationMs: song.durationMs,
      ...(song.availability === 'no-copyright' ? {} : { loudness: loudnessOf(world, song) }),
    })),
    artists: catalogue.artists.map((artist) => ({ id: artist.id, name: artist.name })),
    mvs: catalogue.mvs.map((mv) => ({ id: mv.id, name: mv.name, frequencyHz: mv.frequencyHz })),
    bilibili: catalogue.bilibili.map((video) => ({
      bvid: video.bvid,
      title: video.title,
      streamForm: video.streamForm,
      pages: video.pages.map((page) => ({ cid: page.cid, frequencyHz: page.frequencyHz })),
    })),
  };
}

/** What `/__sim/info` says of a song's loudness: known measurements only, nothing is measured. */
function loudnessOf(world: SimWorld, song: SimSong): SimInfoLoudness {
  const measurement = world.loudness.peek(mediaFiles.song(song));
  return {
    targetLufs: song.loudnessLufs,
    integratedLufs: measurement?.integratedLufs ?? null,
    samplePeak: measurement?.samplePeak ?? null,
    reportsGain: song.reportsGain,
    ...reportedLoudness(measurement, song.reportsGain),
  };
}
