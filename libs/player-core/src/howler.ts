export { ACCEPTED_FORMATS, playableFormats, type AcceptedFormat } from './howler/howler-codecs';
export { createEqualizerGraph, type EqualizerGraph } from './howler/equalizer-graph';
export {
  audioContextOnDemand,
  createHowlerSoundFactory,
  mediaElementOf,
} from './howler/howler-sound-factory';
export { connectEqualizerOutput, type EqualizerOutputOptions } from './howler/equalizer-output';
