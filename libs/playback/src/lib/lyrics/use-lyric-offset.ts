import type { TrackId } from '@cadenza/player-core';
import { useCallback, useState } from 'react';
import { useAppPlayer } from '@cadenza/app-core';

/** The steps of the offset buttons, seconds (spec §4: ±0.1 s and ±0.5 s). */
export const LYRIC_OFFSET_STEPS_MS = [-500, -100, 100, 500] as const;

/** The current song's lyric offset (kept per song, ±10 s) and the ways to change it. */
export function useLyricOffset(trackId: TrackId | undefined) {
  const { lyricOffsets } = useAppPlayer();
  // Bumped on each change: the offsets live outside React.
  const [, setVersion] = useState(0);
  const offsetMs = trackId === undefined ? 0 : lyricOffsets.get(trackId);
  const adjust = useCallback(
    (deltaMs: number) => {
      if (trackId === undefined) return;
      lyricOffsets.adjust(trackId, deltaMs);
      setVersion((version) => version + 1);
    },
    [lyricOffsets, trackId],
  );
  const reset = useCallback(() => {
    if (trackId === undefined) return;
    lyricOffsets.set(trackId, 0);
    setVersion((version) => version + 1);
  }, [lyricOffsets, trackId]);
  return { offsetMs, adjust, reset };
}
