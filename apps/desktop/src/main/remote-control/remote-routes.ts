import type { RemoteCommand } from '../../ipc/remote-control.contract';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { RemoteAppDeps } from './remote-app-deps';
import { sendError } from './http-errors';
import { buildOpenApiDocument } from './openapi';
import { PlayerUnavailableError, type NowPlayingSnapshot } from './player-link';
import { requireScope } from './remote-auth';

/** Default and largest page of `GET /queue`. */
export const QUEUE_PAGE = { default: 100, max: 500 } as const;

type RouteDeps = RemoteAppDeps & { pairLimiter: RequestHandler };

/** A command from a request, or the message saying what is wrong with it. */
type Parsed = { command: RemoteCommand } | { problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finiteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** `positionSec` extrapolated to `now` while playing (capped at the track's end). */
export function nowPlayingAt(snapshot: NowPlayingSnapshot, now: number): NowPlayingSnapshot {
  if (snapshot.status !== 'playing') return snapshot;
  const elapsed = Math.max(0, now - snapshot.updatedAt) / 1000;
  const end = snapshot.track?.durationMs ? snapshot.track.durationMs / 1000 : Infinity;
  return {
    ...snapshot,
    positionSec: Math.min(end, snapshot.positionSec + elapsed),
    updatedAt: now,
  };
}

/** Runs a command in the page's player and answers for it. */
async function answer(res: Response, deps: RouteDeps, command: RemoteCommand) {
  try {
    const result = await deps.player.command(command);
    if (result.ok) {
      res.json(result.queue ?? { ok: true });
    } else if (result.error === 'no-track') {
      sendError(res, 409, 'no-track', 'Nothing is playing to act on');
    } else {
      sendError(res, 500, 'internal', 'The player could not do that');
    }
  } catch (error) {
    if (!(error instanceof PlayerUnavailableError)) throw error;
    sendError(res, 503, 'player-unavailable', 'The player did not answer; is the window open?');
  }
}

/** A route that turns the request into a command (400 when it cannot) and runs it. */
function commandRoute(deps: RouteDeps, parse: (req: Request) => Parsed) {
  return (req: Request, res: Response, next: (error?: unknown) => void) => {
    const parsed = parse(req);
    if ('problem' in parsed) return sendError(res, 400, 'bad-request', parsed.problem);
    answer(res, deps, parsed.command).catch(next);
  };
}

/** A whole number ≥ `min` from a query value, the default when absent, null when invalid. */
function queryInteger(value: unknown, fallback: number, min: number): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

/** Mounts the API's operations (the same list `GET /` documents; see openapi.ts). */
export function mountRemoteRoutes(app: Express, deps: RouteDeps): void {
  const read = requireScope(deps.devices, 'read');
  const control = requireScope(deps.devices, 'control');
  const document = JSON.stringify(buildOpenApiDocument(deps.version), null, 2);

  app.get('/', read, (_req, res) => {
    res.type('application/json').send(document);
  });

  app.post('/pair', deps.pairLimiter, (req, res, next) => {
    if (!req.is('application/json'))
      return sendError(res, 415, 'unsupported-media-type', 'Send the body as application/json');
    const body: unknown = req.body;
    const code = isRecord(body) ? body['code'] : undefined;
    if (typeof code !== 'string' || code.length > 32)
      return sendError(res, 400, 'bad-request', 'Send {"code": "…", "name": "…"}');
    const scope = deps.pairing.redeem(code);
    if (!scope)
      return sendError(res, 401, 'invalid-pairing-code', 'The code is wrong, used or expired');
    deps.devices
      .pair(isRecord(body) ? String(body['name'] ?? '') : '', scope)
      .then(({ device, token }) => {
        res.status(201).json({ token, scope: device.scope, deviceId: device.id });
      })
      .catch(next);
  });

  app.get('/now-playing', read, (_req, res) => {
    res.json(nowPlayingAt(deps.player.nowPlaying(), deps.now()));
  });
  app.get('/now-playing/events', read, (req, res) => deps.streams.handle(req, res));

  app.get(
    '/queue',
    read,
    commandRoute(deps, (req) => {
      const offset = queryInteger(req.query['offset'], 0, 0);
      const limit = queryInteger(req.query['limit'], QUEUE_PAGE.default, 1);
      if (offset === null || limit === null || limit > QUEUE_PAGE.max)
        return { problem: `offset ≥ 0 and limit 1–${QUEUE_PAGE.max}, whole numbers` };
      return { command: { type: 'get-queue', offset, limit } };
    }),
  );

  for (const type of ['play-pause', 'play', 'pause', 'next', 'previous'] as const) {
    app.post(
      `/player/${type}`,
      control,
      commandRoute(deps, () => ({ command: { type } })),
    );
  }
  app.post(
    '/player/seek',
    control,
    commandRoute(deps, (req) => {
      const position: unknown = isRecord(req.body) ? req.body['positionSec'] : undefined;
      return finiteNumber(position) && position >= 0
        ? { command: { type: 'seek', positionSec: position } }
        : { problem: 'Send {"positionSec": seconds ≥ 0}' };
    }),
  );
  app.post(
    '/player/volume',
    control,
    commandRoute(deps, (req) => {
      const volume: unknown = isRecord(req.body) ? req.body['volume'] : undefined;
      // Spec §5: volume values are clamped to 0..1.
      return finiteNumber(volume)
        ? { command: { type: 'set-volume', volume: Math.min(1, Math.max(0, volume)) } }
        : { problem: 'Send {"volume": 0–1}' };
    }),
  );
  app.post(
    '/player/like',
    control,
    commandRoute(deps, (req) => {
      const liked: unknown = isRecord(req.body) ? req.body['liked'] : undefined;
      if (liked === undefined) return { command: { type: 'like' } };
      return typeof liked === 'boolean'
        ? { command: { type: 'like', liked } }
        : { problem: 'Send {"liked": true|false}, or no body to toggle' };
    }),
  );
}
