import { closeSync, openSync } from 'node:fs';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeGracefully } from '../listen';
import { findFreePort } from '../net/free-port';

/** Options of {@link startEmbeddedNcm}. */
export interface EmbeddedNcmOptions {
  /**
   * Interface to bind. Only loopback is allowed: the NCM server has no authentication and
   * honours control params such as `domain` and `proxy`, so it must be reachable only through
   * the gateway in the same process.
   */
  host?: '127.0.0.1';
}

/** A running in-process NeteaseCloudMusicApi server. */
export interface EmbeddedNcm {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /**
   * Stops the server: refuses new connections, closes idle keep-alive sockets at once, cuts any
   * request still running after `graceMs` (default 1000), and drops the package's response cache
   * so its expiry timers do not keep the process alive. Safe to call more than once.
   */
  close(graceMs?: number): Promise<void>;
}

/** What we use of `require('@neteasecloudmusicapienhanced/api/server')` (the package ships no types for it). */
interface NcmServerModule {
  serveNcmApi(options: { port: number; host: string; checkVersion: boolean }): Promise<unknown>;
}

/** What we use of the package's process-wide response cache (`util/apicache.js`). */
interface NcmApiCache {
  getIndex(): unknown;
  clear(key: string): unknown;
}

const PACKAGE = '@neteasecloudmusicapienhanced/api';
/** Attempts at binding: the free port we pick can be taken by someone else before the server binds it. */
const BIND_ATTEMPTS = 3;
/** Upper bound on waiting for the server's `listening`/`error` event, so a lost event cannot hang startup. */
const LISTEN_TIMEOUT_MS = 10_000;

/**
 * Starts the NeteaseCloudMusicApi server from npm in this process, bound to loopback on a free
 * port, and resolves once it accepts connections.
 *
 * The package is required lazily, on the first call: requiring it takes about a second, reads
 * `<cwd>/.env` into `process.env` (dotenv, without overriding variables already set) and
 * needs `<os.tmpdir()>/anonymous_token`. Its `generateConfig()` is never called, because it
 * registers an anonymous account with the real cloud; calls therefore go out with an empty
 * anonymous token until a user logs in.
 *
 * Loopback-only and offline-safe by itself: nothing is sent anywhere until a request arrives.
 * Each request then goes to NetEase's hosts, or to the host in its `domain` param (see
 * `NCM_CONTROL_PARAMS`).
 */
export async function startEmbeddedNcm(options: EmbeddedNcmOptions = {}): Promise<EmbeddedNcm> {
  const host = options.host ?? '127.0.0.1';
  const ncm = loadNcmServer();
  let lastError: unknown;
  for (let attempt = 0; attempt < BIND_ATTEMPTS; attempt++) {
    // serveNcmApi treats port 0 as "unset" and falls back to $PORT or 3000, so pick one ourselves.
    const port = await findFreePort(host);
    try {
      const server = await serveOn(ncm, port, host);
      return embeddedHandle(server, `http://${host}:${port}`);
    } catch (error) {
      if (errorCode(error) !== 'EADDRINUSE') throw error;
      lastError = error;
    }
  }
  throw lastError;
}

function loadNcmServer(): NcmServerModule {
  // The package uses dotenv 17, which prints an "injected env" tip on every config() unless quiet.
  process.env['DOTENV_CONFIG_QUIET'] ??= 'true';
  // util/request.js reads this file with readFileSync at require time and throws ENOENT when it
  // is missing; the package's own entry points create it empty the same way. Flag 'a' creates it
  // without truncating a token that is already there.
  closeSync(openSync(join(tmpdir(), 'anonymous_token'), 'a'));
  // A string literal, so bundlers (esbuild --packages=external) see and externalise the package.
  const loaded: unknown = require('@neteasecloudmusicapienhanced/api/server');
  if (!isNcmServerModule(loaded)) {
    throw new Error(`${PACKAGE}/server does not export serveNcmApi`);
  }
  return loaded;
}

function isNcmServerModule(value: unknown): value is NcmServerModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'serveNcmApi' in value &&
    typeof value.serveNcmApi === 'function'
  );
}

/** Starts the NCM app on `port` and waits until it is bound; rejects with the bind error. */
async function serveOn(ncm: NcmServerModule, port: number, host: string): Promise<Server> {
  // checkVersion: true would shell out to `npm info`.
  const app: unknown = await ncm.serveNcmApi({ port, host, checkVersion: false });
  const server = typeof app === 'function' && 'server' in app ? app.server : undefined;
  if (!(server instanceof Server)) {
    throw new Error(`${PACKAGE}/server resolved without an http.Server`);
  }
  await whenListening(server);
  return server;
}

/**
 * serveNcmApi resolves right after calling `app.listen`, before the socket is bound, and a bind
 * error only reaches express's own `error` listener (which logs "started" anyway). Node emits
 * `listening`/`error` on a later tick than the promise continuation that brings us here, so
 * listening now still catches them; the timeout guards against that ever changing.
 */
function whenListening(server: Server): Promise<void> {
  if (server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      server.off('listening', onListening);
      server.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onListening = () => settle();
    const onError = (error: Error) => settle(error);
    const timer = setTimeout(
      () =>
        settle(new Error(`the NCM server did not start listening within ${LISTEN_TIMEOUT_MS} ms`)),
      LISTEN_TIMEOUT_MS,
    );
    timer.unref();
    server.once('listening', onListening);
    server.once('error', onError);
  });
}

function embeddedHandle(server: Server, url: string): EmbeddedNcm {
  let closing: Promise<void> | undefined;
  return {
    url,
    close(graceMs = 1000) {
      closing ??= closeGracefully(server, graceMs).finally(clearResponseCache);
      return closing;
    },
  };
}

/**
 * server.js caches every 200 answer for two minutes in a process-wide `apicache` instance, with
 * two un-unref'd timers per entry that would keep Node (and jest) alive after close(). Clearing
 * entry by entry stops both; `clear()` without a key leaves apicache's own timers running.
 * One gap: when concurrent identical requests cache the same key twice, apicache overwrites the
 * first timer's handle, so that one timer cannot be reached and lives out its two minutes. The
 * cache is shared by all embedded servers of this process.
 */
function clearResponseCache(): void {
  // The same module instance server.js uses (same resolved file, already loaded).
  const cache: unknown = require('@neteasecloudmusicapienhanced/api/util/apicache');
  if (!isApiCache(cache)) return;
  const index = cache.getIndex();
  if (typeof index !== 'object' || index === null || !('all' in index)) return;
  const all: unknown = index.all;
  // A copy: clear() rebuilds the index as it goes.
  const keys: unknown[] = Array.isArray(all) ? [...all] : [];
  for (const key of keys) {
    if (typeof key === 'string') cache.clear(key);
  }
}

function isApiCache(value: unknown): value is NcmApiCache {
  return (
    typeof value === 'object' &&
    value !== null &&
    'getIndex' in value &&
    typeof value.getIndex === 'function' &&
    'clear' in value &&
    typeof value.clear === 'function'
  );
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
