import type {
  RemoteCommand,
  RemoteCommandRequest,
  RemoteCommandResult,
  RemoteControlState,
  RemoteNowPlaying,
  RemoteScope,
} from '../../ipc/remote-control.contract';
import { DEFAULT_REMOTE_CONTROL, type RemoteControlSettings } from '@cadenza/settings';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonFileStore } from '../store/json-file-store';
import type { RemoteRateLimits } from './remote-app-deps';
import { createRemoteControl, type RemoteControl } from './remote-control';

/** Limits high enough that only the rate-limit specs meet them. */
const ROOMY: RemoteRateLimits = {
  windowMs: 60_000,
  max: 10_000,
  pairWindowMs: 60_000,
  pairMax: 1_000,
};

/** A song as the page would report it. */
export const SONG: RemoteNowPlaying = {
  track: {
    id: 1001,
    name: 'Morning Tone',
    artists: ['Sim Artist'],
    album: 'Sim Album',
    coverUrl: null,
    durationMs: 180_000,
  },
  status: 'playing',
  positionSec: 12,
  volume: 0.5,
  muted: false,
  liked: false,
  queueIndex: 0,
  queueLength: 3,
};

/**
 * Remote control on a real loopback server (port 0), with a data folder of its own, a clock the
 * spec moves, and a stand-in page that answers each command with `answer` (undefined: silence).
 */
export async function startRemote(
  options: {
    settings?: Partial<RemoteControlSettings>;
    limits?: RemoteRateLimits;
    answer?: (command: RemoteCommand) => RemoteCommandResult | undefined;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadenza-remote-'));
  // Starts at the real time: the limiter's Retry-After compares its reset time with Date.now().
  const clock = { now: Date.now() };
  const commands: RemoteCommand[] = [];
  const states: RemoteControlState[] = [];
  const answer = options.answer ?? (() => ({ ok: true }) as const);
  const remote: RemoteControl = createRemoteControl({
    store: createJsonFileStore(dataDir),
    sendCommand: ({ id, command }: RemoteCommandRequest) => {
      commands.push(command);
      const result = answer(command);
      if (result) setImmediate(() => remote.player.reply(id, result));
    },
    sendState: (state) => states.push(state),
    now: () => clock.now,
    version: '1.2.3',
    networkInterfaces: () => ({}),
    limits: options.limits ?? ROOMY,
    commandTimeoutMs: 150,
  });
  await remote.load();
  const settings = { ...DEFAULT_REMOTE_CONTROL, enabled: true, port: 0, ...options.settings };
  await remote.applySettings(settings);
  const base = () => `http://127.0.0.1:${remote.state().server.port}`;

  /** A token of `scope`, paired through the API with a fresh code. */
  const pair = async (scope: RemoteScope, name = `${scope} phone`) => {
    const { code } = remote.pairing.create(scope);
    const response = await fetch(`${base()}/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, name }),
    });
    const body = (await response.json()) as { token: string; deviceId: string };
    if (response.status !== 201) throw new Error(`pairing failed: ${JSON.stringify(body)}`);
    return body;
  };
  const request = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('content-type', 'application/json');
    return fetch(`${base()}${path}`, { ...init, headers });
  };
  return {
    remote,
    clock,
    commands,
    states,
    dataDir,
    base,
    pair,
    request,
    async stop() {
      await remote.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The harness of one spec. */
export type RemoteHarness = Awaited<ReturnType<typeof startRemote>>;
