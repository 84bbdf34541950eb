export { ACCEPTED_FORMATS, playableFormats, type AcceptedFormat } from './howler/howler-codecs';
