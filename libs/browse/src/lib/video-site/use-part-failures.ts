import type { TranslationKey } from '@cadenza/i18n';
import type { PlayerRuntime, TrackId } from '@cadenza/player-core';
import { usePlayerRuntime } from '@cadenza/player-core/react';
import { useEffect, useState } from 'react';

/** Why a part did not play: the resolver's message key and its values. */
export interface PartFailure {
  trackId: TrackId;
  message: TranslationKey;
  params: Readonly<Record<string, string>>;
}

/**
 * Follows the player for the parts of one video: the last failure of each part that could not
 * play (the video site's rejection — 'the play-url response format is incorrect', 'no usable
 * audio address found' … — which the player also toasts, but a toast goes away), forgotten when
 * that part plays after all.
 */
export function usePartFailures(partIds: readonly TrackId[]): PartFailure[] {
  const runtime = usePlayerRuntime();
  const [failures, setFailures] = useState<PartFailure[]>([]);
  const key = partIds.join(',');
  useEffect(() => {
    setFailures([]);
    return watchPartFailures(runtime, key === '' ? [] : key.split(','), setFailures);
  }, [runtime, key]);
  return failures;
}

/** The subscription behind {@link usePartFailures}; returns the unsubscribe. */
export function watchPartFailures(
  runtime: Pick<PlayerRuntime, 'subscribe' | 'store'>,
  partIds: readonly string[],
  onChange: (update: (failures: PartFailure[]) => PartFailure[]) => void,
): () => void {
  const ours = (id: TrackId | undefined) => id !== undefined && partIds.includes(String(id));
  const unsubscribe = runtime.subscribe((event) => {
    if (event.type !== 'notice') return;
    const { notice } = event;
    if (notice.type !== 'play-failed' && notice.type !== 'play-failed-next') return;
    if (!ours(notice.trackId) || !notice.reason) return;
    const failure: PartFailure = {
      trackId: notice.trackId,
      message: notice.reason.message as TranslationKey,
      params: { ...notice.reason.params },
    };
    onChange((failures) => [
      ...failures.filter((known) => known.trackId !== failure.trackId),
      failure,
    ]);
  });
  const unwatchPlaying = runtime.store.subscribe(() => {
    const state = runtime.store.getSnapshot();
    const playing = state.status === 'playing' ? state.queue[state.index]?.id : undefined;
    if (!ours(playing)) return;
    onChange((failures) =>
      failures.some((known) => known.trackId === playing)
        ? failures.filter((known) => known.trackId !== playing)
        : failures,
    );
  });
  return () => {
    unsubscribe();
    unwatchPlaying();
  };
}
