import { MENU_ROUTES, findMenuRoute } from './menu-routes';

describe('menu routes', () => {
  it('lists the in-menu routes of the spec in order', () => {
    expect(MENU_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/search',
      '/list',
      '/toplist',
      '/mv',
      '/history',
      '/user',
      '/set',
      '/downloads',
    ]);
  });

  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/search', 'search'],
    ['/user/follows', 'user'],
    ['/set/', 'set'],
    ['/artist/detail/1', undefined],
    ['/searchable', undefined],
  ])('%s belongs to %s', (pathname, id) => {
    expect(findMenuRoute(pathname)?.id).toBe(id);
  });
});
