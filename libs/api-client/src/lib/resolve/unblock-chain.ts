import { resolveFromGdMusic } from './gd-music';
import { resolveFromMusicProxy } from './music-proxy';
import { DEFAULT_RESOLUTION_BUDGETS, type ResolutionBudgets } from './resolve-budgets';
import { failure, RESOLUTION_MESSAGES, type ResolutionFailure } from './resolution-messages';
import type { KeyValueStorage, Timers } from '@cadenza/ports';
import type { ApiGet, JsonGet, UnblockBridge } from './resolve.ports';
import type { ResolvableSong } from './resolvable-song';
import { readSongSourceOverride } from './song-source';
import { resolveFromUnblockBridge } from './unblock-bridge';
import { searchBilibiliFallback } from './video-site';

/** Where a URL came from. */
export type SongUrlSource = 'netease' | 'unblock' | 'gdmusic' | 'bilibili' | 'music-proxy';

/** One step the chain tried, in order. */
export interface ResolutionAttempt {
  source: SongUrlSource;
  ok: boolean;
  failure?: ResolutionFailure;
}

/** A URL found by a step. */
export interface ChainUrl {
  ok: true;
  url: string;
  source: SongUrlSource;
  br?: number;
  size?: number;
}

/** The unblock settings (spec §3 settings defaults, contract §5.2). */
export interface UnblockSettings {
  enableMusicUnblock: boolean;
  enabledMusicSources: readonly string[];
}

/** The ports of the chain. `unblockBridge` exists on desktop only. */
export interface SongUrlPorts {
  apiGet: ApiGet;
  jsonGet: JsonGet;
  unblockBridge?: UnblockBridge;
  /** Holds `song_source_<id>`; without it there is no per-song choice. */
  storage?: KeyValueStorage;
  timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
}

/** Where the chain's services live. */
export interface SongUrlEndpoints {
  /** The API base, for video-site stream-proxy URLs: `/api` on the web, the local server on desktop. */
  apiBase: string;
  /** The external music API (default `GD_API_URL`). */
  gdApiUrl?: string;
  /** The `/music` fallback (default `MUSIC_PROXY_URL`). */
  musicProxyUrl?: string;
}

/** What a run of the unblock chain needs. */
export interface UnblockChainContext {
  platform: 'web' | 'desktop';
  settings: UnblockSettings;
  ports: SongUrlPorts;
  endpoints: SongUrlEndpoints;
  budgets?: Partial<ResolutionBudgets>;
  /** Each step's outcome is appended here. */
  attempts: ResolutionAttempt[];
}

/** Records a step's outcome and passes it on. */
function record<T extends ChainUrl | ResolutionFailure>(
  attempts: ResolutionAttempt[],
  source: SongUrlSource,
  outcome: T,
): T {
  attempts.push(outcome.ok ? { source, ok: true } : { source, ok: false, failure: outcome });
  return outcome;
}

/**
 * The unblock chain (`getParsingMusicUrl`, contract §5.2) for a NetEase song:
 * 1. unblocking disabled → 'music unblock feature disabled';
 * 2. the sources are the song's `song_source_<id>` choice, else the global list; with no choice,
 *    on desktop with a non-empty list → straight to the bridge (gdmusic removed);
 * 3. `bilibili` in the list → the video-site fallback search (on failure, go on);
 * 4. `gdmusic` in the list → the external API (on failure, go on);
 * 5. desktop → the unblock bridge; web → `/music_proxy/music`.
 * The failure is the last step's.
 */
export async function runUnblockChain(
  song: ResolvableSong,
  id: number,
  context: UnblockChainContext,
): Promise<ChainUrl | ResolutionFailure> {
  const { platform, settings, ports, endpoints, attempts } = context;
  const budgets = { ...DEFAULT_RESOLUTION_BUDGETS, ...context.budgets };
  if (!settings.enableMusicUnblock) {
    return record(attempts, 'unblock', failure('disabled', RESOLUTION_MESSAGES.unblockDisabled));
  }
  const override = readSongSourceOverride(id, ports.storage);
  const sources: readonly string[] = override ?? settings.enabledMusicSources;
  const bridge = async () => {
    const result = await resolveFromUnblockBridge(
      id,
      song,
      sources.filter((source) => source !== 'gdmusic'),
      ports.unblockBridge,
    );
    return record(
      attempts,
      'unblock',
      result.ok
        ? { ok: true, url: result.url, source: 'unblock', br: result.br, size: result.size }
        : result,
    );
  };
  if (!override && platform === 'desktop' && sources.length > 0) return bridge();

  if (sources.includes('bilibili')) {
    const video = await searchBilibiliFallback(song, {
      apiGet: ports.apiGet,
      apiBase: endpoints.apiBase,
    });
    const outcome = record(
      attempts,
      'bilibili',
      video.ok ? { ok: true, url: video.url, source: 'bilibili' } : video,
    );
    if (outcome.ok) return outcome;
  }
  if (sources.includes('gdmusic')) {
    const gd = await resolveFromGdMusic(song, ports.jsonGet, {
      ...(endpoints.gdApiUrl !== undefined ? { apiUrl: endpoints.gdApiUrl } : {}),
      callTimeoutMs: budgets.gdCallTimeoutMs,
      totalTimeoutMs: budgets.gdTotalTimeoutMs,
      ...(ports.timers ? { timers: ports.timers } : {}),
    });
    const outcome = record(
      attempts,
      'gdmusic',
      gd.ok ? { ok: true, url: gd.url, source: 'gdmusic', br: gd.br, size: gd.size } : gd,
    );
    if (outcome.ok) return outcome;
  }
  if (platform === 'desktop') return bridge();
  const proxied = await resolveFromMusicProxy(id, ports.jsonGet, {
    ...(endpoints.musicProxyUrl !== undefined ? { url: endpoints.musicProxyUrl } : {}),
    timeoutMs: budgets.musicProxyTimeoutMs,
  });
  return record(
    attempts,
    'music-proxy',
    proxied.ok ? { ok: true, url: proxied.url, source: 'music-proxy' } : proxied,
  );
}
