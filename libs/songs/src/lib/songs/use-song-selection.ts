import type { Song } from '@cadenza/api-client';
import { isPlayableTrack } from '@cadenza/player-core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { songToTrack } from '@cadenza/app-core';
import {
  EMPTY_SELECTION,
  nextSelection,
  selectedInOrder,
  type SelectGesture,
} from './song-selection';

/**
 * The multi-selection of a song list: `select` is stable (rows are memoised on it) and reads
 * the list as it is at the gesture; a song that cannot be played is never selected. The
 * selection keeps its songs when more pages arrive, since it is kept by song id.
 */
export function useSongSelection(songs: readonly Song[]) {
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const current = useRef(songs);
  current.current = songs;
  const select = useCallback((index: number, gesture: SelectGesture) => {
    const list = current.current;
    setSelection((before) =>
      nextSelection(
        before,
        list.map((song) => song.id),
        index,
        gesture,
        (row) => {
          const song = list[row];
          return song !== undefined && isPlayableTrack(songToTrack(song));
        },
      ),
    );
  }, []);
  const clear = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const selected = useMemo(
    () => (selection.keys.size === 0 ? [] : selectedInOrder(songs, (song) => song.id, selection)),
    [songs, selection],
  );
  return { keys: selection.keys, selected, select, clear };
}
