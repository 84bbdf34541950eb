import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Outcome of checking a media URL. */
export type UrlCheck = 'ok' | 'expired' | 'invalid';

/**
 * Signs media URLs with an issue time and an expiry, as the real CDNs do: a URL stops working
 * when it expires (403), and control routes can expire URLs already handed out, for all songs
 * or for one. Each URL carries a serial number, so a revocation hits exactly the URLs issued
 * before it, even when a fake clock stands still.
 */
export class UrlSigner {
  private issuedCount = 0;
  private revokedBelow = 0;
  private readonly revokedById = new Map<string, number>();

  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  /** `path?i=<issued>&e=<expires>&n=<serial>&s=<signature>`; `id` names the song (or part) for revocation. */
  sign(path: string, id: string, nowMs: number, ttlMs: number): string {
    const issued = nowMs;
    const expires = nowMs + ttlMs;
    const serial = this.issuedCount++;
    return `${path}?i=${issued}&e=${expires}&n=${serial}&s=${this.signature(path, id, issued, expires, serial)}`;
  }

  /** Checks a request's path and query against its signature, expiry and revocations. */
  check(path: string, id: string, query: Record<string, unknown>, nowMs: number): UrlCheck {
    const issued = Number(query['i']);
    const expires = Number(query['e']);
    const serial = typeof query['n'] === 'string' ? Number(query['n']) : Number.NaN;
    const given = typeof query['s'] === 'string' ? query['s'] : '';
    if (!Number.isFinite(issued) || !Number.isFinite(expires) || !Number.isSafeInteger(serial))
      return 'invalid';
    const expected = this.signature(path, id, issued, expires, serial);
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ) {
      return 'invalid';
    }
    const revokedBelow = Math.max(this.revokedBelow, this.revokedById.get(id) ?? 0);
    return nowMs >= expires || serial < revokedBelow ? 'expired' : 'ok';
  }

  /** Expires every URL issued so far, or only those of `id`; URLs signed afterwards work. */
  expireIssued(id?: string): void {
    if (id === undefined) this.revokedBelow = this.issuedCount;
    else this.revokedById.set(id, this.issuedCount);
  }

  private signature(
    path: string,
    id: string,
    issued: number,
    expires: number,
    serial: number,
  ): string {
    return createHmac('sha256', this.secret)
      .update(`${path}|${id}|${issued}|${expires}|${serial}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
