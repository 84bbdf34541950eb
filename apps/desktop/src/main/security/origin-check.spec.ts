import { createOriginCheck } from './origin-check';

const appOrigin = 'http://127.0.0.1:30488';

describe('createOriginCheck', () => {
  const check = createOriginCheck(appOrigin);
  it.each([
    ['http://127.0.0.1:30488/', true],
    ['http://127.0.0.1:30488/search?q=1', true],
    ['http://127.0.0.1:30489/', false],
    ['http://localhost:30488/', false],
    ['https://evil.example/', false],
    ['file:///app/index.html', false],
    [undefined, false],
    ['::not a url', false],
  ])('%s is trusted: %p', (url, trusted) => {
    expect(check(url)).toBe(trusted);
  });
});

describe('createOriginCheck for the app scheme', () => {
  const check = createOriginCheck('app://cadenza/');
  it.each([
    ['app://cadenza/', true],
    ['app://cadenza/lyric', true],
    // URL#origin is "null" for all of these: the check must not compare origins.
    ['app://other/', false],
    ['evil://cadenza/', false],
    ['custom://x/', false],
    ['http://cadenza/', false],
  ])('%s is trusted: %p', (url, trusted) => {
    expect(check(url)).toBe(trusted);
  });
});
