import type { PlayedLoudness } from '../lib/engine/element-gain';
import { MAX_LOUDNESS_CHANNELS } from '../lib/loudness/channel-weights';
import { createLoudnessMeter, type LoudnessMeter } from '../lib/loudness/loudness-meter';

/** The name the loudness-tap worklet registers its processor under. */
export const LOUDNESS_TAP_PROCESSOR = 'cadenza-loudness-tap';

/** What the main thread tells a loudness tap: measure from now on, or report and stop. */
export type TapCommand = { type: 'start'; token: number } | { type: 'finish'; token: number };

/** A tap's answer to `finish`: what it measured since the `start` of the same token. */
export interface TapReport {
  type: 'measured';
  token: number;
  /** Null when the token is not the one measuring, or nothing could be measured. */
  loudness: PlayedLoudness | null;
}

/** The state of one tap, apart from the worklet it runs in (so a spec can drive it). */
export interface TapState {
  command(command: TapCommand): TapReport | null;
  /** One render quantum of the input, one array per channel. */
  process(input: readonly Float32Array[]): void;
}

const isDigitalSilence = (input: readonly Float32Array[]) =>
  input.every((channel) => channel.every((sample) => sample === 0));

/**
 * Measures what one media element plays, between `start` and `finish`: the BS.1770 meter on
 * each render quantum. Quanta of digital silence are skipped: a paused element feeds zeros,
 * which the meter's gate would drop from the loudness anyway but which would count as time
 * listened. A change of channel count mid-song restarts the measure (a different stream);
 * more channels than the meter weighs are not measured.
 */
export function createTapState(sampleRate: number): TapState {
  let token: number | null = null;
  let meter: LoudnessMeter | null = null;
  let channels = 0;
  return {
    command(command) {
      if (command.type === 'start') {
        token = command.token;
        meter = null;
        return null;
      }
      const measuring = command.token === token ? meter : null;
      token = null;
      meter = null;
      if (!measuring) return { type: 'measured', token: command.token, loudness: null };
      try {
        const { integratedLufs, samplePeak, durationSec } = measuring.finish();
        return {
          type: 'measured',
          token: command.token,
          loudness: { integratedLufs, samplePeak, durationSec },
        };
      } catch {
        return { type: 'measured', token: command.token, loudness: null };
      }
    },
    process(input) {
      // More channels than BS.1770 weighs (7.1 and up): not measured, the song plays at unity.
      if (token === null || input.length === 0 || input.length > MAX_LOUDNESS_CHANNELS) return;
      if (isDigitalSilence(input)) return;
      if (!meter || channels !== input.length) {
        meter = createLoudnessMeter(input.length, sampleRate);
        channels = input.length;
      }
      meter.push(input);
    },
  };
}
