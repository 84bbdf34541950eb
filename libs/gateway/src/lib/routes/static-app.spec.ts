import { isPageNavigation } from './static-app';

describe('isPageNavigation', () => {
  it.each([
    ['/', true],
    ['/artist/detail/42', true],
    ['/user/follows', true],
    ['/search', true],
    ['/artist/detail/assets/index-abc.js', false],
    ['/assets/index-abc.js', false],
    ['/assets/chunk', false],
    ['/favicon.ico', false],
    ['/music-list/1.2', false],
  ])('%s names a client route: %p', (path, expected) => {
    expect(isPageNavigation(path)).toBe(expected);
  });
});
