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
