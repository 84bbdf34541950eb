export { createSeededRandom, type SeededRandom } from './lib/seeded-random';
export { generateCatalogue, NO_COPYRIGHT_ARTIST_ID } from './lib/catalogue/generate-catalogue';
export type * from './lib/catalogue/catalogue.types';
export type { AltSource, AltSourceSongIds } from './lib/alt-source/alt-source-search';
export { SIMULATOR_NOTICE } from './lib/control/simulator-notice';
export { SIM_SERVICES, type FaultRule, type SimService } from './lib/faults/fault-registry';
export { DEFAULT_SIM_PORT, startSim, type RunningSim, type StartSimOptions } from './lib/start-sim';
export { DEFAULT_URL_TTL_MS, type SimBaseUrls, SimWorld } from './lib/sim-world';
// The media encoders, for other projects' test fixtures (real MP3 bytes and PNG covers).
export { synthesizeTone, type ToneOptions } from './lib/media/tone';
export { encodeAudio, type EncodeAudioOptions } from './lib/media/audio-encoder';
export { findFfmpeg } from './lib/media/ffmpeg-path';
export { renderCover, type CoverOptions } from './lib/media/cover';
// Loudness as the simulator measures and reports it (`/song/url/v1`'s gain and peak).
export { measureLoudness, type LoudnessMeasurement } from './lib/media/ebur128';
export { NETEASE_REFERENCE_LUFS } from './lib/netease/song-loudness';
// What a gapless album's files say of their delay and padding, and a decoder to check it.
export {
  MP3_DECODER_DELAY,
  mp3GaplessTrim,
  mp4GaplessTrim,
  type GaplessTrim,
} from './lib/media/gapless-trim';
export { decodeToPcm } from './lib/media/decode-pcm';
