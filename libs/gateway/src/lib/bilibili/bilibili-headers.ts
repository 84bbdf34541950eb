/** The site Bilibili's API and CDNs expect requests to come from; the CDNs refuse others. */
export const BILIBILI_REFERER = 'https://www.bilibili.com/';

/** A current desktop Chrome: Bilibili answers non-browser user agents with risk-control errors. */
export const DESKTOP_CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * The `Cookie` header for Bilibili: the configured cookie (if any), then `buvid3=<buvid>`
 * unless the configured cookie already has its own. Undefined when there is nothing to send.
 */
export function bilibiliCookieHeader(
  configCookie: string | undefined,
  buvid: string | undefined,
): string | undefined {
  const parts: string[] = [];
  const own = configCookie?.trim().replace(/;\s*$/, '');
  if (own) parts.push(own);
  if (buvid && !hasBuvid3(own)) parts.push(`buvid3=${buvid}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** True when a cookie string already carries `buvid3`, so no buvid needs fetching. */
export function hasBuvid3(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)buvid3=/.test(cookie);
}
