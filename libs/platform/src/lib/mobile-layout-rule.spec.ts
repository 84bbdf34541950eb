import { isMobileLayout, isMobileUserAgent, MOBILE_MAX_WIDTH_PX } from './mobile-layout-rule';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('the mobile layout rule', () => {
  it('applies below 500 px on any agent, and not at 500 px on a desktop agent', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(500);
    expect(isMobileLayout(499, DESKTOP_CHROME)).toBe(true);
    expect(isMobileLayout(390, DESKTOP_CHROME)).toBe(true);
    expect(isMobileLayout(500, DESKTOP_CHROME)).toBe(false);
    expect(isMobileLayout(1280, DESKTOP_CHROME)).toBe(false);
  });

  it('applies at any width on a mobile agent', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID_TABLET)).toBe(true);
    expect(isMobileUserAgent(DESKTOP_CHROME)).toBe(false);
    expect(isMobileLayout(1024, ANDROID_TABLET)).toBe(true);
  });
});
