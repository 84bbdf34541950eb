/** How the main window closes, once chosen: to the tray, or the app quits. */
export type CloseChoice = 'minimize' | 'close';

/** The page's side of the close-choice dialog. */
export interface CloseChoicePort {
  /** Calls the listener each time the shell asks (with the question's id); returns the unsubscribe. */
  subscribe(listener: (requestId: number) => void): () => void;
  /** Answers a question: a choice, or `null` when the listener dismissed the dialog. */
  answer(requestId: number, choice: CloseChoice | null): void;
}
