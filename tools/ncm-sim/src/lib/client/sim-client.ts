import type { FaultRuleInput } from '../faults/fault-registry';
import type { SimInfo, SimInfoSong } from '../control/sim-info';

/** What the phone does with a login QR code in the simulator. */
export type SimQrAction = 'scan' | 'confirm' | 'expire';

/**
 * A typed client of the simulator's control routes (`/__sim`), for tests and tools: fetch only,
 * so it runs in Playwright specs, benches and scripts alike.
 */
export interface SimClient {
  /** Where the simulator's NetEase service (and `/__sim`) listens. */
  readonly baseUrl: string;
  /** The simulator's description of itself (`GET /__sim/info`). */
  info(): Promise<SimInfo>;
  /** Makes a service answer with an error, a delay or nothing (`POST /__sim/faults`). */
  addFault(rule: FaultRuleInput): Promise<{ faultId: number }>;
  /** Removes one fault; false when it was gone already (a fault of `times` ends by itself). */
  removeFault(faultId: number): Promise<boolean>;
  /** Removes every fault. */
  clearFaults(): Promise<void>;
  /** The phone scans, confirms or lets a login QR code expire (as the demo user unless told). */
  qr(key: string, action: SimQrAction, userId?: number): Promise<void>;
}

async function answerOf(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${String(response.status)}`);
  return response.json();
}

/** A client of the simulator whose NetEase service is at `baseUrl` (e.g. `http://127.0.0.1:3900`). */
export function createSimClient(baseUrl: string): SimClient {
  const control = (path: string, init?: RequestInit) =>
    fetch(`${baseUrl}/__sim${path}`, {
      ...init,
      headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
    });
  return {
    baseUrl,
    info: async () => (await answerOf(await control('/info'), 'GET /__sim/info')) as SimInfo,
    addFault: async (rule) =>
      (await answerOf(
        await control('/faults', { method: 'POST', body: JSON.stringify(rule) }),
        'POST /__sim/faults',
      )) as { faultId: number },
    removeFault: async (faultId) => {
      const response = await control(`/faults/${String(faultId)}`, { method: 'DELETE' });
      if (response.status === 404) return false;
      await answerOf(response, 'DELETE /__sim/faults/:id');
      return true;
    },
    clearFaults: async () => {
      await answerOf(await control('/faults', { method: 'DELETE' }), 'DELETE /__sim/faults');
    },
    qr: async (key, action, userId) => {
      await answerOf(
        await control(`/qr/${encodeURIComponent(key)}/${action}`, {
          method: 'POST',
          body: JSON.stringify(userId === undefined ? {} : { userId }),
        }),
        `POST /__sim/qr/:key/${action}`,
      );
    },
  };
}

/** The lyrics a picked song has: timed lines only, word-by-word timings too, or none. */
export type SimLyricsKind = 'lines' | 'words' | 'none';

/** What {@link playableSongs} looks for. */
export interface PlayableSongsOptions {
  minDurationMs: number;
  count: number;
  format?: SimInfoSong['format'];
  /** The kind of lyrics every picked song has; any kind unless told. */
  lyrics?: SimLyricsKind;
}

function lyricsKindOf(song: SimInfoSong, fixtures: SimInfo['fixtures']): SimLyricsKind {
  if (fixtures.noLyricSongIds.includes(song.id)) return 'none';
  return fixtures.yrcSongIds.includes(song.id) ? 'words' : 'lines';
}

/**
 * Fully playable songs of at least `minDurationMs` in one format (mp3 unless told), whose names
 * are unique in the catalogue (a search for the name finds exactly that row), with signals more
 * than 40 Hz apart (each can be told from the others at the speakers).
 */
export function playableSongs(
  info: Pick<SimInfo, 'songs' | 'fixtures'>,
  { minDurationMs, count, format = 'mp3', lyrics }: PlayableSongsOptions,
): SimInfoSong[] {
  const names = new Map<string, number>();
  for (const song of info.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const chosen: SimInfoSong[] = [];
  for (const song of info.songs) {
    const fits =
      song.format === format &&
      song.availability === 'full' &&
      song.durationMs >= minDurationMs &&
      names.get(song.name) === 1 &&
      (lyrics === undefined || lyricsKindOf(song, info.fixtures) === lyrics) &&
      chosen.every((other) => Math.abs(other.frequencyHz - song.frequencyHz) > 40);
    if (fits) chosen.push(song);
    if (chosen.length === count) return chosen;
  }
  const kind = lyrics === undefined ? '' : ` with lyrics '${lyrics}'`;
  throw new Error(`fewer than ${String(count)} suitable ${format} songs${kind} in the simulator`);
}
