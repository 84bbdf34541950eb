export { LogoutConfirm } from './lib/login/logout-confirm';
export { reloadPage } from './lib/login/reload-page';
export {
  readStoredSession,
  SESSION_KEYS,
  startSessionPersistence,
} from './lib/login/session-storage';
export * from './lib/lazy-entries';
