import type { TeamCatalogue } from './team-listener';
import { json } from './load-tools';

/**
 * What the team browses, read from the simulator: the first four charts with their first
 * songs, each user's liked-songs playlist, and an album no run reads (for the outage probe).
 */
export async function loadTeamCatalogue(
  simNetease: string,
  users: readonly number[],
): Promise<TeamCatalogue> {
  const top = await json<{ list: { id: number }[] }>(`${simNetease}/toplist`);
  const charts = await Promise.all(
    top.list.slice(0, 4).map(async ({ id }) => {
      const detail = await json<{ playlist: { trackIds: { id: number }[] } }>(
        `${simNetease}/playlist/detail?id=${id}`,
      );
      return { id, songs: detail.playlist.trackIds.slice(0, 30).map((track) => track.id) };
    }),
  );
  const likedPlaylistOf = new Map<number, number>();
  for (const userId of users) {
    const lists = await json<{ playlist: { id: number; specialType: number }[] }>(
      `${simNetease}/user/playlist?uid=${userId}&limit=100`,
    );
    const liked =
      lists.playlist.find((playlist) => playlist.specialType === 5) ?? lists.playlist[0];
    if (liked !== undefined) likedPlaylistOf.set(userId, liked.id);
  }
  const newest = await json<{ albums: { id: number }[] }>(`${simNetease}/album/newest`);
  return { charts, likedPlaylistOf, albumForProbe: newest.albums.at(-1)?.id ?? 0 };
}

/**
 * The answers each listener must get for the pages that differ by account (a chart's detail:
 * ten tracks anonymous, all logged in, privileges by VIP; each user's liked songs), fetched
 * straight from the simulator as that user, keyed `<userId or anonymous> <path>`. An answer
 * through the gateways that differs from its listener's is one given to the wrong account.
 */
export async function truthOf(
  simNetease: string,
  catalogue: TeamCatalogue,
  users: readonly number[],
): Promise<Map<string, string>> {
  const truth = new Map<string, string>();
  const fetchAs = async (who: string, path: string, cookie?: string) => {
    const answer = await fetch(`${simNetease}${path}`, { headers: cookie ? { cookie } : {} });
    truth.set(`${who} ${path}`, await answer.text());
  };
  for (const chart of catalogue.charts)
    await fetchAs('anonymous', `/playlist/detail?id=${chart.id}`);
  for (const userId of users) {
    const login = await fetch(`${simNetease}/__sim/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    const { musicU } = (await login.json()) as { musicU: string };
    const cookie = `MUSIC_U=${musicU}`;
    for (const chart of catalogue.charts)
      await fetchAs(String(userId), `/playlist/detail?id=${chart.id}`, cookie);
    await fetchAs(
      String(userId),
      `/playlist/detail?id=${catalogue.likedPlaylistOf.get(userId)}`,
      cookie,
    );
  }
  return truth;
}
