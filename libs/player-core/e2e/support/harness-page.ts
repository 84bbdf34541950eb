import type { SimInfo, SimInfoSong } from '@cadenza/ncm-sim/client';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { build } from 'esbuild';

/** The workspace root (the config's `webServer.cwd`): this file is libs/player-core/e2e/support. */
const WORKSPACE_ROOT = resolve(__dirname, '../../../..');
const HARNESS_ENTRY = resolve(__dirname, '../harness/harness.ts');

let bundled: Promise<string> | null = null;

/**
 * The browser harness as one IIFE script, bundled once per worker with esbuild (the workspace's
 * tsconfig paths resolve `@cadenza/*`; howler and zod come from node_modules).
 */
export function harnessScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [HARNESS_ENTRY],
    absWorkingDir: WORKSPACE_ROOT,
    tsconfig: 'tsconfig.base.json',
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    // The loudness tap's worklet URL is Vite's to give; the harness measures no songs.
    external: ['*?worker&url'],
  }).then((result) => {
    const output = result.outputFiles[0];
    if (!output) throw new Error('esbuild produced no harness bundle');
    return output.text;
  });
  return bundled;
}

/** Opens a page on the simulator's origin (so `fetch('/song/url/v1')` is same-origin) with the harness. */
export async function openHarness(page: Page): Promise<void> {
  const content = await harnessScript();
  await page.goto('/__sim/health');
  await page.addScriptTag({ content });
  await page.waitForFunction(() => typeof window.playerHarness === 'object');
}

/** A catalogue song as `GET /__sim/info` lists it. */
export type SimSong = SimInfoSong;

/** The simulator's catalogue songs. */
export async function simSongs(request: APIRequestContext): Promise<SimSong[]> {
  const answer = await request.get('/__sim/info');
  if (!answer.ok()) throw new Error(`/__sim/info answered ${String(answer.status())}`);
  return ((await answer.json()) as SimInfo).songs;
}

/** A fully playable song of `format` at least `minDurationMs` long. */
export function playableSong(songs: SimSong[], format: SimSong['format'], minDurationMs: number) {
  const song = songs.find(
    (candidate) =>
      candidate.format === format &&
      candidate.availability === 'full' &&
      candidate.durationMs >= minDurationMs,
  );
  if (!song) throw new Error(`no full ${format} song of at least ${String(minDurationMs)} ms`);
  return song;
}

/** Injects a simulator fault (`POST /__sim/faults`). */
export async function addFault(request: APIRequestContext, rule: Record<string, unknown>) {
  const answer = await request.post('/__sim/faults', { data: rule });
  if (!answer.ok()) throw new Error(`POST /__sim/faults answered ${String(answer.status())}`);
  return (await answer.json()) as { faultId: number };
}

/** The faults still pending (`GET /__sim/faults`). */
export async function pendingFaults(
  request: APIRequestContext,
): Promise<Array<{ faultId: number; id?: string; hits: number; times?: number }>> {
  const answer = await request.get('/__sim/faults');
  return ((await answer.json()) as { faults: Array<{ faultId: number; hits: number }> }).faults;
}

/** Removes every fault (`DELETE /__sim/faults`). */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sim/faults');
}
