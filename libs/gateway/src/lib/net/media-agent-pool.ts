import http from 'node:http';
import https from 'node:https';

/**
 * How many pools the gateway aims to keep. It is a soft cap: reaching it closes the least
 * recently used *idle* pools, never one that carries a request (see {@link pooledMediaAgent}).
 */
export const MEDIA_POOL_SOFT_CAP = 64;

/** Kept-alive sockets a pool holds on to between requests; more are closed as they come free. */
const MAX_FREE_SOCKETS_PER_POOL = 16;

/**
 * A kept-alive socket nobody reuses within this long is closed by its agent (Node destroys a
 * free socket on its timeout), so an idle pool does not hold connections open for ever.
 */
const FREE_SOCKET_TIMEOUT_MS = 30_000;

const pools = new Map<string, http.Agent>();

/**
 * The keep-alive agent for one scheme, host name, port and validated address, created on first
 * use; the map is kept in least-recently-used order.
 *
 * Agents set no `maxSockets`: a socket cap would make a request past it wait silently for a
 * free socket (and then time out). The stream proxy bounds the streams per host itself and
 * refuses one past its limit at once, so the number of sockets here follows what it admitted.
 *
 * When a new agent would pass {@link MEDIA_POOL_SOFT_CAP}, the least recently used idle agents
 * are closed first (their free sockets with them). An agent that is busy — a socket carrying a
 * request, or a request waiting for one — is never closed: that would cut a listener's stream in
 * mid-file. If every agent is busy, the map grows past the cap instead of handing out a
 * throw-away agent: each busy agent stands for at least one request in flight, so the growth is
 * bounded by the streams the proxy admitted, keep-alive still works for that host's following
 * range requests, and the next new agent shrinks the map back once those requests end.
 */
export function pooledMediaAgent(
  secure: boolean,
  hostname: string,
  port: string,
  address: string,
): http.Agent {
  const key = `${secure ? 'https' : 'http'}|${hostname}|${port}|${address}`;
  let agent = pools.get(key);
  if (agent === undefined) {
    closeIdlePoolsBeyond(MEDIA_POOL_SOFT_CAP - 1);
    const options = {
      keepAlive: true,
      maxFreeSockets: MAX_FREE_SOCKETS_PER_POOL,
      timeout: FREE_SOCKET_TIMEOUT_MS,
    };
    agent = secure ? new https.Agent(options) : new http.Agent(options);
  } else {
    pools.delete(key); // re-inserted below: the map's order is least recently used first
  }
  pools.set(key, agent);
  return agent;
}

/** How many pools exist right now (busy ones may keep it above the soft cap for a while). */
export function mediaPoolCount(): number {
  return pools.size;
}

/** Sockets the pools hold right now: carrying a request, and kept alive for the next one. */
export function mediaPoolSockets(): { inUse: number; free: number } {
  let inUse = 0;
  let free = 0;
  for (const agent of pools.values()) {
    inUse += countSockets(agent.sockets);
    free += countSockets(agent.freeSockets);
  }
  return { inUse, free };
}

/** Closes least recently used idle pools until at most `size` remain or only busy ones are left. */
function closeIdlePoolsBeyond(size: number): void {
  for (const [key, agent] of pools) {
    if (pools.size <= size) return;
    if (isBusy(agent)) continue;
    pools.delete(key);
    // An idle agent holds only free sockets; destroying it closes them.
    agent.destroy();
  }
}

/** True when a socket of `agent` carries a request, or a request waits for one. */
function isBusy(agent: http.Agent): boolean {
  return countSockets(agent.sockets) > 0 || countSockets(agent.requests) > 0;
}

function countSockets(byName: NodeJS.ReadOnlyDict<readonly unknown[]>): number {
  return Object.values(byName).reduce((sum, list) => sum + (list?.length ?? 0), 0);
}
