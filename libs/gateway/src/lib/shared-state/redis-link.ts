import { Redis } from 'ioredis';

/** What a {@link RedisLink} tells the gateway about itself. */
export interface RedisLinkEvents {
  /** The link went from usable to not (or back): logged once per change, shown in metrics. */
  onChange?: (up: boolean, reason: string) => void;
  /** A command failed or timed out, and the caller fell back to memory; `use` names the caller. */
  onFallback?: (use: string) => void;
}

/** Options of {@link connectRedis}. */
export interface RedisLinkOptions extends RedisLinkEvents {
  url: string;
  /** Longest wait for one command. */
  timeoutMs: number;
  /** After this many failures in a row, Redis is left alone for {@link restMs} (default 3). */
  failuresBeforeRest?: number;
  /** How long a failing Redis is left alone before a command tries it again (default 1 s). */
  restMs?: number;
  now?: () => number;
}

/** Raised instead of waiting when the link is known to be unusable. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis is unavailable (${reason})`);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * The replicas' shared Redis, used so that it can never fail a request: every command is
 * bounded in time, and a caller that gets an error serves from memory instead. While the
 * connection is down, or after a few failures in a row (a Redis that accepts connections but
 * does not answer), commands are not even tried, so requests do not each wait the timeout;
 * the client reconnects by itself, at most a second apart, and the link is used again as soon
 * as it is ready.
 */
export interface RedisLink {
  /** Whether commands go to Redis now. */
  isUp(): boolean;
  /** For health: usable or not, and why (a short reason such as `ECONNREFUSED`, never the URL). */
  state(): { up: boolean; reason: string };
  /**
   * Runs `command` on the client if the link is up; rejects at once with
   * {@link RedisUnavailableError} if not. A rejection counts towards resting the link and is
   * reported as a fallback of `use`.
   */
  run<T>(use: string, command: (client: Redis) => Promise<T>): Promise<T>;
  /** Called on every (re)connection, first included: scripts and queued writes are sent again. */
  onReady(listener: () => void): void;
  close(): Promise<void>;
}

/** Connects to `url` (the connection is made in the background; the link is down until then). */
export function connectRedis(options: RedisLinkOptions): RedisLink {
  const { timeoutMs, failuresBeforeRest = 3, restMs = 1_000, now = Date.now } = options;
  const client = new Redis(options.url, {
    // A command on a lost connection fails at once instead of queueing until Redis returns:
    // the request it serves is answered from memory meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: Math.max(timeoutMs, 1_000),
    // Reconnect forever, quickly: sharing resumes within about a second of Redis returning.
    retryStrategy: (attempt) => Math.min(100 * attempt, 1_000),
    lazyConnect: false,
  });
  const readyListeners: (() => void)[] = [];
  let failuresInARow = 0;
  let restingUntil = 0;
  let reportedUp = false;
  let lastReason = 'connecting';

  const report = (up: boolean, reason: string) => {
    lastReason = reason;
    if (up === reportedUp) return;
    reportedUp = up;
    options.onChange?.(up, reason);
  };
  client.on('ready', () => {
    failuresInARow = 0;
    restingUntil = 0;
    report(true, 'connected');
    for (const listener of readyListeners) listener();
  });
  // Without an 'error' listener ioredis prints every reconnection failure to stderr.
  client.on('error', (error: Error) => report(false, errorReason(error)));
  client.on('close', () =>
    report(false, lastReason === 'connected' ? 'connection closed' : lastReason),
  );

  const isUp = () => client.status === 'ready' && now() >= restingUntil;

  return {
    isUp,
    state: () => ({ up: isUp(), reason: isUp() ? 'connected' : lastReason }),
    async run(use, command) {
      if (!isUp()) {
        throw new RedisUnavailableError(client.status === 'ready' ? 'resting' : client.status);
      }
      try {
        const result = await command(client);
        failuresInARow = 0;
        if (!reportedUp) report(true, 'answering again');
        return result;
      } catch (error) {
        options.onFallback?.(use);
        failuresInARow += 1;
        if (failuresInARow >= failuresBeforeRest) {
          failuresInARow = 0;
          restingUntil = now() + restMs;
          report(false, errorReason(error));
        }
        throw error;
      }
    },
    onReady(listener) {
      readyListeners.push(listener);
      if (client.status === 'ready') listener();
    },
    async close() {
      client.disconnect(false);
    },
  };
}

/** A short reason for logs and health, never the URL (it may hold a password). */
function errorReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== undefined) return code;
    return /timed? ?out/i.test(error.message) ? 'timeout' : error.name;
  }
  return 'error';
}
