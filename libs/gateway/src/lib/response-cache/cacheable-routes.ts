/**
 * The NetEase answers that are the same for every listener, and how long each may be served
 * from the cache (seconds). Everything not named here is never cached: logins and logouts,
 * song and MV URLs (signed, short-lived, and chosen per account and quality), writes (likes,
 * playlist changes, imports), and personal answers (daily recommendations, likes, the user's
 * records, account, playlists and the intelligent mode). A logged-in listener's answers are
 * cached under that login only, so an account's view of a public page (its own playlist, a
 * VIP's privileges) never reaches anyone else.
 *
 * Lifetimes follow how often NetEase changes the data: charts and recommendations refresh
 * within the hour; a playlist can be edited at any time, so it is kept briefly; lyrics,
 * albums and MVs hardly ever change.
 */
export const CACHEABLE_ROUTES: ReadonlyMap<string, number> = new Map([
  // Charts and discovery.
  ['/toplist', 600],
  ['/toplist/detail', 600],
  ['/personalized', 600],
  ['/personalized/newsong', 600],
  ['/top/playlist', 600],
  ['/top/playlist/highquality', 600],
  ['/playlist/catlist', 3_600],
  ['/top/artists', 600],
  ['/album/newest', 600],
  ['/top/song', 600],
  ['/top/album', 600],
  ['/mv/all', 600],
  // Details.
  ['/playlist/detail', 60],
  ['/song/detail', 600],
  ['/song/music/detail', 600],
  ['/album', 3_600],
  ['/artist/detail', 3_600],
  ['/artist/songs', 600],
  ['/artist/album', 600],
  ['/artist/top/song', 600],
  ['/artist/desc', 3_600],
  ['/mv/detail', 3_600],
  ['/lyric', 3_600],
  ['/lyric/new', 3_600],
  ['/user/detail', 300],
  // Search.
  ['/cloudsearch', 300],
  ['/search/suggest', 300],
  ['/search/hot/detail', 600],
  ['/search/default', 60],
]);

/** The longest lifetime above. */
export const LONGEST_CACHE_LIFETIME_SECONDS = Math.max(...CACHEABLE_ROUTES.values());

/**
 * Params that do not change an answer: the client's cache-buster (`timestamp`, sent with every
 * call) and its platform name. Left out of cache keys, or nothing would ever be a hit.
 */
export const KEY_IGNORED_PARAMS: ReadonlySet<string> = new Set(['timestamp', 'device']);

/**
 * Calls by which a listener changes what their own answers say (a like changes their liked
 * playlist; a playlist edit, subscription or import changes their playlists). After one, that
 * login's kept answers are no longer served: the next call asks NetEase again.
 */
export const ACCOUNT_WRITE_ROUTES: ReadonlySet<string> = new Set([
  '/like',
  '/playlist/create',
  '/playlist/tracks',
  '/playlist/subscribe',
  '/playlist/import/name/task/create',
]);
