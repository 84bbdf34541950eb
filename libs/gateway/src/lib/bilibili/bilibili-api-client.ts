import {
  BILIBILI_REFERER,
  DESKTOP_CHROME_USER_AGENT,
  bilibiliCookieHeader,
  hasBuvid3,
} from './bilibili-headers';
import { BilibiliUpstreamError, untilAborted, upstreamErrorFrom } from './bilibili-upstream-error';
import { RefreshingValue } from './refreshing-value';
import { signWbiQuery, wbiKeyFromUrl, type WbiKeys } from './wbi-sign';

/** What {@link BilibiliApiClient} needs. */
export interface BilibiliApiClientDeps {
  /** Base of the web API, e.g. `https://api.bilibili.com`. */
  apiUrl: string;
  /** The configured Bilibili cookie; sent, never logged. */
  cookie: string | undefined;
  /** Budget of each upstream call (the shared key and buvid loads get their own). */
  timeoutMs: number;
  fetch: typeof fetch;
  /** Clock in epoch ms (`wts`, key expiry). */
  now: () => number;
}

/** A JSON object Bilibili answered, and its exact text (sent on verbatim, big numbers intact). */
export interface BilibiliAnswer {
  text: string;
  body: Record<string, unknown>;
}

/** How long WBI keys are used before `/nav` is asked again (contract §4.1). */
export const WBI_KEYS_TTL_MS = 30 * 60_000;

/** Bilibili's answer to a WBI signature it does not accept (HTTP 200, `code -403`). */
const SIGNATURE_REJECTED_CODE = -403;

const NAV_PATH = '/x/web-interface/nav';
const BUVID_PATH = '/x/web-frontend/getbuvid';

/**
 * Calls Bilibili's web API the way its web client does: WBI-signed queries, a browser
 * User-Agent, the site Referer, and `Cookie: <configured>; buvid3=<buvid>`. The WBI keys come
 * from `/nav` and are kept 30 minutes; the buvid comes once from `/getbuvid` and is kept for the
 * process (a failed buvid load is not fatal: the call goes out without it and the next one tries
 * again).
 */
export class BilibiliApiClient {
  private readonly base: string;
  private readonly keys: RefreshingValue<WbiKeys>;
  private readonly buvid: RefreshingValue<string>;
  /** The last buvid loaded, for callers that must not wait for one. */
  private knownBuvid: string | undefined;

  constructor(private readonly deps: BilibiliApiClientDeps) {
    this.base = deps.apiUrl.replace(/\/+$/, '');
    this.keys = new RefreshingValue(() => this.loadKeys(), WBI_KEYS_TTL_MS, deps.now);
    this.buvid = new RefreshingValue(() => this.loadBuvid(), Number.POSITIVE_INFINITY, deps.now);
  }

  /**
   * GETs `path` with `params` WBI-signed; resolves with Bilibili's JSON object whatever its
   * `code`, or rejects with a {@link BilibiliUpstreamError}. If Bilibili rejects the signature
   * and the keys came from the cache (they may have rotated), the keys are fetched again and
   * the call is repeated once.
   */
  async callSigned(
    path: string,
    params: Readonly<Record<string, string>>,
    deadline: AbortSignal,
  ): Promise<BilibiliAnswer> {
    const [keys, buvid] = await Promise.all([
      this.waitFor(this.keys.get(), deadline),
      this.currentBuvid(deadline),
    ]);
    const cookie = bilibiliCookieHeader(this.deps.cookie, buvid);
    const first = await this.getJson(this.signedPath(path, params, keys.value), deadline, cookie);
    if (first.body['code'] !== SIGNATURE_REJECTED_CODE || keys.fresh) return first;
    this.keys.invalidate();
    const renewed = await this.waitFor(this.keys.get(), deadline);
    return this.getJson(this.signedPath(path, params, renewed.value), deadline, cookie);
  }

  /**
   * The `Cookie` header with what is known right now (no load is started), for the stream
   * proxy: media requests must not wait on, or fail because of, the API.
   */
  knownCookieHeader(): string | undefined {
    return bilibiliCookieHeader(this.deps.cookie, this.knownBuvid);
  }

  private signedPath(path: string, params: Readonly<Record<string, string>>, keys: WbiKeys) {
    return `${path}?${signWbiQuery(params, keys, this.deps.now() / 1000)}`;
  }

  private async currentBuvid(deadline: AbortSignal): Promise<string | undefined> {
    if (hasBuvid3(this.deps.cookie)) return undefined;
    try {
      const { value } = await untilAborted(this.buvid.get(), deadline);
      this.knownBuvid = value;
      return value;
    } catch {
      return undefined;
    }
  }

  private async waitFor<T>(promise: Promise<T>, deadline: AbortSignal): Promise<T> {
    try {
      return await untilAborted(promise, deadline);
    } catch (error) {
      throw upstreamErrorFrom(error, 'Bilibili');
    }
  }

  private async loadKeys(): Promise<WbiKeys> {
    const signal = AbortSignal.timeout(this.deps.timeoutMs);
    const { body } = await this.getJson(
      NAV_PATH,
      signal,
      bilibiliCookieHeader(this.deps.cookie, undefined),
    );
    const image = objectAt(objectAt(body, 'data'), 'wbi_img');
    const imgUrl = image['img_url'];
    const subUrl = image['sub_url'];
    const imgKey = typeof imgUrl === 'string' ? wbiKeyFromUrl(imgUrl) : '';
    const subKey = typeof subUrl === 'string' ? wbiKeyFromUrl(subUrl) : '';
    if (!imgKey || !subKey) {
      throw new BilibiliUpstreamError('invalid_body', 'Bilibili gave no WBI signing keys');
    }
    return { imgKey, subKey };
  }

  private async loadBuvid(): Promise<string> {
    const signal = AbortSignal.timeout(this.deps.timeoutMs);
    const { body } = await this.getJson(
      BUVID_PATH,
      signal,
      bilibiliCookieHeader(this.deps.cookie, undefined),
    );
    const buvid = objectAt(body, 'data')['buvid'];
    // It goes into a header: anything but a plain token is refused rather than sent.
    if (typeof buvid !== 'string' || !/^[\w-]{1,128}$/.test(buvid)) {
      throw new BilibiliUpstreamError('invalid_body', 'Bilibili gave no buvid');
    }
    return buvid;
  }

  private async getJson(
    pathAndQuery: string,
    signal: AbortSignal,
    cookie: string | undefined,
  ): Promise<BilibiliAnswer> {
    const headers: Record<string, string> = {
      'User-Agent': DESKTOP_CHROME_USER_AGENT,
      Referer: BILIBILI_REFERER,
      Accept: 'application/json, text/plain, */*',
    };
    if (cookie) headers['Cookie'] = cookie;
    let text: string;
    try {
      const response = await this.deps.fetch(`${this.base}${pathAndQuery}`, {
        headers,
        signal,
        redirect: 'manual',
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new BilibiliUpstreamError('http_status', `Bilibili answered HTTP ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      throw upstreamErrorFrom(error, 'Bilibili');
    }
    return { text, body: parseObject(text) };
  }
}

function parseObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BilibiliUpstreamError('invalid_body', 'Bilibili answered something that is not JSON');
  }
  if (!isObject(parsed)) {
    throw new BilibiliUpstreamError('invalid_body', 'Bilibili answered JSON that is not an object');
  }
  return parsed;
}

function objectAt(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const child = value[key];
  return isObject(child) ? child : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
