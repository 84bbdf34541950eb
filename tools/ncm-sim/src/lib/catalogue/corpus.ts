import type { SimArtist, SimSong } from './catalogue.types';
import { hash32, pickByHash } from './hash';
import { TITLE_ADJECTIVES_EN, TITLE_NOUNS_EN, TITLE_PARTS_ZH } from './words';

/** Songs in the search corpus (metadata only; audio borrowed from a catalogue song). */
export const SEARCH_CORPUS_SIZE = 100_000;
/** Tracks of the scale-fixture playlist: the first corpus songs. */
export const BIG_PLAYLIST_SIZE = 10_000;
/** Id of corpus song 0; corpus ids are contiguous. */
export const CORPUS_SONG_ID_BASE = 5_000_000;
/** Corpus albums hold ten consecutive corpus songs each. */
export const CORPUS_ALBUM_ID_BASE = 6_000_000;
export const CORPUS_ALBUM_SIZE = 10;

/** A corpus song: a catalogue-shaped song plus the catalogue song whose audio it plays. */
export interface CorpusSong extends SimSong {
  audioOf: SimSong;
}

/** The catalogue song whose audio a song plays: itself, or a corpus song's borrowed audio. */
export function audioSourceOf(song: SimSong | CorpusSong): SimSong {
  return 'audioOf' in song ? song.audioOf : song;
}

/** A virtual album of corpus songs. */
export interface CorpusAlbum {
  id: number;
  name: string;
  artistId: number;
  publishTime: number;
  songIds: number[];
}

/**
 * The 100,000-song search corpus, derived per index from the seed: any song is built on demand
 * in constant time, and only the names are kept in memory for searching.
 */
export class SearchCorpus {
  private readonly names: string[];

  constructor(
    private readonly seed: number,
    private readonly artists: readonly SimArtist[],
    private readonly playable: readonly SimSong[],
  ) {
    if (artists.length === 0 || playable.length === 0)
      throw new Error('the corpus needs artists and playable songs');
    this.names = Array.from({ length: SEARCH_CORPUS_SIZE }, (_, index) => this.nameOf(index));
  }

  /** True when `id` is a corpus song id. */
  has(id: number): boolean {
    return id >= CORPUS_SONG_ID_BASE && id < CORPUS_SONG_ID_BASE + SEARCH_CORPUS_SIZE;
  }

  /** The corpus song with this id, or undefined. */
  song(id: number): CorpusSong | undefined {
    if (!this.has(id)) return undefined;
    const index = id - CORPUS_SONG_ID_BASE;
    const h = hash32(this.seed, index, 1);
    const audioOf = pickByHash(this.playable, h);
    const artist = pickByHash(
      this.artists,
      hash32(this.seed, Math.floor(index / CORPUS_ALBUM_SIZE), 2),
    );
    return {
      id,
      name: this.names[index] ?? '',
      alias: [],
      artistIds: [artist.id],
      albumId: CORPUS_ALBUM_ID_BASE + Math.floor(index / CORPUS_ALBUM_SIZE),
      no: (index % CORPUS_ALBUM_SIZE) + 1,
      durationMs: audioOf.durationMs,
      frequencyHz: audioOf.frequencyHz,
      format: audioOf.format,
      availability: 'full',
      fee: 0,
      lyrics: audioOf.lyrics,
      mvId: 0,
      publishTime: Date.UTC(2010, 0, 1) + (h % 5_000) * 86_400_000,
      pop: h % 101,
      // The same file as its source, so the same measured loudness and the same gain report.
      loudnessLufs: audioOf.loudnessLufs,
      reportsGain: audioOf.reportsGain,
      audioOf,
    };
  }

  /** The virtual album with this id, or undefined. */
  album(id: number): CorpusAlbum | undefined {
    const albumIndex = id - CORPUS_ALBUM_ID_BASE;
    if (albumIndex < 0 || albumIndex >= SEARCH_CORPUS_SIZE / CORPUS_ALBUM_SIZE) return undefined;
    const firstId = CORPUS_SONG_ID_BASE + albumIndex * CORPUS_ALBUM_SIZE;
    const first = this.song(firstId);
    if (!first) return undefined;
    return {
      id,
      name: `${pickByHash(TITLE_PARTS_ZH, hash32(this.seed, albumIndex, 3))}合辑 ${albumIndex + 1}`,
      artistId: first.artistIds[0] ?? 0,
      publishTime: first.publishTime,
      songIds: Array.from({ length: CORPUS_ALBUM_SIZE }, (_, i) => firstId + i),
    };
  }

  /** Ids of corpus songs whose name contains `keyword` (case-insensitive), in corpus order. */
  search(keyword: string): number[] {
    const needle = keyword.toLowerCase();
    const ids: number[] = [];
    this.names.forEach((name, index) => {
      if (name.toLowerCase().includes(needle)) ids.push(CORPUS_SONG_ID_BASE + index);
    });
    return ids;
  }

  private nameOf(index: number): string {
    const h = hash32(this.seed, index, 4);
    const serial = `#${index + 1}`;
    if (h % 4 === 0) {
      return `${pickByHash(TITLE_ADJECTIVES_EN, h >>> 3)} ${pickByHash(TITLE_NOUNS_EN, h >>> 9)} ${serial}`;
    }
    return `${pickByHash(TITLE_PARTS_ZH, h >>> 3)}${pickByHash(TITLE_PARTS_ZH, h >>> 11)} ${serial}`;
  }
}
