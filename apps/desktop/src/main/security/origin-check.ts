/** Decides whether a URL belongs to the app (Electron security checklist: validate senders). */
export type OriginCheck = (url: string | undefined) => boolean;

/** True only for URLs on exactly `allowedOrigin`; missing or unparsable URLs are refused. */
export function createOriginCheck(allowedOrigin: string): OriginCheck {
  return (url) => {
    if (!url) return false;
    try {
      return new URL(url).origin === allowedOrigin;
    } catch {
      return false;
    }
  };
}
