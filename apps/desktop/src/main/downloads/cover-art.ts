/** Cover image bytes and their type, for the ID3 picture frame. */
export interface CoverArt {
  mime: string;
  bytes: Buffer;
}

/** A cover larger than this is not embedded (NetEase's largest covers are about 1 MB). */
export const MAX_COVER_BYTES = 8 * 1024 * 1024;
/** How long the cover may take: the song is already downloaded and waits for it. */
export const COVER_TIMEOUT_MS = 15_000;

/**
 * Fetches the cover for the tags. A cover is a nicety: any failure (network, status, not an
 * image, too large, too slow) gives null and is reported to `onFailure`, and the song is saved
 * without it.
 */
export async function fetchCoverArt(
  url: string | null,
  fetch: typeof globalThis.fetch,
  onFailure: (reason: string) => void,
): Promise<CoverArt | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(COVER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const mime = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!mime.startsWith('image/')) throw new Error(`not an image (${mime || 'no type'})`);
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_COVER_BYTES) throw new Error(`too large (${declared} bytes)`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_COVER_BYTES) throw new Error(`too large (${bytes.length} bytes)`);
    if (bytes.length === 0) throw new Error('empty');
    return { mime, bytes };
  } catch (error) {
    onFailure(error instanceof Error ? error.message : String(error));
    return null;
  }
}
