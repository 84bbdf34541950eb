import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SimSong } from '../catalogue/catalogue.types';
import { mediaFiles } from '../media-server/media-layout';
import type { SimWorld } from '../sim-world';
import { startSim, type RunningSim } from '../start-sim';

// Shared harness of the behaviour specs: one simulator per spec file on ephemeral ports, a fake
// clock injected as `now`, a throw-away media folder, and small typed fetch helpers.

/** The clock the simulator reads; tests move it instead of sleeping. */
export interface FakeClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** Epoch ms the fake clock starts at: 2025-06-01 08:00 UTC. */
export const FAKE_CLOCK_START = Date.UTC(2025, 5, 1, 8, 0, 0);

export function createFakeClock(start = FAKE_CLOCK_START): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

/** A query value as a client would put it in the URL. */
export type QueryValue = string | number | boolean;
export type Query = Readonly<Record<string, QueryValue>>;

/** An HTTP answer with its JSON body (typed by the caller), or null when it was not JSON. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The services of a running simulator, by the key of `RunningSim.urls`. */
export type SimServiceName = keyof RunningSim['urls'];

/** A running behaviour simulator; its members are usable inside tests and hooks only. */
export interface BehaviourSim {
  readonly sim: RunningSim;
  readonly world: SimWorld;
  readonly clock: FakeClock;
  readonly mediaDir: string;
  /** Absolute URL of `path` on a service, with `query` appended. */
  url(path: string, query?: Query, service?: SimServiceName): string;
  /** `GET` on the NetEase service. */
  get<T = Record<string, unknown>>(
    path: string,
    query?: Query,
    init?: RequestInit,
  ): Promise<Answer<T>>;
  /** `POST` with a JSON body on the NetEase service (`query` goes to the URL). */
  post<T = Record<string, unknown>>(
    path: string,
    body: Record<string, unknown>,
    query?: Query,
  ): Promise<Answer<T>>;
  /** A simulator control route (`/__sim/...`) with an optional JSON body. */
  control<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Answer<T>>;
  /** A logged-in cookie string for `userId` (default: the demo user) via `POST /__sim/login`. */
  login(userId?: number): Promise<string>;
  /** Writes `bytes` as the generated audio file of `song` in the media folder. */
  writeSongAudio(song: SimSong, bytes: Buffer): void;
  /** Back to the initial state: `world.reset()` and the clock at its start. */
  reset(): void;
}

/** `length` deterministic bytes: byte i is `(i * 31 + 7) % 251`, so every offset is recognisable. */
export function deterministicBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 31 + 7) % 251));
}

/** Reads an answer's body as JSON, or null when it is empty or not JSON. */
export async function readAnswer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

function withQuery(base: string, query: Query | undefined): string {
  if (!query || Object.keys(query).length === 0) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `${base}${base.includes('?') ? '&' : '?'}${search.toString()}`;
}

/** Options of {@link useBehaviourSim}. */
export interface BehaviourSimOptions {
  /**
   * The media folder to serve (e.g. `specMediaDir`'s, kept afterwards); a throw-away empty one,
   * removed afterwards, unless given.
   */
  mediaDir?: () => Promise<string>;
}

/**
 * Starts a simulator (no media generation, fake clock) before the file's tests and closes it
 * after them.
 */
export function useBehaviourSim(options: BehaviourSimOptions = {}): BehaviourSim {
  const clock = createFakeClock();
  let running: { sim: RunningSim; mediaDir: string; keepMedia: boolean } | undefined;
  const state = () => {
    if (!running) throw new Error('the behaviour simulator is not running: use it inside tests');
    return running;
  };

  beforeAll(async () => {
    const keepMedia = options.mediaDir !== undefined;
    const mediaDir = options.mediaDir
      ? await options.mediaDir()
      : mkdtempSync(join(tmpdir(), 'ncm-sim-behaviour-'));
    const sim = await startSim({ port: 0, generateMedia: false, mediaDir, now: clock.now });
    running = { sim, mediaDir, keepMedia };
  }, 120_000);

  afterAll(async () => {
    if (!running) return;
    await running.sim.close();
    if (!running.keepMedia) rmSync(running.mediaDir, { recursive: true, force: true });
    running = undefined;
  });

  const harness: BehaviourSim = {
    get sim() {
      return state().sim;
    },
    get world() {
      return state().sim.world;
    },
    get mediaDir() {
      return state().mediaDir;
    },
    clock,
    url(path, query, service = 'netease') {
      return withQuery(`${state().sim.urls[service]}${path}`, query);
    },
    async get(path, query, init) {
      return readAnswer(await fetch(harness.url(path, query), init));
    },
    async post(path, body, query) {
      return readAnswer(
        await fetch(harness.url(path, query), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    },
    async control(method, path, body) {
      return readAnswer(
        await fetch(harness.url(`/__sim${path}`), {
          method,
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        }),
      );
    },
    async login(userId) {
      const answer = await harness.control<{ cookie?: string }>(
        'POST',
        '/login',
        userId === undefined ? {} : { userId },
      );
      if (answer.status !== 200 || typeof answer.body.cookie !== 'string') {
        throw new Error(`/__sim/login answered ${answer.status}`);
      }
      return answer.body.cookie;
    },
    writeSongAudio(song, bytes) {
      const file = join(state().mediaDir, mediaFiles.song(song));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    },
    reset() {
      state().sim.world.reset();
      clock.set(FAKE_CLOCK_START);
    },
  };
  return harness;
}
