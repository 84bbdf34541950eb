import cors from 'cors';

/**
 * CORS for `/api`: same-origin by default (no CORS headers at all, so no other site can read
 * answers made with the user's session cookie); `ALLOWED_ORIGINS` lets listed origins call with
 * credentials. Preflights answer 204.
 */
export function corsPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Range'],
    exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
}
