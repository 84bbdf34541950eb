import { altSourceSongIds } from '../alt-source/alt-source-search';
import type { AltSourceSongIds } from '../alt-source/alt-source-search';
import type {
  AudioFormat,
  CatalogueFixtures,
  SongAvailability,
} from '../catalogue/catalogue.types';
import { DEFAULT_URL_TTL_MS, type SimBaseUrls, type SimWorld } from '../sim-world';
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
    urlTtlSeconds: world.ttl(DEFAULT_URL_TTL_MS) / 1000,
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
