import { Howler } from 'howler';

/** The formats the player accepts (spec §5: mp3 and aac). */
export const ACCEPTED_FORMATS = ['mp3', 'aac'] as const;

/** One accepted format. */
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** The accepted formats this browser can decode, as howler detects them. */
export function playableFormats(): AcceptedFormat[] {
  return ACCEPTED_FORMATS.filter((format) => Howler.codecs(format));
}
