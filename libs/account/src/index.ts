export { LogoutConfirm } from './lib/login/logout-confirm';
export { reloadPage } from './lib/login/reload-page';
export { readStoredSession, SESSION_KEYS } from './lib/login/session-storage';
export { startSessionPersistence } from './lib/login/session-effects';
export * from './lib/lazy-entries';
