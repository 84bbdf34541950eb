import {
  gainForLoudness,
  hasUsableGain,
  normalisationFactor,
  type ElementGainPort,
  type LoudnessMeasurePort,
} from '@cadenza/player-core';
import type { AppSettings } from '@cadenza/settings';
import type { MeasuredLoudnessCache } from './measured-loudness';
import type { SongUrlFact, SongUrlFacts } from './song-url-facts';

/** The settings normalisation reads. */
export type NormalizationSettings = Pick<
  AppSettings,
  'volumeNormalization' | 'normalizationPreampDb'
>;

/** What {@link createNormalizationGain} reads. */
export interface NormalizationGainDeps {
  settings: () => NormalizationSettings;
  /** Calls `listener` on any settings change; returns the unsubscribe. */
  subscribeSettings: (listener: () => void) => () => void;
  facts: SongUrlFacts;
  /** The app's own measures; absent, songs without NetEase's gain play at unity. */
  measured?: MeasuredLoudnessCache;
}

/** Whether NetEase's figures for the URL can be applied as they are. */
export function hasNeteaseGain(fact: SongUrlFact | undefined): boolean {
  return Boolean(fact?.loudness && hasUsableGain(fact.loudness.gainDb, fact.loudness.peak));
}

/**
 * Each song's normalisation factor, by the URL its element plays: NetEase's `gain` and `peak`
 * when usable, else the app's own measure of the song, else unity (a song nobody measured yet
 * plays as it is). Off → unity for every song. The pre-amp is added to both; the no-clipping
 * limit holds for both. Listeners hear of a change of either setting and of each measure that
 * arrives, so the playing song follows at once. As a measure port it asks for the songs with
 * neither figure, and keeps what the output measured of them.
 */
export function createNormalizationGain(
  deps: NormalizationGainDeps,
): ElementGainPort & LoudnessMeasurePort {
  const factorFor = (src: string): number => {
    const { volumeNormalization, normalizationPreampDb } = deps.settings();
    if (!volumeNormalization) return 1;
    const fact = deps.facts.get(src);
    if (!fact) return 1;
    if (fact.loudness && hasNeteaseGain(fact)) {
      return normalisationFactor({
        gainDb: fact.loudness.gainDb,
        peak: fact.loudness.peak,
        preampDb: normalizationPreampDb,
      });
    }
    const measured = deps.measured?.get(fact.trackId);
    if (!measured) return 1;
    return normalisationFactor({
      gainDb: gainForLoudness(measured.integratedLufs),
      peak: measured.samplePeak,
      preampDb: normalizationPreampDb,
    });
  };
  return {
    factorFor,
    subscribe(listener) {
      let last = deps.settings();
      const stopSettings = deps.subscribeSettings(() => {
        const next = deps.settings();
        if (
          next.volumeNormalization === last.volumeNormalization &&
          next.normalizationPreampDb === last.normalizationPreampDb
        ) {
          return;
        }
        last = next;
        listener();
      });
      const stopMeasures = deps.measured?.subscribe(() => listener());
      return () => {
        stopSettings();
        stopMeasures?.();
      };
    },
    wants(src) {
      const fact = deps.facts.get(src);
      if (!deps.measured || !fact || hasNeteaseGain(fact)) return false;
      return deps.measured.get(fact.trackId) === undefined;
    },
    measured(src, loudness) {
      const fact = deps.facts.get(src);
      if (fact) deps.measured?.save(fact.trackId, loudness);
    },
  };
}
