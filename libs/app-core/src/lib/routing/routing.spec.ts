import { APP_ROUTES, routeOf } from './route-table';
import {
  guardNavigation,
  historyKindFor,
  isLyricView,
  MINI_PATH,
  pathAfterMiniMode,
} from './mini-mode-guard';

describe('the route table of spec §2', () => {
  it('keeps alive exactly the routes the spec marks so', () => {
    const kept = APP_ROUTES.filter((route) => route.keepAlive).map((route) => route.screen);
    expect(kept).toEqual([
      'home',
      'search',
      'list',
      'toplist',
      'mv',
      'history',
      'user',
      'set',
      'downloads',
      'artistDetail',
      'videoSite',
      'playlistImport',
      'login',
    ]);
  });

  it('marks the page-scroll, back-button, mobile and layout flags of the spec', () => {
    const flagged = (flag: 'noPageScroll' | 'backButton' | 'mobile' | 'inLayout') =>
      APP_ROUTES.filter((route) => route[flag]).map((route) => route.screen);
    expect(flagged('noPageScroll')).toEqual(['search', 'user', 'set']);
    expect(flagged('backButton')).toEqual(['set', 'userFollows']);
    expect(flagged('mobile')).toEqual(['home', 'search', 'list', 'toplist', 'user']);
    expect(APP_ROUTES.filter((route) => !route.inLayout).map((route) => route.path)).toEqual([
      '/lyric',
      '/mini',
    ]);
    expect(routeOf('mini').path).toBe(MINI_PATH);
  });
});

describe('the mini-mode guard', () => {
  it('lets only /mini through while mini mode is on', () => {
    expect(guardNavigation(true, MINI_PATH)).toEqual({ kind: 'allow' });
    expect(guardNavigation(true, '/search')).toEqual({ kind: 'cancel' });
    expect(guardNavigation(true, '/')).toEqual({ kind: 'cancel' });
  });

  it('sends /mini to / while mini mode is off, and lets the rest through', () => {
    expect(guardNavigation(false, MINI_PATH)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardNavigation(false, '/set')).toEqual({ kind: 'allow' });
  });

  it('restores the saved path on leaving, falling back to /', () => {
    expect(pathAfterMiniMode('/artist/detail/7')).toBe('/artist/detail/7');
    expect(pathAfterMiniMode(null)).toBe('/');
    expect(pathAfterMiniMode('')).toBe('/');
    expect(pathAfterMiniMode(MINI_PATH)).toBe('/');
    expect(pathAfterMiniMode('/search?keyword=a#b')).toBe('/search?keyword=a#b');
    expect(pathAfterMiniMode(`${MINI_PATH}?x=1`)).toBe('/');
  });
});

describe('history and the lyric view', () => {
  it('uses plain paths with a host and a hash without one', () => {
    expect(historyKindFor({ host: 'localhost:8080' })).toBe('browser');
    expect(historyKindFor({ host: '' })).toBe('hash');
  });

  it('recognises a lyric view by the hash', () => {
    expect(isLyricView({ hash: '#/lyric' })).toBe(true);
    expect(isLyricView({ hash: '#/search' })).toBe(false);
    expect(isLyricView({ hash: '' })).toBe(false);
  });
});
