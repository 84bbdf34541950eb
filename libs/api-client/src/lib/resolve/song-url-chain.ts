import { NETEASE_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { bilibiliRefOf, isBilibiliSong } from './bilibili-id';
import type { ResolutionBudgets } from './resolve-budgets';
import {
  failure,
  RESOLUTION_MESSAGES,
  transportFailure,
  type ResolutionFailure,
} from './resolution-messages';
import type { ResolvableSong } from './resolvable-song';
import { readSongSourceOverride } from './song-source';
import {
  runUnblockChain,
  type ChainUrl,
  type ResolutionAttempt,
  type SongUrlEndpoints,
  type SongUrlPorts,
  type SongUrlSource,
  type UnblockSettings,
} from './unblock-chain';
import { resolveBilibiliAudio } from './video-site';

/** The quality asked of `/song/url/v1` when the settings give none (spec §7: default `higher`). */
export const DEFAULT_SONG_URL_LEVEL = 'higher';

/** Options of {@link resolveSongUrl}. */
export interface ResolveSongUrlOptions {
  /** The `musicQuality` setting (default {@link DEFAULT_SONG_URL_LEVEL}). */
  level?: string;
  platform: 'web' | 'desktop';
  settings: UnblockSettings;
  ports: SongUrlPorts;
  endpoints: SongUrlEndpoints;
  /** Smaller budgets for tests; production uses `DEFAULT_RESOLUTION_BUDGETS`. */
  budgets?: Partial<ResolutionBudgets>;
}

/** NetEase's loudness figures for a song URL (`gain` dB to its reference level, `peak` linear). */
export interface SongUrlLoudness {
  gainDb: number;
  peak: number;
}

/** A resolved song URL, where it came from, and every step tried. */
export interface ResolvedSongUrl {
  ok: true;
  url: string;
  source: SongUrlSource;
  br?: number;
  size?: number;
  /** True when only NetEase's trial clip (`freeTrialInfo`) was found. */
  trial?: boolean;
  /** NetEase's `gain` and `peak`, as answered (gain 0 means unmeasured); other sources have none. */
  loudness?: SongUrlLoudness;
  /** NetEase's `expi`: seconds the URL stays valid from the answer on. */
  expiresInSec?: number;
  attempts: ResolutionAttempt[];
}

/** No URL: the message to show (the last step's), and every step tried. */
export interface SongUrlFailure extends ResolutionFailure {
  attempts: ResolutionAttempt[];
}

/** What `/song/url/v1` gave: a full URL, a trial clip, or a failure. */
type NeteaseOutcome =
  | {
      ok: true;
      url: string;
      br: number;
      size: number;
      trial: boolean;
      loudness?: SongUrlLoudness;
      expiresInSec?: number;
    }
  | ResolutionFailure;

/** `GET /song/url/v1?id&level`, validated; `data[0]` with a URL (trial when `freeTrialInfo` is set). */
async function neteaseSongUrl(
  id: number,
  level: string,
  ports: SongUrlPorts,
): Promise<NeteaseOutcome> {
  try {
    const answer = await ports.apiGet('/song/url/v1', { params: { id, level } });
    if (answer.status !== 200) {
      return failure('http-status', RESOLUTION_MESSAGES.playFailed, { status: answer.status });
    }
    const parsed = NETEASE_RESPONSE_SCHEMAS['/song/url/v1'].safeParse(answer.body);
    if (!parsed.success) return failure('bad-format', RESOLUTION_MESSAGES.playFailed, parsed.error);
    const item = parsed.data.data[0];
    if (!item?.url)
      return failure('not-found', RESOLUTION_MESSAGES.playFailed, { code: item?.code });
    return {
      ok: true,
      url: item.url,
      br: item.br,
      size: item.size,
      trial: Boolean(item.freeTrialInfo),
      ...(typeof item.gain === 'number'
        ? { loudness: { gainDb: item.gain, peak: item.peak ?? 0 } }
        : {}),
      ...(typeof item.expi === 'number' ? { expiresInSec: item.expi } : {}),
    };
  } catch (error) {
    return transportFailure(error, RESOLUTION_MESSAGES.playFailed);
  }
}

function resolved(found: ChainUrl, attempts: ResolutionAttempt[]): ResolvedSongUrl {
  return { ...found, attempts };
}

/**
 * Resolves a playable URL for a song (spec §7; contract §3.2, §5.2):
 * - a video-site item → its video's audio (detail → part → play-url → stream proxy);
 * - a `song_source_<id>` choice → the unblock chain with it first;
 * - `/song/url/v1` with `level`: a URL without `freeTrialInfo` is the answer;
 * - otherwise (trial, no URL, or the call failed) → the unblock chain (once: not again when the
 *   per-song choice already ran it): video site, external API, bridge (desktop) or
 *   `/music_proxy/music` (web);
 * - nothing found but a trial clip → the trial clip (`trial: true`), as the reference client does.
 * The failure carries the message of the last step tried (e.g. 'music unblock feature disabled').
 */
export async function resolveSongUrl(
  song: ResolvableSong,
  options: ResolveSongUrlOptions,
): Promise<ResolvedSongUrl | SongUrlFailure> {
  const attempts: ResolutionAttempt[] = [];
  const { ports, endpoints } = options;
  if (isBilibiliSong(song)) {
    const ref = bilibiliRefOf(song);
    const video = ref
      ? await resolveBilibiliAudio(ref, { apiGet: ports.apiGet, apiBase: endpoints.apiBase })
      : failure('bad-format', RESOLUTION_MESSAGES.noPageInfo, { id: song.id });
    if (!video.ok) {
      attempts.push({ source: 'bilibili', ok: false, failure: video });
      return { ...video, attempts };
    }
    attempts.push({ source: 'bilibili', ok: true });
    return { ok: true, url: video.url, source: 'bilibili', attempts };
  }
  const id = Number(song.id);
  if (!Number.isSafeInteger(id) || id <= 0) {
    return { ...failure('bad-format', RESOLUTION_MESSAGES.playFailed, { id: song.id }), attempts };
  }
  const context = { ...options, attempts };
  let lastFailure: ResolutionFailure | null = null;
  const hasOverride = readSongSourceOverride(id, ports.storage) !== null;
  if (hasOverride) {
    const chosen = await runUnblockChain(song, id, context);
    if (chosen.ok) return resolved(chosen, attempts);
    lastFailure = chosen;
  }

  const netease = await neteaseSongUrl(id, options.level ?? DEFAULT_SONG_URL_LEVEL, ports);
  attempts.push(
    netease.ok && !netease.trial
      ? { source: 'netease', ok: true }
      : {
          source: 'netease',
          ok: false,
          failure: netease.ok
            ? failure('not-found', RESOLUTION_MESSAGES.playFailed, { trial: true })
            : netease,
        },
  );
  // The NetEase answer as the result; a trial clip only once nothing else resolved.
  const fromNetease = (
    answer: Extract<typeof netease, { ok: true }>,
    trial: boolean,
  ): ResolvedSongUrl => ({
    ok: true,
    url: answer.url,
    source: 'netease',
    br: answer.br,
    size: answer.size,
    ...(trial ? { trial: true } : {}),
    ...(answer.loudness ? { loudness: answer.loudness } : {}),
    ...(answer.expiresInSec === undefined ? {} : { expiresInSec: answer.expiresInSec }),
    attempts,
  });
  if (netease.ok && !netease.trial) return fromNetease(netease, false);
  if (!hasOverride) {
    const unblocked = await runUnblockChain(song, id, context);
    if (unblocked.ok) return resolved(unblocked, attempts);
    lastFailure = unblocked;
  }
  if (netease.ok) return fromNetease(netease, true);
  return { ...(lastFailure ?? netease), attempts };
}
