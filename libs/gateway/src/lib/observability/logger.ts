import pino, { type DestinationStream, type Logger } from 'pino';

/** The gateway's structured logger (pino, JSON lines). */
export type GatewayLogger = Logger;

/**
 * Paths pino blanks in every log line: whatever could carry a NetEase or Bilibili login.
 * Request URLs are logged without their query string (see `requestLogger`), so a `cookie=`
 * parameter never reaches the log either.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-real-ip"]',
  'res.headers["set-cookie"]',
  'cookie',
  'token',
  'headers.cookie',
  'headers["set-cookie"]',
];

/** Creates the logger; tests pass a `destination` to capture the lines. */
export function createGatewayLogger(level: string, destination?: DestinationStream): GatewayLogger {
  return pino(
    {
      level,
      base: { service: 'cadenza-gateway' },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
