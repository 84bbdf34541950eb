import type { PlayFailureReason } from '../machine/player.types';

/**
 * The rejection a `UrlResolver` gives to say why a track has no URL: the reason reaches the
 * listener in the `play-failed` / `play-failed-next` notice, translated by the UI.
 */
export class UrlResolutionError extends Error {
  constructor(readonly reason: PlayFailureReason) {
    super(reason.message);
    this.name = 'UrlResolutionError';
  }
}

/** The reason a resolver's rejection carries, or undefined for any other error. */
export function failureReasonOf(error: unknown): PlayFailureReason | undefined {
  return error instanceof UrlResolutionError ? error.reason : undefined;
}
