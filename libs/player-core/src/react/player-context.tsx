import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { PlayerState, PlayerTrack } from '../lib/machine/player.types';
import type { PlayerRuntime, PlayerUserCommand } from '../lib/runtime/player-runtime';
import { useStoreSelector } from './use-store-selector';

const PlayerContext = createContext<PlayerRuntime | Promise<PlayerRuntime> | null>(null);

/**
 * Makes a player runtime (built by the app's bootstrap, never at import) available below. The
 * runtime may still be on its way (a promise, e.g. while its chunk loads): the components that
 * use it suspend until it is there, and the rest renders at once.
 */
export function PlayerProvider({
  runtime,
  children,
}: {
  runtime: PlayerRuntime | Promise<PlayerRuntime>;
  children: ReactNode;
}) {
  return <PlayerContext.Provider value={runtime}>{children}</PlayerContext.Provider>;
}

/**
 * The runtime of the nearest {@link PlayerProvider}; suspends while it is a pending promise and
 * throws outside a provider, so a missing provider is caught early.
 */
export function usePlayerRuntime(): PlayerRuntime {
  const runtime = useContext(PlayerContext);
  if (!runtime) throw new Error('usePlayerRuntime: no PlayerProvider above this component');
  return runtime instanceof Promise ? use(runtime) : runtime;
}

/**
 * A narrow slice of the player state; the component re-renders only when that slice changes.
 * Pass a stable selector (module-level or memoised).
 */
export function usePlayerSelector<Selected>(
  selector: (state: PlayerState) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  return useStoreSelector(usePlayerRuntime().store, selector, isEqual);
}

/** The function that sends commands to the player (stable across renders). */
export function usePlayerSend(): (command: PlayerUserCommand) => void {
  const runtime = usePlayerRuntime();
  return useCallback((command: PlayerUserCommand) => runtime.send(command), [runtime]);
}

/**
 * The function that tells the player a song is about to be played (stable across renders): a
 * press on its row, before the click, starts loading it ({@link PlayerRuntime.prepare}).
 */
export function usePlayerPrepare(): (track: PlayerTrack) => void {
  const runtime = usePlayerRuntime();
  return useCallback((track: PlayerTrack) => runtime.prepare(track), [runtime]);
}

const selectIsPlaying = (state: PlayerState) => state.status === 'playing';
const selectReportedPosition = (state: PlayerState) => state.positionSec;
const selectCurrentIndex = (state: PlayerState) => state.index;

/**
 * The playback position in seconds, read from the engine once per animation frame while a song
 * plays, for a progress bar that moves smoothly. Paused or idle, it reads once on every change
 * the player reports (a seek, a new song) and asks for no frames: a frame loop that runs while
 * nothing moves keeps the page from ever being idle and takes time from every render. It
 * re-renders only when the position changed, and costs nothing when unmounted or in a hidden
 * tab (browsers stop frames).
 */
export function usePlaybackPosition(): number {
  const runtime = usePlayerRuntime();
  const playing = usePlayerSelector(selectIsPlaying);
  const reported = usePlayerSelector(selectReportedPosition);
  const index = usePlayerSelector(selectCurrentIndex);
  const [position, setPosition] = useState(() => runtime.position());
  useEffect(() => {
    let frame = 0;
    let shown = Number.NaN;
    const read = () => {
      const now = runtime.position();
      // Compared here: React may render once more before it bails out of an unchanged state.
      if (now !== shown) setPosition((shown = now));
      if (playing) frame = requestAnimationFrame(read);
    };
    read();
    return () => cancelAnimationFrame(frame);
  }, [runtime, playing, reported, index]);
  return position;
}
