import type {
  EqualizerController,
  EqualizerState,
  SleepTimer,
  SleepTimerState,
} from '@cadenza/player-core';
import { PlayerProvider } from '@cadenza/player-core/react';
import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppPlayer } from './create-app-player';
import { useSettledValue } from '../lazy/use-settled-value';

const AppPlayerContext = createContext<AppPlayer | Promise<AppPlayer> | null>(null);

/**
 * The renderer's player for the screens: the runtime's hooks, the equalizer and the sleep timer.
 * While `player` is a pending promise (its chunk loads beside the first paint), the components
 * that use it suspend and the rest of the frame renders.
 */
export function AppPlayerProvider({
  player,
  children,
}: {
  player: AppPlayer | Promise<AppPlayer>;
  children: ReactNode;
}) {
  // The player itself once its promise resolves, so what waits for it shows at once.
  const current = useSettledValue(player);
  return (
    <AppPlayerContext.Provider value={current}>
      <PlayerProvider runtime={current}>{children}</PlayerProvider>
    </AppPlayerContext.Provider>
  );
}

/** The renderer's player with its equalizer, sleep timer and lyric offsets. */
export function useAppPlayer(): AppPlayer {
  const player = useContext(AppPlayerContext);
  if (!player) throw new Error('useAppPlayer: no AppPlayerProvider above this component');
  return player instanceof Promise ? use(player) : player;
}

/**
 * Whether the player is still on its way. Its caller renders again when it arrives: a parent of
 * a Suspense boundary uses it so that what waited below shows in that render.
 */
export function useAppPlayerPending(): boolean {
  return useContext(AppPlayerContext) instanceof Promise;
}

/** The equalizer's state (re-renders on change) and the controller that changes it. */
export function useEqualizer(): { state: EqualizerState; equalizer: EqualizerController } {
  const { equalizer } = useAppPlayer();
  const state = useSyncExternalStore(equalizer.subscribe, equalizer.getSnapshot);
  return { state, equalizer };
}

/** The sleep timer's state (re-renders on change) and the timer. */
export function useSleepTimer(): { state: SleepTimerState; timer: SleepTimer } {
  const { sleepTimer } = useAppPlayer();
  const state = useSyncExternalStore(sleepTimer.subscribe, sleepTimer.getSnapshot);
  return { state, timer: sleepTimer };
}
