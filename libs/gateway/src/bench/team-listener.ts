import { Agent, request } from 'node:http';
import { createSimClient } from '@cadenza/ncm-sim/client';

/** One answer a listener got. */
export interface HeardAnswer {
  path: string;
  status: number;
  text: string;
}

/** A simulated listener: its own client address, and a session once logged in. */
export interface TeamListener {
  index: number;
  /** The simulator user it logs in as; undefined: anonymous. */
  userId: number | undefined;
  cookie: string | undefined;
  agent: Agent;
}

/** Listeners 0…count-1, each from its own loopback address; every `loggedInEvery`th logs in. */
export function teamOf(count: number, userIds: readonly number[], loggedInEvery: number) {
  return Array.from({ length: count }, (_, index): TeamListener => {
    const loggedIn = index % loggedInEvery === 0;
    return {
      index,
      userId: loggedIn ? userIds[(index / loggedInEvery) % userIds.length] : undefined,
      cookie: undefined,
      // 127.0.0.2 … : each listener is one client to the per-client rate limit.
      agent: new Agent({
        keepAlive: true,
        maxSockets: 4,
        localAddress: `127.0.1.${(index % 250) + 2}`,
      }),
    };
  });
}

/** A GET as `listener`, keeping the session cookie the gateway sets. */
export function getAs(listener: TeamListener, url: string): Promise<HeardAnswer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (listener.cookie !== undefined) headers['cookie'] = listener.cookie;
    const outgoing = request(url, { agent: listener.agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        for (const line of res.headers['set-cookie'] ?? []) {
          if (line.startsWith('cadenza_session=')) {
            listener.cookie = /Max-Age=0/i.test(line) ? undefined : line.split(';', 1)[0];
          }
        }
        resolve({
          path: new URL(url).pathname,
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
        });
      });
      res.on('error', () => resolve({ path: url, status: 0, text: '' }));
    });
    outgoing.on('error', () => resolve({ path: url, status: 0, text: '' }));
    outgoing.end();
  });
}

/** Logs `listener` in through `base` with the QR flow, the simulator's phone confirming. */
export async function logInByQr(listener: TeamListener, base: string, simNetease: string) {
  if (listener.userId === undefined) return;
  const keyAnswer = await getAs(listener, `${base}/api/login/qr/key`);
  const key = (JSON.parse(keyAnswer.text) as { data: { unikey: string } }).data.unikey;
  const sim = createSimClient(simNetease);
  await sim.qr(key, 'scan', listener.userId);
  await sim.qr(key, 'confirm');
  const check = await getAs(listener, `${base}/api/login/qr/check?key=${key}`);
  if (listener.cookie === undefined)
    throw new Error(`QR login failed: ${check.status} ${check.text}`);
}

/** What the listeners browse: charts and their songs, from the simulator's catalogue. */
export interface TeamCatalogue {
  /** Chart (toplist) ids with the first songs of each. */
  charts: { id: number; songs: number[] }[];
  /** Each user's own liked-songs playlist. */
  likedPlaylistOf: Map<number, number>;
  /** An album no listener opens, for checking that a fresh answer is shared. */
  albumForProbe: number;
}

/**
 * One listener's visits, as the team bench's brief has them: the home page's five calls, a
 * chart, the lyrics of three of its top songs; a logged-in listener also opens their liked
 * songs. Each call goes to the next replica in turn.
 */
export async function browse(
  listener: TeamListener,
  replicas: readonly string[],
  catalogue: TeamCatalogue,
  visits: number,
  heard: (answer: HeardAnswer, listener: TeamListener) => void,
): Promise<void> {
  let turn = listener.index;
  const get = async (path: string) => {
    const base = replicas[turn++ % replicas.length] ?? '';
    // The client's cache-buster, as the app sends it with every call.
    const separator = path.includes('?') ? '&' : '?';
    const answer = await getAs(listener, `${base}/api${path}${separator}timestamp=${Date.now()}`);
    heard({ ...answer, path }, listener);
  };
  for (let visit = 0; visit < visits; visit++) {
    const chart = catalogue.charts[(listener.index + visit) % catalogue.charts.length];
    if (chart === undefined) return;
    await Promise.all([
      get('/personalized?limit=10'),
      get('/toplist'),
      get('/personalized/newsong?limit=10'),
      get('/album/newest'),
      get('/top/artists?limit=10'),
    ]);
    await get(`/playlist/detail?id=${chart.id}`);
    // Listeners play a chart from its top: three of its first ten songs.
    const first = (listener.index + visit) % 8;
    const songs = [0, 1, 2].map((offset) => chart.songs[first + offset]);
    await Promise.all(songs.map((song) => get(`/lyric?id=${song}`)));
    if (listener.userId !== undefined) {
      await get(`/playlist/detail?id=${catalogue.likedPlaylistOf.get(listener.userId)}`);
    }
  }
}
