import type { Requester } from '../requests/api-request.types';

/**
 * The ports the URL resolution chain reaches the outside through. Nothing
 * here touches a browser global: the platform adapters are injected.
 */

/** A finished HTTP call: its status and the parsed JSON body (null when it was not JSON). */
export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Query params of a port call. */
export type QueryParams = Readonly<Record<string, string | number>>;

/**
 * A plain JSON GET on an absolute (or page-relative) URL, with no interceptor logic: the external
 * music API (contract §5.3) and the `/music` fallback (§5.4). Resolves with every answered status;
 * rejects on a network failure or when `timeoutMs` passes (see `createFetchJsonGet`).
 */
export type JsonGet = (
  url: string,
  options: { params?: QueryParams; timeoutMs: number },
) => Promise<HttpAnswer>;

/**
 * A GET on the NetEase API surface (gateway on the web, embedded server on desktop) by relative
 * path (`/song/url/v1`, `/bilibili/playurl`). Same contract as {@link JsonGet}; `timeoutMs`
 * defaults to the requester's 15 s. Wire it to the requester with {@link apiGetFromRequester}.
 */
export type ApiGet = (
  path: string,
  options?: { params?: QueryParams; timeoutMs?: number },
) => Promise<HttpAnswer>;

/**
 * What the desktop unblock bridge answers (contract §3.12, §5.2, spec §7): an envelope with the
 * URL, an error, or `{data: {code: 404, message: 'music unblock feature disabled'}}`.
 */
export type UnblockBridgeResult =
  | {
      data: {
        data: { url: string; br: number; size: number; md5?: string; source?: string };
        params?: { id: number | string; type: string };
      };
    }
  | { data: { code: 404; message: string } }
  | { error: string };

/**
 * The desktop shell's `unblock-music` bridge (`window.api.unblockMusic(id, songData, sources)`).
 * Desktop only: absent on the web.
 */
export type UnblockBridge = (
  id: number,
  songData: unknown,
  sources: readonly string[],
) => Promise<UnblockBridgeResult>;

/**
 * An {@link ApiGet} over the shared {@link Requester}: its interceptor rules (timestamp, device,
 * cookie, one retry) apply. A rejected call (HTTP failure, timeout, network) rejects here too.
 */
export function apiGetFromRequester(requester: Requester): ApiGet {
  return (path, options = {}) =>
    requester({
      path,
      method: 'GET',
      ...(options.params ? { params: options.params } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    });
}
