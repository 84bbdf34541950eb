import helmet from 'helmet';

/**
 * Security headers for everything the gateway answers (helmet), with a Content Security Policy
 * for the web app: its own scripts only, media and images from the gateway itself and from the
 * configured media origins (NetEase's CDN, or the simulator's in the offline demo), no frames,
 * no plugins, and no form posts elsewhere.
 */
export function securityHeaders(options: { mediaOrigins: readonly string[]; https: boolean }) {
  const media = [...options.mediaOrigins];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (progress bars, covers); no inline <style> is needed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        mediaSrc: ["'self'", 'blob:', ...media],
        // The player reads audio through Web Audio (CORS fetches of the media URLs).
        connectSrc: ["'self'", ...media],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Audio and covers come from other origins; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // The stream proxy's answers are media for pages of this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only makes sense when the deployment is served over https (a reverse proxy says so).
    strictTransportSecurity: options.https,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
