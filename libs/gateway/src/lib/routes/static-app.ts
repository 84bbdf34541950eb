import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files here; they never change, so they are cached for a year. */
const HASHED_ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app: hashed assets immutable, `index.html` revalidated on every load,
 * and the SPA fallback so a reload on `/search` gets the app (which routes on the client).
 */
export function createStaticAppRouter(staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`the web app is not built: ${indexFile} is missing (run "npx nx build web")`);
  }
  const router = Router();
  router.use(
    express.static(staticDir, {
      index: false,
      setHeaders: (res, path) => {
        const isHashed = path.includes(`${join(staticDir, HASHED_ASSETS_PREFIX)}`);
        res.setHeader(
          'Cache-Control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get('*', (req, res, next) => {
    // Missing files under /assets are real 404s, not pages.
    if (req.path.startsWith(HASHED_ASSETS_PREFIX) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
