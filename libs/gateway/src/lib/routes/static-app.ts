import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files here; they never change, so they are cached for a year. */
const HASHED_ASSETS_PREFIX = '/assets/';

/**
 * A request for a client route: a path that names no file, whatever it accepts, so a browser's
 * navigation, `curl http://host/` and an uptime monitor sending `*\/*` all get the page. Missing
 * scripts, styles and images (paths with an extension, or under `/assets/`) stay real 404s
 * instead of getting the page, which a browser would refuse as a module anyway.
 */
export function isPageNavigation(path: string): boolean {
  if (path.startsWith(HASHED_ASSETS_PREFIX)) return false;
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/**
 * Serves the built web app: hashed assets immutable, everything else revalidated on every load
 * (`index.html`, and the service worker, its Workbox runtime and the web manifest: were those
 * cached for long, installed apps would not see a new version), and the SPA fallback so a reload
 * on `/search` gets the app (which routes on the client).
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
    if (!isPageNavigation(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
