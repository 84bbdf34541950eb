import { GLIDE_LAW, glideAmplitudeFor, glideFrequencyAt, type GlideSignal } from '../media/glide';
import { AUDIO_SAMPLE_RATE } from '../media/sample-rate';
import type { AudioFormat, GaplessAlbumFixture, SimAlbum, SimSong } from './catalogue.types';
import { hash32 } from './hash';

/**
 * Length of each gapless track in samples at 32 kHz (20.039 s, 24.519 s, 21.283 s). Each is a
 * whole number of milliseconds, because the MP4 edit list counts in the movie's 1 ms units; none
 * is a whole number of MP3 (1152) or AAC (1024) frames, so every track ends inside a frame and has
 * padding to trim; and each leaves at least 64 samples in its last MP3 frame: ffmpeg 4.1 caps the
 * LAME tag's padding at 1681 samples, short of the truth when the last frame holds fewer than 47.
 */
export const GAPLESS_TRACK_SAMPLES = [641_248, 784_608, 681_056] as const;
/** The glide of both albums: from 300 Hz up to 900 Hz over the album's 65.8 s. */
const GLIDE_START_HZ = 300;
const GLIDE_END_HZ = 900;
/** 30 ms fades at the album's start and end only. */
const FADE_SAMPLES = 960;
/** The albums' masters: a loud MP3 version and a quiet AAC one, far apart like the catalogue's. */
const ALBUM_LUFS: Record<AudioFormat, number> = { mp3: -10, m4a: -23 };
const ROMAN = ['I', 'II', 'III'] as const;
const IMAGE_SALT = 0x6a9;

/** Where the gapless albums go in the catalogue. */
export interface GaplessAlbumsPlace {
  seed: number;
  artistId: number;
  /** Id of the first album; the second takes the next one. */
  firstAlbumId: number;
  /** Id of the first track; the others follow. */
  firstSongId: number;
  /** Epoch ms of both albums' release. */
  publishTime: number;
}

/**
 * Two albums of three tracks each, cut from one continuous glide at sample-exact boundaries: the
 * same music as MP3 (`Gapless Glide`) and as AAC in M4A (`Gapless Glide (AAC)`). They are
 * ordinary catalogue albums and songs, always fully playable and always reporting their gain.
 */
export function buildGaplessAlbums(place: GaplessAlbumsPlace): {
  albums: SimAlbum[];
  songs: SimSong[];
  fixtures: Record<AudioFormat, GaplessAlbumFixture>;
} {
  const albums: SimAlbum[] = [];
  const songs: SimSong[] = [];
  const fixtures = {} as Record<AudioFormat, GaplessAlbumFixture>;
  (['mp3', 'm4a'] as const).forEach((format, albumIndex) => {
    const albumId = place.firstAlbumId + albumIndex;
    const signal = glideSignal(ALBUM_LUFS[format]);
    const suffix = format === 'mp3' ? '' : ' (AAC)';
    const tracks: GaplessAlbumFixture['tracks'] = [];
    let startSample = 0;
    GAPLESS_TRACK_SAMPLES.forEach((sampleCount, index) => {
      const id = place.firstSongId + albumIndex * GAPLESS_TRACK_SAMPLES.length + index;
      tracks.push({ songId: id, startSample, sampleCount });
      songs.push({
        id,
        name: `Gapless Glide ${ROMAN[index] ?? index + 1}${suffix}`,
        alias: ['无缝滑音'],
        artistIds: [place.artistId],
        albumId,
        no: index + 1,
        durationMs: (sampleCount * 1000) / signal.sampleRate,
        // The glide's frequency halfway through the track: where the track's signal sits.
        frequencyHz: Math.round(glideFrequencyAt(signal, startSample + sampleCount / 2)),
        format,
        availability: 'full',
        fee: 0,
        lyrics: null,
        mvId: 0,
        publishTime: place.publishTime,
        pop: 40 + index,
        loudnessLufs: ALBUM_LUFS[format],
        reportsGain: true,
        gapless: { signal, startSample, sampleCount },
      });
      startSample += sampleCount;
    });
    albums.push({
      id: albumId,
      name: `Gapless Glide${suffix}`,
      artistId: place.artistId,
      company: '模拟唱片',
      publishTime: place.publishTime,
      type: '专辑',
      description: '三首曲目取自同一段连续滑音，曲间没有静音，用于检验无缝播放（模拟数据）。',
      songIds: tracks.map((track) => track.songId),
      imageSeed: (hash32(place.seed, albumId, IMAGE_SALT) % 2 ** 30) + 1,
    });
    fixtures[format] = {
      albumId,
      songIds: tracks.map((track) => track.songId),
      format,
      signal: { ...signal, law: GLIDE_LAW },
      tracks,
    };
  });
  return { albums, songs, fixtures };
}

/** The album's glide at the level `loudnessLufs`. */
function glideSignal(loudnessLufs: number): GlideSignal {
  const amplitude = glideAmplitudeFor(GLIDE_START_HZ, GLIDE_END_HZ, loudnessLufs);
  return {
    sampleRate: AUDIO_SAMPLE_RATE,
    totalSamples: GAPLESS_TRACK_SAMPLES.reduce((sum, count) => sum + count, 0),
    startHz: GLIDE_START_HZ,
    endHz: GLIDE_END_HZ,
    // Four decimals: the fixture states the exact amplitude the files were made with.
    amplitude: Math.round(amplitude * 10_000) / 10_000,
    fadeSamples: FADE_SAMPLES,
  };
}
