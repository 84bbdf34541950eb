import { createSimClient, playableSongs, type SimInfoSong } from '@cadenza/ncm-sim/client';

/** The simulator `npm start` runs for desktop-e2e (SIM_PORT in playwright.config.ts). */
export const SIM_BASE = `http://127.0.0.1:${process.env['DESKTOP_E2E_SIM_PORT'] ?? '4340'}`;

/** The simulator's control routes, typed. */
export const sim = createSimClient(SIM_BASE);

/** A fully playable mp3 of at least 40 s whose name no other song of the catalogue shares. */
export async function playableSong(): Promise<SimInfoSong> {
  const [song] = playableSongs(await sim.info(), { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no playable song in the simulator');
  return song;
}
