// What the apps start: the main window's renderer and the desktop lyric window's.
export {
  startCadenza,
  type RunningCadenza,
  type StartCadenzaOptions,
} from './lib/shell/start-cadenza';
export { isLyricWindowPage, startLyricWindow } from '@cadenza/desktop-features';
