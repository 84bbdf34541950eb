/**
 * The messages a failed resolution carries (spec §5 video-site rules, §7, §8): i18n keys of the
 * `@cadenza/i18n` catalogue, so the UI translates them. `RESOLUTION_MESSAGE_TEXT` holds the
 * spec's English wording of each key (the en-US catalogue must match it; a spec checks that).
 */
export const RESOLUTION_MESSAGES = {
  /** 'music unblock feature disabled' (spec §7: the bridge's code-404 answer). */
  unblockDisabled: 'errors.data.unblockDisabled',
  /** 'Bilibili videos do not support reparsing' (§8, with `{{site}}`). */
  reparseUnsupported: 'errors.video.reparseUnsupported',
  /** 'Reparse failed' (§8). */
  reparseFailed: 'errors.video.reparseFailed',
  /** 'resolve timeout' (§8): the external API's overall budget ran out. */
  resolveTimeout: 'errors.video.resolveTimeout',
  /** 'no matching video found' (§8): the fallback search found nothing (or had no query). */
  noMatchingVideo: 'errors.video.noMatchingVideo',
  /** 'no video page info' (§5, §8): the video has no part (or not the asked cid). */
  noPageInfo: 'errors.video.noPageInfo',
  /** 'the video detail response format is incorrect' (§5). */
  detailFormat: 'errors.video.detailFormat',
  /** 'the play-url response format is incorrect' (§5). */
  playUrlFormat: 'errors.video.playUrlFormat',
  /** 'no usable audio address found' (§5): neither dash audio nor durl. */
  noAudioUrl: 'errors.video.noAudioUrl',
  /** 'Playback failed' (§8): nothing in the chain gave a URL. */
  playFailed: 'errors.playback.playFailed',
} as const;

/** One message key of {@link RESOLUTION_MESSAGES}. */
export type ResolutionMessage = (typeof RESOLUTION_MESSAGES)[keyof typeof RESOLUTION_MESSAGES];

/** The spec's English wording of each message (the en-US catalogue's text). */
export const RESOLUTION_MESSAGE_TEXT: Readonly<Record<ResolutionMessage, string>> = {
  'errors.data.unblockDisabled': 'Music unblock feature disabled',
  'errors.video.reparseUnsupported': '{{site}} videos do not support reparsing',
  'errors.video.reparseFailed': 'Reparse failed',
  'errors.video.resolveTimeout': 'Resolve timeout',
  'errors.video.noMatchingVideo': 'No matching video found',
  'errors.video.noPageInfo': 'No video page info',
  'errors.video.detailFormat': 'The video detail response format is incorrect',
  'errors.video.playUrlFormat': 'The play-url response format is incorrect',
  'errors.video.noAudioUrl': 'No usable audio address found',
  'errors.playback.playFailed': 'Playback failed',
};

/** The video site's display name, the `{{site}}` of the reparse refusal. */
export const VIDEO_SITE_NAME = 'Bilibili';

/**
 * Why a step failed, for logs and tests: `disabled` (unblocking off), `unavailable` (no bridge),
 * `query-too-short`, `not-found` (nothing matched, or an empty URL), `http-status` (not 200),
 * `bad-format` (the body failed its schema), `timeout`, `network`, `refused` (the bridge's error).
 */
export type FailureReason =
  | 'disabled'
  | 'unavailable'
  | 'query-too-short'
  | 'not-found'
  | 'http-status'
  | 'bad-format'
  | 'timeout'
  | 'network'
  | 'refused';

/** A failed step or resolution: the message to show, the reason and what caused it. */
export interface ResolutionFailure {
  ok: false;
  reason: FailureReason;
  message: ResolutionMessage;
  /** Interpolation values of the message (`site` for the reparse refusal). */
  params?: Readonly<Record<string, string>>;
  /** The error or status behind it, for logs. */
  cause?: unknown;
}

/** Builds a {@link ResolutionFailure}. */
export function failure(
  reason: FailureReason,
  message: ResolutionMessage,
  cause?: unknown,
): ResolutionFailure {
  return cause === undefined
    ? { ok: false, reason, message }
    : { ok: false, reason, message, cause };
}

/** Maps a rejected port call to a failure: a transport timeout or anything else as network. */
export function transportFailure(error: unknown, message: ResolutionMessage): ResolutionFailure {
  const timedOut =
    typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'timeout';
  return failure(timedOut ? 'timeout' : 'network', message, error);
}
