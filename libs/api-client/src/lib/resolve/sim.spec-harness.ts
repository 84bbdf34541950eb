// Test-only: drives the resolution chain against the real simulator (tools/ncm-sim).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSim, type FaultRule, type RunningSim } from '@cadenza/ncm-sim';
import { createSimClient, type SimInfo } from '@cadenza/ncm-sim/client';
import { createFetchJsonGet } from './fetch-json-get';
import type { KeyValueStorage } from '@cadenza/ports';
import type { ApiGet, JsonGet } from './resolve.ports';
import type { ResolvableSong } from './resolvable-song';

/** A running simulator with the ports the chain needs, pointed at it. */
export interface SimHarness {
  sim: RunningSim;
  info: SimInfo;
  /** The NetEase port's surface (also `/bilibili/*`). */
  apiGet: ApiGet;
  jsonGet: JsonGet;
  /** `${altSource}/api.php` and `${altSource}/music`. */
  gdApiUrl: string;
  musicProxyUrl: string;
  /** Adds a fault rule (`POST /__sim/faults`). */
  fault(rule: FaultRule): Promise<void>;
  /** The active fault rules with their hit counts. */
  faults(): Promise<{ hits: number; route?: string }[]>;
  clearFaults(): Promise<void>;
  /** A catalogue song as `/song/detail` gives it (Shape A: `ar`, `al`). */
  song(id: number): Promise<ResolvableSong>;
  close(): Promise<void>;
}

/** Starts the simulator on ephemeral ports without generating media. */
export async function startResolveSim(): Promise<SimHarness> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'resolve-sim-'));
  const sim = await startSim({ port: 0, generateMedia: false, mediaDir });
  const jsonGet = createFetchJsonGet((url, init) => fetch(url, init));
  const apiGet: ApiGet = (path, options = {}) =>
    jsonGet(`${sim.urls.netease}${path}`, {
      ...(options.params ? { params: options.params } : {}),
      timeoutMs: options.timeoutMs ?? 15_000,
    });
  const control = (method: string, body?: unknown) =>
    fetch(`${sim.urls.netease}/__sim/faults`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const info = await createSimClient(sim.urls.netease).info();
  return {
    sim,
    info,
    apiGet,
    jsonGet,
    gdApiUrl: `${sim.urls.altSource}/api.php`,
    musicProxyUrl: `${sim.urls.altSource}/music`,
    fault: async (rule) => {
      const answer = await control('POST', rule);
      if (answer.status !== 201) throw new Error(`fault refused: ${await answer.text()}`);
    },
    faults: async () =>
      ((await (await control('GET')).json()) as { faults: { hits: number }[] }).faults,
    clearFaults: async () => {
      await control('DELETE');
    },
    song: async (id) => {
      const answer = await apiGet('/song/detail', { params: { ids: id } });
      const song = (answer.body as { songs: ResolvableSong[] }).songs[0];
      if (!song) throw new Error(`no song ${id} in the simulator`);
      return song;
    },
    close: async () => {
      await sim.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The first id of `ids` that `accept` takes; throws when the catalogue has none. */
export function pickId(
  ids: readonly number[],
  accept: (id: number) => boolean,
  what: string,
): number {
  const id = ids.find(accept);
  if (id === undefined) throw new Error(`the simulator catalogue has no ${what}`);
  return id;
}

/** An in-memory {@link KeyValueStorage}. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
