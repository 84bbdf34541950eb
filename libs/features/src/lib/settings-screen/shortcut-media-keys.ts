/** The media keys the desktop shell registers for play/pause, next and previous. */
export const MEDIA_KEY_ACCELERATORS: ReadonlySet<string> = new Set([
  'MediaPlayPause',
  'MediaNextTrack',
  'MediaPreviousTrack',
]);
