import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALT_SOURCE_RESPONSE_SCHEMAS,
  BILIBILI_RESPONSE_SCHEMAS,
  describeIssues,
  NETEASE_RESPONSE_SCHEMAS,
  type AltSourceResponseDto,
  type AltSourceRoute,
  type BilibiliResponseDto,
  type BilibiliRoute,
  type NeteaseResponseDto,
  type NeteaseRoute,
} from '@cadenza/contract';
import { z } from 'zod/mini';
import { createSimClient } from '../client/sim-client';
import type { SimInfo } from '../control/sim-info';
import { startSim, type RunningSim } from '../start-sim';

// Shared harness of the contract tests: one simulator per spec file, requests sent exactly as the
// reference client sends them (contract §1.2), and schema checks that name the route on failure.

/** What the contract tests rely on in `GET /__sim/info`: every fixture list has an entry. */
const simInfoSchema = z.object({
  fixtures: z.object({
    demoUserId: z.number(),
    hiddenRecordsUserId: z.number(),
    bigPlaylistId: z.number(),
    bigPlaylistSize: z.number(),
    noCopyrightSongId: z.number(),
    trialSongIds: z.array(z.number()).check(z.minLength(1)),
    unavailableSongIds: z.array(z.number()).check(z.minLength(1)),
    yrcSongIds: z.array(z.number()).check(z.minLength(1)),
    noLyricSongIds: z.array(z.number()).check(z.minLength(1)),
  }),
  songs: z
    .array(z.object({ id: z.number(), name: z.string(), availability: z.string() }))
    .check(z.minLength(1)),
  bilibili: z
    .array(
      z.object({
        bvid: z.string(),
        title: z.string(),
        streamForm: z.string(),
        pages: z.array(z.object({ cid: z.number() })).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

/** Fixture ids and lists reported by `GET /__sim/info`. */

/** A query or body value as the client sends it. */
export type ParamValue = string | number | boolean;

/** How {@link ContractSim.call} sends a request. */
export interface CallOptions {
  method?: 'GET' | 'POST';
  /** The NetEase cookie string: a query param on GET, a body field on POST (contract §1.2). */
  cookie?: string;
  /** Extra query params, also on POST (`/playlist/subscribe` sends `t` and `id` this way). */
  query?: Readonly<Record<string, ParamValue>>;
}

/** An answer: HTTP status and the parsed JSON body. */
export interface CallResult {
  status: number;
  body: unknown;
}

/** A running contract simulator; valid inside tests (after `beforeAll`). */
export interface ContractSim {
  readonly sim: RunningSim;
  readonly info: SimInfo;
  /** Calls a NetEase route with the client's global params `timestamp` and `device`. */
  call(
    path: string,
    params?: Readonly<Record<string, ParamValue>>,
    options?: CallOptions,
  ): Promise<CallResult>;
  /** A logged-in NetEase cookie string for `userId` (default: the demo user, a VIP). */
  login(userId?: number): Promise<string>;
  /** Asserts `body` matches the route's registered schema and records the route as checked. */
  expectSchema<R extends NeteaseRoute>(route: R, body: unknown): NeteaseResponseDto<R>;
  /** The NetEase routes whose answers passed {@link expectSchema}, sorted. */
  checkedRoutes(): string[];
}

/** The device the Electron build sends (contract §1.2). */
export const CLIENT_DEVICE = 'pc';

/**
 * Validates `body` with `schema`; on failure throws an error that names `label` and lists every
 * zod issue (path and message), so a drift shows which field of which route broke.
 */
export function expectMatches<S extends z.ZodMiniType>(
  label: string,
  schema: S,
  body: unknown,
): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `  - ${describeIssues([issue], body)}`)
      .join('\n');
    throw new Error(
      `${label}: the answer does not match its schema (${result.error.issues.length} issue(s))\n${issues}`,
    );
  }
  return result.data;
}

/** Asserts a Bilibili answer matches `BILIBILI_RESPONSE_SCHEMAS[route]`. */
export function expectBilibiliSchema<R extends BilibiliRoute>(
  route: R,
  body: unknown,
): BilibiliResponseDto<R> {
  return expectMatches(
    `bilibili ${route}`,
    BILIBILI_RESPONSE_SCHEMAS[route],
    body,
  ) as BilibiliResponseDto<R>;
}

/** Asserts an alternative-source answer matches `ALT_SOURCE_RESPONSE_SCHEMAS[route]`. */
export function expectAltSourceSchema<R extends AltSourceRoute>(
  route: R,
  body: unknown,
): AltSourceResponseDto<R> {
  return expectMatches(
    `alt-source ${route}`,
    ALT_SOURCE_RESPONSE_SCHEMAS[route],
    body,
  ) as AltSourceResponseDto<R>;
}

/** Parses an HTTP answer body as JSON (the alt-source's PHP-style escapes included). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(
      `${response.url}: HTTP ${response.status} answered non-JSON: ${text.slice(0, 200)}`,
    );
  }
}

function toQuery(params: Readonly<Record<string, ParamValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return search.toString();
}

/**
 * Starts a simulator (no media generation) before the file's tests and closes it after them.
 * Returns the harness; its members are usable inside tests and hooks only.
 */
export function useContractSim(): ContractSim {
  let running: { sim: RunningSim; info: SimInfo; mediaDir: string } | undefined;
  const checked = new Set<string>();
  const state = () => {
    if (!running)
      throw new Error('the contract simulator is not running: use the harness inside tests');
    return running;
  };

  beforeAll(async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'ncm-sim-contract-'));
    const sim = await startSim({ generateMedia: false, mediaDir });
    const info = await createSimClient(sim.urls.netease).info();
    simInfoSchema.parse(info);
    running = { sim, info, mediaDir };
  });

  afterAll(async () => {
    if (!running) return;
    await running.sim.close();
    rmSync(running.mediaDir, { recursive: true, force: true });
    running = undefined;
  });

  const harness: ContractSim = {
    get sim() {
      return state().sim;
    },
    get info() {
      return state().info;
    },
    async call(path, params = {}, options = {}) {
      const { method = 'GET', cookie, query = {} } = options;
      const global = { timestamp: Date.now(), device: CLIENT_DEVICE };
      const withCookie: Record<string, ParamValue> = cookie === undefined ? {} : { cookie };
      const url =
        method === 'GET'
          ? `${state().sim.urls.netease}${path}?${toQuery({ ...params, ...query, ...global, ...withCookie })}`
          : `${state().sim.urls.netease}${path}?${toQuery({ ...query, ...global })}`;
      const response = await fetch(url, {
        method,
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...params, ...withCookie }),
            }
          : {}),
      });
      return { status: response.status, body: await readJson(response) };
    },
    async login(userId) {
      const response = await fetch(`${state().sim.urls.netease}/__sim/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(userId === undefined ? {} : { userId }),
      });
      return expectMatches(
        '/__sim/login',
        z.object({ cookie: z.string().check(z.minLength(1)) }),
        await readJson(response),
      ).cookie;
    },
    expectSchema(route, body) {
      const parsed = expectMatches(`netease ${route}`, NETEASE_RESPONSE_SCHEMAS[route], body);
      checked.add(route);
      return parsed as NeteaseResponseDto<typeof route>;
    },
    checkedRoutes() {
      return [...checked].sort();
    },
  };
  return harness;
}
