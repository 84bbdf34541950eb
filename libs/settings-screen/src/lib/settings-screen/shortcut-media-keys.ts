/** The media keys the desktop shell registers for play/pause, next and previous. */
export const MEDIA_KEY_ACCELERATORS = [
  'MediaPlayPause',
  'MediaNextTrack',
  'MediaPreviousTrack',
] as const;

/** One media key's accelerator. */
export type MediaKeyAccelerator = (typeof MEDIA_KEY_ACCELERATORS)[number];

/** Narrows an accelerator to a media key's. */
export function isMediaKey(accelerator: string): accelerator is MediaKeyAccelerator {
  return MEDIA_KEY_ACCELERATORS.some((key) => key === accelerator);
}
