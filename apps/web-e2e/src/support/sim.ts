import type { APIRequestContext } from '@playwright/test';

/**
 * The simulator `npm start` runs for the web e2e project (SIM_PORT in playwright.config.ts, moved
 * by WEB_E2E_SIM_PORT for a second run beside the first).
 */
export const SIM_BASE = `http://127.0.0.1:${process.env['WEB_E2E_SIM_PORT'] ?? '4330'}`;

/** A catalogue song as `GET /__sim/info` lists it. */
export interface SimSong {
  id: number;
  name: string;
  frequencyHz: number;
  format: 'mp3' | 'm4a';
  availability: string;
  durationMs: number;
}

/** A video-site item as `GET /__sim/info` lists it: each part's cid and signal. */
export interface SimVideo {
  bvid: string;
  title: string;
  streamForm: 'dash' | 'durl';
  pages: { cid: number; frequencyHz: number }[];
}

/** What the tests read of `/__sim/info`. */
export interface SimInfo {
  songs: SimSong[];
  artists: { id: number; name: string }[];
  mvs: { id: number; name: string; frequencyHz: number }[];
  bilibili: SimVideo[];
  fixtures: {
    yrcSongIds: number[];
    noLyricSongIds: number[];
    unavailableSongIds: number[];
    /** The 10,000-track playlist (`bigPlaylistSize` tracks). */
    bigPlaylistId: number;
    bigPlaylistSize: number;
  };
}

/** The simulator's description of itself. */
export async function simInfo(request: APIRequestContext): Promise<SimInfo> {
  const answer = await request.get(`${SIM_BASE}/__sim/info`);
  if (!answer.ok()) throw new Error(`/__sim/info answered ${String(answer.status())}`);
  return (await answer.json()) as SimInfo;
}

/**
 * Fully playable mp3 songs of at least `minDurationMs`, whose names are unique in the catalogue
 * (so a search for the name finds exactly that row), with frequencies apart from each other.
 */
export function playableSongs(info: SimInfo, minDurationMs: number, count: number): SimSong[] {
  const names = new Map<string, number>();
  for (const song of info.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const chosen: SimSong[] = [];
  for (const song of info.songs) {
    const fits =
      song.format === 'mp3' &&
      song.availability === 'full' &&
      song.durationMs >= minDurationMs &&
      names.get(song.name) === 1 &&
      chosen.every((other) => Math.abs(other.frequencyHz - song.frequencyHz) > 40);
    if (fits) chosen.push(song);
    if (chosen.length === count) return chosen;
  }
  throw new Error(`fewer than ${String(count)} suitable songs in the simulator`);
}

/** Makes the simulator answer a service with an error (`POST /__sim/faults`). */
export async function addFault(request: APIRequestContext, rule: Record<string, unknown>) {
  const answer = await request.post(`${SIM_BASE}/__sim/faults`, { data: rule });
  if (!answer.ok()) throw new Error(`POST /__sim/faults answered ${String(answer.status())}`);
}

/** Removes every fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${SIM_BASE}/__sim/faults`);
}
