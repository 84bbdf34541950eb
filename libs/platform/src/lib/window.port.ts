/** What the title bar and the mini-mode button ask of the desktop window. */
export interface WindowControls {
  minimize(): void;
  toggleMaximize(): void;
  /** The close button: the desktop shell applies the close action (ask, tray, exit). */
  close(): void;
  setMiniMode(on: boolean): void;
  /** The mini player's playlist opened or closed: the window grows for it or shrinks back. */
  resizeMiniWindow(playlistOpen: boolean): void;
}
