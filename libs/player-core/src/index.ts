export { PLAYER_LIMITS, PLAYER_TIMING } from './lib/constants/timing';
export {
  NO_COPYRIGHT_ARTIST_ID,
  NO_COPYRIGHT_PRIVILEGE_STATUS,
  isNoCopyright,
  type CopyrightFields,
} from './lib/machine/copyright';
export { PlayMode, nextPlayMode, parsePlayMode } from './lib/machine/play-mode';
export {
  createExternalStore,
  type ExternalStore,
  type WritableStore,
} from './lib/store/external-store';
export { readJson } from './lib/ports/read-json';
export {
  EQ_BAND_GROUPS,
  EQ_BAND_GROUP_NAMES,
  EQ_DEFAULT_GAIN_DB,
  EQ_FREQUENCIES,
  EQ_GAIN_LIMIT_DB,
  EQ_Q,
  clampGain,
  flatGains,
  isEqBandGroup,
  isEqFrequency,
  sameGains,
  type EqBandGroup,
  type EqFrequency,
  type EqGains,
} from './lib/equalizer/equalizer-bands';
export {
  EQ_PRESETS,
  EQ_PRESET_NAMES,
  FIXED_EQ_PRESET_NAMES,
  isEqPresetName,
  isFixedEqPresetName,
  matchPreset,
  presetGains,
  type EqCurve,
  type EqPresetName,
  type FixedEqPresetName,
} from './lib/equalizer/equalizer-presets';
export {
  applyPreset,
  effectiveGains,
  gainsInOrder,
  groupGain,
  reset as resetEqualizer,
  setBandGain,
  setBypass,
  setGroupGain,
  type EqualizerState,
} from './lib/equalizer/equalizer-model';
export {
  EQ_STORAGE_KEYS,
  loadEqualizer,
  saveEqualizer,
  type LoadedEqualizer,
} from './lib/equalizer/equalizer-storage';
export type {
  LyricLine,
  LyricSourceDto,
  LyricTextSource,
  LyricWord,
  Lyrics,
} from './lib/lyrics/lyric.types';
export { parseLrc } from './lib/lyrics/lrc-parser';
export { parseYrc } from './lib/lyrics/yrc-parser';
export {
  TRANSLATION_TOLERANCE_MS,
  attachTranslationLines,
  attachTranslations,
  type TimedTranslation,
} from './lib/lyrics/translation';
export {
  TEXT_MATCH_WINDOW_MS,
  buildLyrics,
  toLyricEntity,
  type LyricEntity,
} from './lib/lyrics/lyric-document';
export {
  LYRIC_OFFSET_LIMIT_MS,
  clampLyricOffset,
  currentWordProgress,
  findCurrentLine,
  lyricTimeMs,
} from './lib/lyrics/current-line';
export {
  LYRIC_OFFSETS_STORAGE_KEY,
  createLyricOffsets,
  type LyricOffsets,
  type LyricSongId,
} from './lib/lyrics/lyric-offsets';
export {
  createLyricTracker,
  type LyricTracker,
  type LyricTrackerOptions,
} from './lib/lyrics/lyric-tracker';
export type {
  SleepTimerEffect,
  SleepTimerEndReason,
  SleepTimerEvent,
  SleepTimerState,
  SleepTimerTransition,
  SleepTimerType,
  StoredSleepTimer,
} from './lib/sleep-timer/sleep-timer.types';
export { SLEEP_TIMER_NONE, sleepTimerTransition } from './lib/sleep-timer/sleep-timer';
export {
  SLEEP_TIMER_STORAGE_KEY,
  STORED_SLEEP_TIMER_NONE,
  isStoredSleepTimer,
} from './lib/sleep-timer/stored-sleep-timer';
export { remainingMs } from './lib/sleep-timer/remaining';
export {
  createSleepTimer,
  type EndedSong,
  type SleepTimer,
  type SleepTimerOptions,
} from './lib/sleep-timer/sleep-timer-driver';
export {
  buildMediaMetadata,
  imageUrlWithSize,
  type MediaArtworkImage,
  type MediaMetadataFields,
  type MediaSongFields,
} from './lib/media-session/media-metadata';
export {
  MEDIA_SESSION_ACTIONS,
  bindMediaSession,
  updatePlaybackState,
  updatePositionState,
  type MediaPositionStateLike,
  type MediaSessionAction,
  type MediaSessionActionDetailsLike,
  type MediaSessionCommands,
  type MediaSessionHandler,
  type MediaSessionLike,
  type MediaSessionPlaybackStateLike,
} from './lib/media-session/media-session-controller';
export { transition } from './lib/machine/player.machine';
export { createInitialPlayerState, currentTrack, hasValidUrl } from './lib/machine/player.state';
export { HISTORY_LIMIT, withoutDisliked } from './lib/machine/library';
export { isPlayableTrack } from './lib/machine/queue';
export { playerTrackSchema } from './lib/machine/player-track.schema';
export type {
  HistoryEntry,
  PersistKey,
  PlaybackStatus,
  PlayerEffect,
  PlayerEvent,
  PlayerNotice,
  PlayFailureReason,
  PlayerState,
  PlayerTimer,
  PlayerTrack,
  TrackId,
  TrackUrl,
  Transition,
} from './lib/machine/player.types';
export {
  createAudioEngine,
  PROGRESS_INTERVAL_MS,
  type AudioEngine,
  type AudioEngineDeps,
} from './lib/engine/audio-engine';
export type {
  AudioFormat,
  EngineEvent,
  EngineLoadRequest,
  SoundFactory,
  SoundHandle,
  SoundOptions,
  SoundState,
} from './lib/engine/audio-engine.types';
export { clampLevel, ENGINE_MESSAGES, formatOf } from './lib/engine/audio-format';
export { AUDIO_NODE_MISSING, waitForAudioNode } from './lib/engine/audio-node';
export type {
  ElementGainPort,
  LoudnessMeasurePort,
  PlayedLoudness,
} from './lib/engine/element-gain';
export {
  createPlayerRuntime,
  RESTORED_KEYS,
  type PlayerCommand,
  type PlayerRuntime,
  type PlayerRuntimeDeps,
  type PlayerUserCommand,
  type ResolvedUrl,
  type UrlResolver,
} from './lib/runtime/player-runtime';
export type { TransitionSettings } from './lib/runtime/song-transitions';
export type { PlayerRuntimeEvent, PlayerRuntimeListener } from './lib/runtime/runtime-events';
export { UrlResolutionError } from './lib/runtime/url-resolution-error';
export {
  createEqualizerController,
  type EqualizerController,
} from './lib/equalizer/equalizer-controller';
export { measureLoudness, type LoudnessMeasurement } from './lib/loudness/loudness-meter';
export {
  REFERENCE_LOUDNESS_LUFS,
  gainForLoudness,
  hasUsableGain,
  normalisationFactor,
  type NormalisationInput,
} from './lib/loudness/normalisation';
