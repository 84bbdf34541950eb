import { findMenuRoute } from './menu-routes';

describe('menu routes', () => {
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
