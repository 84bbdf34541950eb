import { CookieJar } from 'tough-cookie';

/** Where the jar is kept between launches (the main-process store's file, or memory in tests). */
export interface CookieJarStorage {
  read(): Promise<unknown>;
  write(serialized: unknown): Promise<void>;
}

/** The gateway's cookies, held by main for the app's windows. */
export interface GatewayCookies {
  /** The `Cookie` header for a request to `url` ('' when there is none). */
  header(url: string): string;
  /** Takes the `Set-Cookie` headers of an answer from `url`, and saves the jar when it changed. */
  take(url: string, setCookies: readonly string[]): Promise<void>;
}

/**
 * The gateway's session cookie is kept by main, not by the page: the page's origin is
 * `app://cadenza` whatever port the gateway got, and custom schemes' cookie support in Chromium
 * is not something to rely on. Cookies are per host, not per port (RFC 6265), so the login
 * survives the gateway moving to another port. A stored jar that does not parse starts empty.
 */
export async function loadGatewayCookies(
  storage: CookieJarStorage,
  onCorrupt: (error: unknown) => void,
): Promise<GatewayCookies> {
  let jar = new CookieJar();
  const stored = await storage.read().catch((error: unknown) => {
    onCorrupt(error);
    return null;
  });
  if (stored) {
    try {
      jar = CookieJar.deserializeSync(stored as string);
    } catch (error) {
      onCorrupt(error);
    }
  }
  return {
    header: (url) => jar.getCookieStringSync(url),
    take: async (url, setCookies) => {
      if (setCookies.length === 0) return;
      for (const cookie of setCookies) jar.setCookieSync(cookie, url, { ignoreError: true });
      await storage.write(jar.serializeSync());
    },
  };
}
