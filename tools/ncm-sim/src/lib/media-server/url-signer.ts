import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Outcome of checking a media URL. */
export type UrlCheck = 'ok' | 'expired' | 'invalid';

/**
 * Signs media URLs with an issue time and an expiry, as the real CDNs do: a URL stops working
 * when it expires (403), and control routes can expire URLs already handed out, for all songs
 * or for one.
 */
export class UrlSigner {
  private revokedBefore = 0;
  private readonly revokedById = new Map<string, number>();

  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  /** `path?i=<issued>&e=<expires>&s=<signature>`; `id` names the song (or part) for revocation. */
  sign(path: string, id: string, nowMs: number, ttlMs: number): string {
    const issued = nowMs;
    const expires = nowMs + ttlMs;
    return `${path}?i=${issued}&e=${expires}&s=${this.signature(path, id, issued, expires)}`;
  }

  /** Checks a request's path and query against its signature, expiry and revocations. */
  check(path: string, id: string, query: Record<string, unknown>, nowMs: number): UrlCheck {
    const issued = Number(query['i']);
    const expires = Number(query['e']);
    const given = typeof query['s'] === 'string' ? query['s'] : '';
    if (!Number.isFinite(issued) || !Number.isFinite(expires)) return 'invalid';
    const expected = this.signature(path, id, issued, expires);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      return 'invalid';
    }
    const revoked = Math.max(this.revokedBefore, this.revokedById.get(id) ?? 0);
    return nowMs >= expires || issued < revoked ? 'expired' : 'ok';
  }

  /** Expires every URL issued before `nowMs`, or only those of `id`. */
  expireIssued(nowMs: number, id?: string): void {
    // +1: a URL issued in the same millisecond as the revocation is revoked too.
    if (id === undefined) this.revokedBefore = nowMs + 1;
    else this.revokedById.set(id, nowMs + 1);
  }

  private signature(path: string, id: string, issued: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}|${id}|${issued}|${expires}`).digest('base64url').slice(0, 22);
  }
}
