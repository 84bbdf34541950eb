import type {
  RemoteCommand,
  RemoteCommandRequest,
  RemoteCommandResult,
  RemoteNowPlaying,
} from '../../ipc/remote-control.contract';
import { randomUUID } from 'node:crypto';

/** How long the server waits for the page to answer a command before saying the player is away. */
export const COMMAND_TIMEOUT_MS = 3_000;

/** The player cannot be reached: no page, or it did not answer in time. */
export class PlayerUnavailableError extends Error {
  constructor() {
    super('the player did not answer');
    this.name = 'PlayerUnavailableError';
  }
}

/** The last now-playing report, with when main received it. */
export interface NowPlayingSnapshot extends RemoteNowPlaying {
  /** Epoch ms of the report; `positionSec` was true then. */
  updatedAt: number;
}

/** Nothing reported yet (no page, or its player has not loaded). */
const NOTHING_PLAYING: RemoteNowPlaying = {
  track: null,
  status: 'idle',
  positionSec: 0,
  volume: 1,
  muted: false,
  liked: false,
  queueIndex: -1,
  queueLength: 0,
};

/** The server's way to the player in the page. */
export interface PlayerLink {
  /** Sends a command and waits for the page's answer; rejects with {@link PlayerUnavailableError}. */
  command(command: RemoteCommand): Promise<RemoteCommandResult>;
  /** The page answered a command (an unknown or late id is ignored). */
  reply(id: string, result: RemoteCommandResult): void;
  /** The page reported what plays; listeners hear it only when something changed. */
  report(nowPlaying: RemoteNowPlaying): void;
  nowPlaying(): NowPlayingSnapshot;
  /** Calls `listener` on every change of now-playing; returns the unsubscribe. */
  subscribe(listener: (nowPlaying: NowPlayingSnapshot) => void): () => void;
  /** Fails every command still waiting (the server stops). */
  dispose(): void;
}

/**
 * Links the server to the page's player: commands go out through `send` (the `remote-command`
 * event) and come back through {@link PlayerLink.reply}; now-playing is what the page last said.
 */
export function createPlayerLink(options: {
  send: (request: RemoteCommandRequest) => void;
  now: () => number;
  timeoutMs?: number;
}): PlayerLink {
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const pending = new Map<
    string,
    {
      resolve: (result: RemoteCommandResult) => void;
      reject: (error: Error) => void;
      timer: NodeJS.Timeout;
    }
  >();
  const listeners = new Set<(nowPlaying: NowPlayingSnapshot) => void>();
  let snapshot: NowPlayingSnapshot = { ...NOTHING_PLAYING, updatedAt: options.now() };
  let shown = JSON.stringify(NOTHING_PLAYING);

  return {
    command(command) {
      const id = randomUUID();
      return new Promise<RemoteCommandResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new PlayerUnavailableError());
        }, timeoutMs);
        // A waiting command must not keep a quitting app alive.
        timer.unref();
        pending.set(id, { resolve, reject, timer });
        options.send({ id, command });
      });
    },
    reply(id, result) {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(result);
    },
    report(nowPlaying) {
      const key = JSON.stringify(nowPlaying);
      if (key === shown) return;
      shown = key;
      snapshot = { ...nowPlaying, updatedAt: options.now() };
      for (const listener of [...listeners]) listener(snapshot);
    },
    nowPlaying: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        pending.delete(id);
        waiting.reject(new PlayerUnavailableError());
      }
      listeners.clear();
    },
  };
}
