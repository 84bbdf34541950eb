import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import type { Timers } from '@cadenza/ports';

/** The spec's message (shown in Chinese in the product) when the media node never appears. */
export const AUDIO_NODE_MISSING = '无法获取音频节点';

/**
 * The audio node behind a sound, for wiring the equalizer: howler creates it asynchronously, so
 * a missing node is asked for again every {@link PLAYER_TIMING.audioNodeRetryMs}, up to
 * {@link PLAYER_LIMITS.audioNodeRetries} more times, before giving up with {@link AUDIO_NODE_MISSING}.
 */
export function waitForAudioNode<T>(
  getNode: () => T | null | undefined,
  scheduler: Timers,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const attempt = (retriesLeft: number) => {
      const node = getNode();
      if (node !== null && node !== undefined) {
        resolve(node);
      } else if (retriesLeft === 0) {
        reject(new Error(AUDIO_NODE_MISSING));
      } else {
        scheduler.setTimeout(() => attempt(retriesLeft - 1), PLAYER_TIMING.audioNodeRetryMs);
      }
    };
    attempt(PLAYER_LIMITS.audioNodeRetries);
  });
}
