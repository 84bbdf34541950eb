import type { Response } from 'express';

/**
 * Sends a media file with what players and the Web Audio equalizer need: `Range` (206 with
 * `Content-Range`, 416 when unsatisfiable) and `HEAD` through Express's `sendFile`, the given
 * content type, and CORS headers so a cross-origin `<audio>` can feed an AnalyserNode.
 */
export function sendMediaFile(res: Response, absolutePath: string, contentType: string): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');
  res.sendFile(
    absolutePath,
    {
      acceptRanges: true,
      cacheControl: false,
      lastModified: false,
      etag: false,
      headers: { 'Content-Type': contentType },
    },
    (error: (Error & { status?: number; headers?: Record<string, string> }) | undefined) => {
      if (!error || res.headersSent) return;
      // A range past the end is 416 with `Content-Range: bytes */<size>`; anything else is a missing file.
      if (error.status === 416) {
        res
          .set(error.headers ?? {})
          .status(416)
          .type('text/plain')
          .send('range not satisfiable');
        return;
      }
      res.status(404).type('text/plain').send('not found');
    },
  );
}

/** A plain 403, as CDNs answer an expired or unsigned URL. */
export function sendForbidden(res: Response, reason: string): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.status(403).type('text/plain').send(`403 Forbidden: ${reason}`);
}
