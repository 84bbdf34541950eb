export { useStoreSelector } from './react/use-store-selector';
export {
  PlayerProvider,
  usePlaybackPosition,
  usePlayerRuntime,
  usePlayerSelector,
  usePlayerPrepare,
  usePlayerSend,
} from './react/player-context';
export {
  useCurrentTrack,
  useIsFavorite,
  useIsPlaying,
  usePlaybackRate,
  usePlaybackStatus,
  usePlayMode,
  useQueue,
  useVolume,
} from './react/player-hooks';
