import { toastShown } from './toasts.slice';

/**
 * The toast that says the server ended the session (a 301 answer, or an account call that no
 * longer knows the user): one line, in the frame's strings, so it reads before the rest loads.
 */
export function sessionExpiredToast() {
  return toastShown({ tone: 'warning', titleKey: 'shell.sessionExpired' });
}
