import type { FaultRuleInput } from '../faults/fault-registry';
import type { RiskControlSettings, RiskControlState } from '../risk-control/risk-control';
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
  /**
   * Sets the lifetime of every media URL handed out from now on (`POST /__sim/urls/ttl`), e.g. 10
   * for URLs that expire within a test; `/song/url/v1`'s `expi` reports it. `POST /__sim/reset`
   * restores the default 1800 s.
   */
  setUrlTtl(seconds: number): Promise<void>;
  /**
   * Turns NetEase's risk control on or off (`POST /__sim/risk-control`): calls per minute of one
   * logged-in account and of one anonymous address (`realIP`, else the socket's), each off when 0
   * or absent. Starts fresh windows; `POST /__sim/reset` turns it off.
   */
  setRiskControl(settings: RiskControlSettings): Promise<RiskControlState>;
  /** The risk control's limits and the calls it refused so far (`GET /__sim/risk-control`). */
  riskControl(): Promise<RiskControlState>;
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
    setUrlTtl: async (seconds) => {
      await answerOf(
        await control('/urls/ttl', { method: 'POST', body: JSON.stringify({ seconds }) }),
        'POST /__sim/urls/ttl',
      );
    },
    setRiskControl: async (settings) =>
      (await answerOf(
        await control('/risk-control', { method: 'POST', body: JSON.stringify(settings) }),
        'POST /__sim/risk-control',
      )) as RiskControlState,
    riskControl: async () =>
      (await answerOf(
        await control('/risk-control'),
        'GET /__sim/risk-control',
      )) as RiskControlState,
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

/** The tracks of the gapless albums: their signal glides, so no steady frequency tells them apart. */
function gaplessSongIds(fixtures: SimInfo['fixtures']): Set<number> {
  return new Set(Object.values(fixtures.gaplessAlbums ?? {}).flatMap((album) => album.songIds));
}

/**
 * Fully playable songs of at least `minDurationMs` in one format (mp3 unless told), whose names
 * are unique in the catalogue (a search for the name finds exactly that row), with signals more
 * than 40 Hz apart (each can be told from the others at the speakers). Gapless album tracks are
 * never picked (their signal glides).
 */
export function playableSongs(
  info: Pick<SimInfo, 'songs' | 'fixtures'>,
  { minDurationMs, count, format = 'mp3', lyrics }: PlayableSongsOptions,
): SimInfoSong[] {
  const names = new Map<string, number>();
  for (const song of info.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const gapless = gaplessSongIds(info.fixtures);
  const chosen: SimInfoSong[] = [];
  for (const song of info.songs) {
    const fits =
      !gapless.has(song.id) &&
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

/** What {@link loudestAndQuietest} looks for. */
export interface LoudnessPickOptions {
  /** mp3 unless told. */
  format?: SimInfoSong['format'];
  /** Songs that report their gain (true, the default) or those that answer `gain: 0` (false). */
  reportsGain?: boolean;
  minDurationMs?: number;
}

/**
 * The loudest and the quietest fully playable song by measured integrated loudness, among those
 * of one format that do (or do not) report a gain; gapless album tracks aside. For a bench or a
 * test of volume normalisation: the two are more than 10 LU apart in the simulator's catalogue.
 *
 * @throws Error when fewer than two such songs have been measured (media not generated).
 */
export function loudestAndQuietest(
  info: Pick<SimInfo, 'songs' | 'fixtures'>,
  { format = 'mp3', reportsGain = true, minDurationMs = 0 }: LoudnessPickOptions = {},
): { loudest: SimInfoSong; quietest: SimInfoSong } {
  const gapless = gaplessSongIds(info.fixtures);
  const lufs = (song: SimInfoSong) => song.loudness?.integratedLufs ?? Number.NaN;
  const measured = info.songs
    .filter(
      (song) =>
        !gapless.has(song.id) &&
        song.format === format &&
        song.availability === 'full' &&
        song.durationMs >= minDurationMs &&
        song.loudness?.reportsGain === reportsGain &&
        Number.isFinite(lufs(song)),
    )
    .sort((a, b) => lufs(b) - lufs(a));
  const [loudest, quietest] = [measured[0], measured[measured.length - 1]];
  if (!loudest || !quietest || loudest === quietest) {
    throw new Error(
      `fewer than 2 measured ${format} songs with reportsGain ${String(reportsGain)}`,
    );
  }
  return { loudest, quietest };
}
