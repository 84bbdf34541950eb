import {
  createSimClient,
  playableSongs as pickPlayableSongs,
  type FaultRuleInput,
  type SimInfo,
  type SimInfoSong,
  type SimInfoVideo,
} from '@cadenza/ncm-sim/client';

/**
 * The simulator `npm start` runs for the web e2e project (SIM_PORT in playwright.config.ts, moved
 * by WEB_E2E_SIM_PORT for a second run beside the first).
 */
export const SIM_BASE = `http://127.0.0.1:${process.env['WEB_E2E_SIM_PORT'] ?? '4330'}`;

/** The simulator's control routes, typed. */
export const sim = createSimClient(SIM_BASE);

export type { SimInfo };
/** A catalogue song as `GET /__sim/info` lists it. */
export type SimSong = SimInfoSong;
/** A video-site item as `GET /__sim/info` lists it. */
export type SimVideo = SimInfoVideo;

/** The simulator's description of itself. */
export function simInfo(): Promise<SimInfo> {
  return sim.info();
}

/** `count` fully playable mp3 songs of at least `minDurationMs`, told apart by name and tone. */
export function playableSongs(info: SimInfo, minDurationMs: number, count: number): SimSong[] {
  return pickPlayableSongs(info, { minDurationMs, count });
}

/** Makes the simulator answer a service with an error (`POST /__sim/faults`). */
export async function addFault(rule: FaultRuleInput): Promise<void> {
  await sim.addFault(rule);
}

/** Removes every fault. */
export function clearFaults(): Promise<void> {
  return sim.clearFaults();
}
