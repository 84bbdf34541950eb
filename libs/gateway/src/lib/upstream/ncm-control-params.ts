/**
 * Request params that the NeteaseCloudMusicApi server (`@neteasecloudmusicapienhanced/api` 4.40.x)
 * reads as instructions about where, how or as whom it calls the cloud, rather than as arguments
 * of the API call. A browser must never choose them: the gateway strips every one of them from
 * the query string and from any body it forwards, then adds its own (e.g. `domain` when
 * `NCM_CLOUD_DOMAIN` is configured).
 *
 * Found by reading the package, not guessed. Most come from `util/option.js` (`createOption`),
 * which every module uses to build the options handed to `util/request.js`; the rest are read
 * by `server.js` or one module. Why each one is dangerous:
 *
 * - `domain`: replaces the cloud host in the upstream URL (`util/request.js`: `options.domain ||
 *   DOMAIN`) and the `Referer`. A client value turns the server into an open request relay (SSRF).
 * - `proxy`: routes the upstream call through an HTTP proxy, or fetches and runs a PAC file when
 *   the value contains "pac" (`PacProxyAgent`). Another SSRF path, and code from a remote host.
 * - `realIP`: sent upstream as `X-Real-IP` and `X-Forwarded-For`; lets a client pose as another
 *   address.
 * - `randomCNIP`: sends the process-wide random Chinese IP (`global.cnIp`) in those headers
 *   instead of the caller's address.
 * - `cookie`: the NetEase session the call is made as (`MUSIC_U` and friends). `server.js` parses
 *   a string value into an object and it overrides the `Cookie` header the gateway sets.
 * - `ua`: replaces the upstream `User-Agent`.
 * - `crypto`: picks the wire protocol (`weapi`, `eapi`, `api`, `linuxapi`, `xeapi`), which
 *   changes the upstream host, path and encryption. `linuxapi` posts to `/api/linux/forward`.
 * - `e_r`: asks the cloud to encrypt its answer and the server to decrypt it; changes the body
 *   that is sent and how the reply is parsed.
 * - `checkToken`: `v2` downloads `tool.min.js` from `acstatic-dun.126.net` and runs it in jsdom;
 *   `v3` calls `ac.dun.163yun.com`. Both ignore `domain`, so they reach the internet even when
 *   the gateway points the server at a fake or a self-hosted cloud.
 * - `headers`: extra upstream request headers (an object when it arrives in a JSON body).
 * - `timeout`: the upstream axios timeout; a client could make every call hang or fail.
 * - `noCookie`: read by `server.js`; drops the cloud's `Set-Cookie` from the answer, which would
 *   hide a login's new session from the gateway.
 * - `unblock`: on `/song/url/v1`, `unblock=true` asks `@neteasecloudmusicapienhanced/unblockmusic-utils`
 *   for the track on third-party sites (kuwo, kugou, ...) instead of calling the cloud at all.
 *
 * Not listed, because they are ordinary arguments elsewhere: `source` (unblock sources on
 * `/song/url/match` and with `unblock=true`, but a plain argument of several other modules),
 * and `uri`/`data` of the generic `/api` route, which the gateway should not expose at all.
 */
export const NCM_CONTROL_PARAMS: readonly string[] = Object.freeze([
  'domain',
  'proxy',
  'realIP',
  'randomCNIP',
  'cookie',
  'ua',
  'crypto',
  'e_r',
  'checkToken',
  'headers',
  'timeout',
  'noCookie',
  'unblock',
]);
