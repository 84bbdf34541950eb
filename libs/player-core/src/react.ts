export { useStoreSelector } from './react/use-store-selector';
export {
  POSITION_POLL_MS,
  PlayerProvider,
  usePlaybackPosition,
  usePlayerRuntime,
  usePlayerSelector,
  usePlayerSend,
} from './react/player-context';
