/** What `npm start` runs the gateway against. */
export type ResolvedUpstream =
  | { kind: 'embedded'; reason: string }
  | { kind: 'url'; reason: string }
  | { kind: 'sim'; reason: string };

/** The NetEase cloud host the embedded server talks to; `auto` probes it. */
export const CLOUD_PROBE_URL = 'https://music.163.com/';
/** How long `auto` waits for the cloud before falling back to the offline demo. */
export const CLOUD_PROBE_TIMEOUT_MS = 3_000;

/** Whether the cloud answers at all (any HTTP status counts: it is reachable). */
export type CloudProbe = () => Promise<boolean>;

/**
 * Probes the cloud (`CLOUD_PROBE_URL`, or `url`) with a HEAD request and a short timeout.
 * The end-to-end tests point it at a closed loopback port, so "offline" does not depend on
 * the machine's network.
 */
export function cloudProbe(url = CLOUD_PROBE_URL): CloudProbe {
  return async () => {
    try {
      await fetch(url, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(CLOUD_PROBE_TIMEOUT_MS),
      });
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Resolves `UPSTREAM` for `npm start` (architecture decision 4):
 * - `url`: an external server at `UPSTREAM_URL` (the gateway checks it is set);
 * - `embedded`: the NeteaseCloudMusicApi server in-process;
 * - `sim`: the simulator, as a `url` upstream flagged as the offline demo;
 * - `auto` (default): `UPSTREAM_URL` when set; else embedded when the cloud answers a short
 *   probe; else the simulator. The reason is printed, so the choice is never silent.
 */
export async function resolveUpstream(
  env: Readonly<Record<string, string | undefined>>,
  probe: CloudProbe = cloudProbe(env['CLOUD_PROBE_URL']?.trim() || CLOUD_PROBE_URL),
): Promise<ResolvedUpstream> {
  const probeUrl = env['CLOUD_PROBE_URL']?.trim() || CLOUD_PROBE_URL;
  const choice = (env['UPSTREAM']?.trim() || 'auto').toLowerCase();
  switch (choice) {
    case 'url':
      return { kind: 'url', reason: 'UPSTREAM=url' };
    case 'embedded':
      return { kind: 'embedded', reason: 'UPSTREAM=embedded' };
    case 'sim':
      return { kind: 'sim', reason: 'UPSTREAM=sim' };
    case 'auto':
      if (env['UPSTREAM_URL']?.trim()) return { kind: 'url', reason: 'UPSTREAM_URL is set' };
      return (await probe())
        ? { kind: 'embedded', reason: `${probeUrl} answered` }
        : {
            kind: 'sim',
            reason: `${probeUrl} did not answer within ${CLOUD_PROBE_TIMEOUT_MS / 1000} s`,
          };
    default:
      throw new Error(`UPSTREAM must be one of auto, embedded, url, sim (got "${choice}")`);
  }
}

/** The simulator's base URLs that the gateway needs (from `startSim`). */
export interface SimUrls {
  netease: string;
  media: string;
  bilibiliApi: string;
  bilibiliCdn: string;
  altSource: string;
}

/**
 * The gateway's environment for the offline demo: the simulator as a `url` upstream, Bilibili
 * and the alternative source pointed at it, the stream proxy allowed exactly the simulator's
 * CDN origin, the CSP allowed exactly its media origin, and the offline-demo flag set.
 */
export function offlineDemoEnv(sim: SimUrls): Record<string, string> {
  return {
    UPSTREAM: 'url',
    UPSTREAM_URL: sim.netease,
    OFFLINE_DEMO: 'true',
    BILIBILI_API_URL: sim.bilibiliApi,
    STREAM_PROXY_ORIGINS: new URL(sim.bilibiliCdn).origin,
    MUSIC_SOURCE_URL: sim.altSource,
    // Songs come from the media service, fallbacks from the alternative source's own files.
    MEDIA_ORIGINS: [sim.media, sim.altSource].map((url) => new URL(url).origin).join(','),
  };
}
