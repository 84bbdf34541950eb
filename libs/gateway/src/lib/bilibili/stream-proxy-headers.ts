import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { BILIBILI_REFERER, DESKTOP_CHROME_USER_AGENT } from './bilibili-headers';

/** Upstream response headers passed to the client; everything else (cookies, server) stays behind. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
  'cache-control',
] as const;

const RANGE_HEADER = /^bytes=\d*-\d*(?:,\s*\d*-\d*)*$/;

/**
 * The headers a media request goes upstream with: the site's Referer and a browser's
 * User-Agent (the CDNs require them), the client's `Range`/`If-Range` when well-formed (so
 * seeking works), and the Bilibili cookie if one is known. Nothing else of the client's.
 */
export function mediaRequestHeaders(req: Request, cookie: string | undefined): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'User-Agent': DESKTOP_CHROME_USER_AGENT,
    Referer: BILIBILI_REFERER,
    Accept: '*/*',
    // Content-Encoding is not passed back, so the body must arrive as it is.
    'Accept-Encoding': 'identity',
  };
  const range = req.get('range');
  if (range && range.length <= 256 && RANGE_HEADER.test(range)) headers['Range'] = range;
  const ifRange = req.get('if-range');
  if (range && ifRange && ifRange.length <= 256) headers['If-Range'] = ifRange;
  if (cookie) headers['Cookie'] = cookie;
  return headers;
}

/**
 * Sets the client's response headers from a media answer: the short safe list for a 2xx (only
 * `Content-Range` for a 416), `Cache-Control: no-store` unless upstream set one, and headers
 * that stop a browser from ever running the bytes as a page of the gateway's origin.
 */
export function setMediaResponseHeaders(
  res: Response,
  upstream: IncomingMessage,
  success: boolean,
): void {
  // Whatever an earlier middleware chose does not describe these bytes; upstream's value or no-store does.
  res.removeHeader('Cache-Control');
  for (const name of success ? PASSED_HEADERS : (['content-range'] as const)) {
    const value = upstream.headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}
