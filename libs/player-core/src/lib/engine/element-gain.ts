/**
 * The gain each song gets before the equalizer (loudness normalisation), as a linear factor
 * looked up by the URL its media element plays. The app implements it (settings, NetEase's
 * figures, its own measures); the audio output applies it.
 */
export interface ElementGainPort {
  /** The factor for the sound playing from `src`; 1 leaves it as it is. */
  factorFor(src: string): number;
  /** Calls `listener` when factors may have changed (a setting); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A measure of what an element played, as the audio output's loudness tap reports it. */
export interface PlayedLoudness {
  /** BS.1770 integrated loudness of what played, or null when nothing passed the gates. */
  integratedLufs: number | null;
  /** Largest absolute sample, linear. */
  samplePeak: number;
  /** Seconds of audio measured. */
  durationSec: number;
}

/**
 * Songs the app measures itself while they play (no usable gain from NetEase): the app says
 * which, the audio output measures them off the main thread and hands the measure back.
 */
export interface LoudnessMeasurePort {
  /** Whether the song playing from `src` should be measured. */
  wants(src: string): boolean;
  /** What was measured of the song that played from `src`, once it stopped playing there. */
  measured(src: string, loudness: PlayedLoudness): void;
}
