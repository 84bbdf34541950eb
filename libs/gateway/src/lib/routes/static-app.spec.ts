import { isPageNavigation } from './static-app';

const BROWSER_NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('isPageNavigation', () => {
  it.each([
    ['/', BROWSER_NAVIGATION, true],
    ['/artist/detail/42', BROWSER_NAVIGATION, true],
    ['/user/follows', 'text/html', true],
    ['/artist/detail/assets/index-abc.js', '*/*', false],
    ['/search', '*/*', false],
    ['/search', undefined, false],
    ['/assets/index-abc.js', BROWSER_NAVIGATION, false],
    ['/favicon.ico', BROWSER_NAVIGATION, false],
    ['/music-list/1.2', BROWSER_NAVIGATION, false],
  ])('%s with Accept %p is a page navigation: %p', (path, accept, expected) => {
    expect(isPageNavigation(path, accept)).toBe(expected);
  });
});
