export { createBilibiliRouter, type BilibiliRouterDeps } from './bilibili.router';
export {
  BilibiliApiClient,
  WBI_KEYS_TTL_MS,
  type BilibiliAnswer,
  type BilibiliApiClientDeps,
} from './bilibili-api-client';
export {
  BILIBILI_API_ROUTES,
  pickRouteParams,
  type BilibiliApiRoute,
  type PickedParams,
} from './bilibili-api-routes';
export {
  BILIBILI_REFERER,
  DESKTOP_CHROME_USER_AGENT,
  bilibiliCookieHeader,
} from './bilibili-headers';
export { BilibiliUpstreamError, type BilibiliFailureReason } from './bilibili-upstream-error';
export { type BilibiliErrorBody } from './json-replies';
export {
  createStreamProxyHandler,
  MAX_MEDIA_REDIRECTS,
  type StreamProxyDeps,
} from './stream-proxy';
export {
  signWbiQuery,
  wbiKeyFromUrl,
  wbiMixinKey,
  WBI_MIXIN_KEY_TABLE,
  type WbiKeys,
} from './wbi-sign';
// The router's deps name the guard's resolver type; re-exported so embedders need one import.
export type { ResolveHost, ResolvedAddress } from '../net';
