/** Decides whether a URL belongs to the app (Electron security checklist: validate senders). */
export type OriginCheck = (url: string | undefined) => boolean;

/**
 * True only for URLs of exactly `allowedOrigin`'s scheme and host (with port); missing or
 * unparsable URLs are refused. Compared by scheme and host rather than by `URL#origin`, which is
 * the opaque "null" for every custom scheme (`app://cadenza` and `evil://x` alike).
 */
export function createOriginCheck(allowedOrigin: string): OriginCheck {
  const allowed = new URL(allowedOrigin);
  return (url) => {
    if (!url) return false;
    try {
      const candidate = new URL(url);
      return candidate.protocol === allowed.protocol && candidate.host === allowed.host;
    } catch {
      return false;
    }
  };
}
