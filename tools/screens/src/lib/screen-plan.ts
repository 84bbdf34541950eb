import type { SimInfo } from '@cadenza/ncm-sim/client';
import { APP_ROUTES, type ScreenId } from '@cadenza/app-core/routes';

/** What the simulator tells about itself that the pictures need (its `/__sim/info`). */
export type SimFacts = Pick<SimInfo, 'fixtures' | 'songs' | 'artists' | 'mvs' | 'bilibili'>;

/** The simulator's no-copyright artist (spec §4): its page is not the one to show. */
const NO_COPYRIGHT_ARTIST_ID = 6452;

/** Something to do on the page before the picture (open a drawer, start a song). */
export type ScreenScene =
  | 'queue'
  | 'playing'
  | 'player-sheet'
  | 'lyrics'
  | 'equalizer'
  | 'sleep-timer'
  | 'logged-in'
  | 'favorited'
  | 'song-menu'
  | 'offline'
  | 'install-prompt';

/** One picture: a name for the file, the path to open and what to do first. */
export interface ScreenShot {
  name: string;
  path: string;
  scene?: ScreenScene;
  /** The mobile sheet only exists in the mobile layout. */
  mobileOnly?: boolean;
  /** The desktop's lyric overlay is the mobile player sheet's picture on mobile. */
  desktopOnly?: boolean;
}

/** Sample values for the routes' parameters, from the simulator's catalogue. */
function samplePath(screen: ScreenId, pattern: string, facts: SimFacts): string {
  const artist = facts.artists.find((candidate) => candidate.id !== NO_COPYRIGHT_ARTIST_ID);
  const ids: Partial<Record<ScreenId, string>> = {
    musicList: String(facts.fixtures.bigPlaylistId),
    artistDetail: String(artist?.id ?? 7),
  };
  const values: Record<string, string> = {
    uid: String(facts.fixtures.demoUserId),
    id: ids[screen] ?? '7',
    bvid: facts.bilibili[0]?.bvid ?? 'BV0',
  };
  return pattern.replace(/:(\w+)\??/g, (_whole, name: string) => values[name] ?? '');
}

/**
 * Every route of the table, then the states a route alone does not show: search results, a
 * song playing, the queue drawer, the mobile player sheet, and the account's pages logged in
 * with the demo account.
 */
export function screenPlan(facts: SimFacts): ScreenShot[] {
  const routes = APP_ROUTES.map((route) => ({
    name: route.screen,
    path: samplePath(route.screen, route.path, facts),
  }));
  const song = facts.songs.find((candidate) => candidate.availability === 'full') ?? facts.songs[0];
  const keyword = encodeURIComponent(song?.name ?? 'a');
  return [
    ...routes,
    { name: 'search-results', path: `/search?keyword=${keyword}&type=1` },
    { name: 'search-playlists', path: `/search?keyword=${keyword}&type=1000` },
    { name: 'mv-player', path: `/mv?id=${String(facts.mvs[0]?.id ?? 0)}` },
    { name: 'playing', path: `/search?keyword=${keyword}&type=1`, scene: 'playing' },
    { name: 'queue', path: `/search?keyword=${keyword}&type=1`, scene: 'queue' },
    {
      name: 'lyrics',
      path: `/search?keyword=${keyword}&type=1`,
      scene: 'lyrics',
      desktopOnly: true,
    },
    { name: 'equalizer', path: `/search?keyword=${keyword}&type=1`, scene: 'equalizer' },
    { name: 'sleep-timer', path: `/search?keyword=${keyword}&type=1`, scene: 'sleep-timer' },
    {
      name: 'player-sheet',
      path: `/search?keyword=${keyword}&type=1`,
      scene: 'player-sheet',
      mobileOnly: true,
    },
    // The song played and hearted, then the favourites and history it is in.
    { name: 'history-favorited', path: `/search?keyword=${keyword}&type=1`, scene: 'favorited' },
    // The song menu with its header (the desktop's; spec §2).
    {
      name: 'song-menu',
      path: `/search?keyword=${keyword}&type=1`,
      scene: 'song-menu',
      desktopOnly: true,
    },
    { name: 'set-donation', path: '/set?tab=donation' },
    // Audio quality, loudness normalisation and its pre-amp, unblocking.
    { name: 'set-playback', path: '/set?tab=playback' },
    // The frame opened, then the network gone: the offline banner.
    { name: 'offline', path: '/', scene: 'offline' },
    // A first visit's install prompt on home (web build, desktop widths: a phone is not asked).
    { name: 'install-prompt', path: '/', scene: 'install-prompt', desktopOnly: true },
    { name: 'user-logged-in', path: '/user', scene: 'logged-in' },
    { name: 'user-follows-logged-in', path: '/user/follows', scene: 'logged-in' },
    {
      name: 'user-hidden-records',
      path: `/user/detail/${String(facts.fixtures.hiddenRecordsUserId)}`,
      scene: 'logged-in',
    },
  ];
}
