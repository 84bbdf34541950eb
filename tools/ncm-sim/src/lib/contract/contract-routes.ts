import type { NeteaseRoute } from '@cadenza/contract';

// Which contract spec covers which NetEase route. Each spec file ends by asserting that it checked
// every route of its domain against the route's schema; `netease-registry.contract.spec.ts`
// asserts that the domains together are exactly the keys of NETEASE_RESPONSE_SCHEMAS. A schema
// added without a contract test therefore fails the suite.

/** A NetEase contract spec file's domain. */
export type NeteaseContractDomain = 'session' | 'playback' | 'library' | 'discovery' | 'catalogue';

/** The routes each domain's spec file exercises and checks against its schema. */
export const NETEASE_CONTRACT_DOMAINS: Readonly<
  Record<NeteaseContractDomain, readonly NeteaseRoute[]>
> = {
  session: [
    '/login/qr/key',
    '/login/qr/create',
    '/login/qr/check',
    '/user/account',
    '/logout',
    '/login/cellphone',
    '/login/status',
  ],
  playback: [
    '/song/url/v1',
    '/song/url',
    '/song/download/url/v1',
    '/song/detail',
    '/song/music/detail',
    '/lyric',
    '/lyric/new',
    '/like',
    '/likelist',
  ],
  library: [
    '/playlist/detail',
    '/playlist/create',
    '/playlist/tracks',
    '/playlist/subscribe',
    '/user/detail',
    '/user/playlist',
    '/user/record',
    '/user/follows',
    '/user/followeds',
    '/playlist/import/name/task/create',
    '/playlist/import/task/status',
  ],
  discovery: [
    '/playlist/catlist',
    '/top/playlist',
    '/top/playlist/highquality',
    '/toplist',
    '/toplist/detail',
    '/personalized',
    '/recommend/resource',
    '/recommend/songs',
    '/personalized/newsong',
    '/top/artists',
    '/album/newest',
    '/top/song',
    '/top/album',
    '/playmode/intelligence/list',
  ],
  catalogue: [
    '/album',
    '/artist/detail',
    '/artist/songs',
    '/artist/album',
    '/artist/top/song',
    '/artist/desc',
    '/search/default',
    '/search/hot/detail',
    '/cloudsearch',
    '/search/suggest',
    '/mv/all',
    '/mv/url',
    '/mv/detail',
  ],
};

/** The sorted routes of a domain, to compare with `ContractSim.checkedRoutes()`. */
export function domainRoutes(domain: NeteaseContractDomain): string[] {
  return [...NETEASE_CONTRACT_DOMAINS[domain]].sort();
}
