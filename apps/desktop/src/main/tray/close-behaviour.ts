import type { AppSettings } from '@cadenza/settings';
import type { CloseChoice, CloseChoiceAnswer, CloseChoiceRequest } from '../../ipc/close.contract';

/** What closing needs of the main window. */
export interface ClosingWindow {
  hide(): void;
  show(): void;
  focus(): void;
  isMinimized(): boolean;
  restore(): void;
  isDestroyed(): boolean;
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** What {@link createCloseBehaviour} needs from the rest of the main process. */
export interface CloseBehaviourDeps {
  /** The saved close action, read at each close (the page may have changed it since). */
  readCloseAction: () => Promise<AppSettings['closeAction']>;
  /** Shows the close-choice dialog in the page; false when there is no page to ask. */
  ask: (request: CloseChoiceRequest) => boolean;
  /** Quits the app (`app.quit`). */
  quitApp: () => void;
}

/** The main window's close behaviour (spec §4: ask every time, minimise to tray, exit). */
export interface CloseBehaviour {
  /** Takes over the window's close: the title bar's button and the system's alike. */
  attach(window: ClosingWindow): void;
  /** The page answered the close-choice dialog. */
  answer(answer: CloseChoiceAnswer): void;
  /** The question waiting for an answer, if any (a page that loads late asks for it). */
  pending(): CloseChoiceRequest | null;
  /** Brings the window back (from the tray, or minimised). */
  show(): void;
  /** Quits for real (the tray's Quit): no question, no hiding. */
  quit(): void;
  /** The app is quitting by other means (`before-quit`): let the window close. */
  markQuitting(): void;
}

/**
 * Closing the main window follows the `closeAction` setting: 'minimize' hides it to the tray,
 * 'close' quits, 'ask' brings the window forward and asks the page, then waits for its answer
 * (dismissing the dialog keeps the window open; "remember my choice" is saved by the page). A
 * close while the question is open asks again rather than stacking questions. Once the app
 * quits, closes go through.
 */
export function createCloseBehaviour({
  readCloseAction,
  ask,
  quitApp,
}: CloseBehaviourDeps): CloseBehaviour {
  let window: ClosingWindow | null = null;
  let quitting = false;
  let deciding = false;
  let lastId = 0;
  let asking: { request: CloseChoiceRequest; settle: (choice: CloseChoice | null) => void } | null =
    null;

  const live = () => (window && !window.isDestroyed() ? window : null);
  const show = () => {
    const target = live();
    if (!target) return;
    if (target.isMinimized()) target.restore();
    target.show();
    target.focus();
  };
  const quit = () => {
    quitting = true;
    asking?.settle(null);
    quitApp();
  };
  const askPage = () =>
    new Promise<CloseChoice | null>((resolve) => {
      const request = { id: ++lastId };
      show();
      // No page to ask (it crashed or is gone): the listener asked to close, so the app exits.
      if (!ask(request)) {
        resolve('close');
        return;
      }
      asking = {
        request,
        settle: (choice) => {
          asking = null;
          resolve(choice);
        },
      };
    });
  const carryOut = (choice: CloseChoice | null) => {
    if (choice === 'minimize') live()?.hide();
    else if (choice === 'close') quit();
  };
  const decide = async () => {
    const action = await readCloseAction().catch(() => 'ask' as const);
    carryOut(action === 'ask' ? await askPage() : action);
  };
  const onClose = (event: { preventDefault(): void }) => {
    if (quitting) return;
    event.preventDefault();
    if (asking) {
      show();
      ask(asking.request);
      return;
    }
    if (deciding) return;
    deciding = true;
    void decide().finally(() => {
      deciding = false;
    });
  };

  return {
    attach(target) {
      window = target;
      target.on('close', onClose);
    },
    answer({ id, choice }) {
      // An answer to an older question (a reload in between) is not this one's.
      if (asking?.request.id === id) asking.settle(choice);
    },
    pending: () => asking?.request ?? null,
    show,
    quit,
    markQuitting: () => {
      quitting = true;
    },
  };
}
