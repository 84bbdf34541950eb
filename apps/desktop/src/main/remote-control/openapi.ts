import { DEVICE_NAME_MAX_LENGTH } from './device-registry';

/** An operation of the API: method, path and what the document says of it. */
interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  /** `null`: no token (pairing only). */
  scope: 'read' | 'control' | null;
  body?: Record<string, unknown>;
  ok: { status: string; description: string; content?: Record<string, unknown> };
  query?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });
const OK = { status: '200', description: 'Done', content: json(ref('Ok')) };

/** Every operation the server answers, in the order the document lists them. */
export const REMOTE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/',
    summary: 'This document (OpenAPI 3.1)',
    scope: 'read',
    ok: { status: '200', description: 'The API description', content: json({ type: 'object' }) },
  },
  {
    method: 'post',
    path: '/pair',
    summary: 'Pair a device with the one-time code shown in Settings → Remote control',
    scope: null,
    body: ref('PairRequest'),
    ok: { status: '201', description: 'Paired', content: json(ref('PairResponse')) },
  },
  {
    method: 'get',
    path: '/now-playing',
    summary: 'What plays now; positionSec is extrapolated to the time of the answer while playing',
    scope: 'read',
    ok: { status: '200', description: 'Now playing', content: json(ref('NowPlaying')) },
  },
  {
    method: 'get',
    path: '/now-playing/events',
    summary:
      'Now playing as Server-Sent Events: one `now-playing` event at once, then one per change',
    scope: 'read',
    ok: {
      status: '200',
      description: 'An event stream; each event’s data is a NowPlaying object',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
  },
  {
    method: 'get',
    path: '/queue',
    summary: 'A page of the play queue',
    scope: 'read',
    query: [
      {
        name: 'offset',
        description: 'First track (default 0)',
        schema: { type: 'integer', minimum: 0 },
      },
      {
        name: 'limit',
        description: 'Tracks per page (default 100, at most 500)',
        schema: { type: 'integer', minimum: 1, maximum: 500 },
      },
    ],
    ok: { status: '200', description: 'Queue page', content: json(ref('QueuePage')) },
  },
  ...(['play-pause', 'play', 'pause', 'next', 'previous'] as const).map((action): Operation => ({
    method: 'post',
    path: `/player/${action}`,
    summary: `${action.replace('-', '/')} (as the play bar's button)`,
    scope: 'control',
    ok: OK,
  })),
  {
    method: 'post',
    path: '/player/seek',
    summary: 'Move to a position of the current track',
    scope: 'control',
    body: {
      type: 'object',
      required: ['positionSec'],
      properties: { positionSec: { type: 'number', minimum: 0 } },
    },
    ok: OK,
  },
  {
    method: 'post',
    path: '/player/volume',
    summary: 'Set the volume (0–1)',
    scope: 'control',
    body: {
      type: 'object',
      required: ['volume'],
      properties: { volume: { type: 'number', minimum: 0, maximum: 1 } },
    },
    ok: OK,
  },
  {
    method: 'post',
    path: '/player/like',
    summary: 'Like or unlike the current track; without `liked` it toggles',
    scope: 'control',
    body: { type: 'object', properties: { liked: { type: 'boolean' } } },
    ok: OK,
  },
];

const track = {
  type: 'object',
  required: ['id', 'name', 'artists', 'album', 'coverUrl', 'durationMs'],
  properties: {
    id: { type: ['integer', 'string'] },
    name: { type: 'string' },
    artists: { type: 'array', items: { type: 'string' } },
    album: { type: 'string' },
    coverUrl: { type: ['string', 'null'] },
    durationMs: { type: ['number', 'null'] },
  },
};

const SCHEMAS = {
  Ok: { type: 'object', required: ['ok'], properties: { ok: { const: true } } },
  Error: {
    type: 'object',
    required: ['error', 'message'],
    properties: { error: { type: 'string' }, message: { type: 'string' } },
  },
  Track: track,
  NowPlaying: {
    type: 'object',
    required: ['track', 'status', 'positionSec', 'volume', 'muted', 'liked', 'updatedAt'],
    properties: {
      track: { oneOf: [ref('Track'), { type: 'null' }] },
      status: { enum: ['idle', 'loading', 'playing', 'paused', 'stopped'] },
      positionSec: { type: 'number', minimum: 0 },
      volume: { type: 'number', minimum: 0, maximum: 1 },
      muted: { type: 'boolean' },
      liked: { type: 'boolean' },
      queueIndex: { type: 'integer', minimum: -1 },
      queueLength: { type: 'integer', minimum: 0 },
      updatedAt: { type: 'integer', description: 'Epoch ms at which positionSec was read' },
    },
  },
  QueuePage: {
    type: 'object',
    required: ['index', 'total', 'offset', 'tracks'],
    properties: {
      index: { type: 'integer', minimum: -1, description: 'The current track in the whole queue' },
      total: { type: 'integer', minimum: 0 },
      offset: { type: 'integer', minimum: 0 },
      tracks: { type: 'array', items: ref('Track') },
    },
  },
  PairRequest: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'string', description: 'The code shown in settings, e.g. ABCD-EFGH' },
      name: { type: 'string', maxLength: DEVICE_NAME_MAX_LENGTH, description: 'Shown in settings' },
    },
  },
  PairResponse: {
    type: 'object',
    required: ['token', 'scope', 'deviceId'],
    properties: {
      token: { type: 'string', description: 'The bearer token; shown only this once' },
      scope: { enum: ['read', 'control'] },
      deviceId: { type: 'string' },
    },
  },
};

const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

/** The errors an operation may answer besides its success. */
function errorsOf(operation: Operation): Record<string, unknown> {
  const errors: Record<string, unknown> = {
    '403': errorResponse('Address or origin not allowed, or the token lacks the scope'),
    '429': errorResponse('Too many requests; see Retry-After'),
  };
  errors['401'] = errorResponse(
    operation.scope ? 'No valid bearer token' : 'Wrong, used or expired pairing code',
  );
  if (operation.body) errors['400'] = errorResponse('The body is not what this operation takes');
  if (operation.scope === 'control' || operation.path === '/queue') {
    errors['409'] = errorResponse('Nothing is playing to act on');
    errors['503'] = errorResponse('The player did not answer (the window is closed or loading)');
  }
  return errors;
}

/** The OpenAPI 3.1 description of the remote-control API, served at `GET /`. */
export function buildOpenApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of REMOTE_OPERATIONS) {
    const path = (paths[operation.path] ??= {});
    path[operation.method] = {
      summary: operation.summary,
      ...(operation.scope === null
        ? { security: [] }
        : { description: `Needs a token with the \`${operation.scope}\` scope.` }),
      ...(operation.query
        ? { parameters: operation.query.map((query) => ({ in: 'query', ...query })) }
        : {}),
      ...(operation.body ? { requestBody: { required: true, content: json(operation.body) } } : {}),
      responses: {
        [operation.ok.status]: {
          description: operation.ok.description,
          ...(operation.ok.content ? { content: operation.ok.content } : {}),
        },
        ...errorsOf(operation),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cadenza remote control',
      version,
      description:
        'Control the Cadenza desktop player. Pair once with the code from Settings → Remote ' +
        'control, then send the token as `Authorization: Bearer <token>`. A `read` token sees; ' +
        'a `control` token also acts.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerToken: [] }],
    paths,
    components: {
      securitySchemes: { bearerToken: { type: 'http', scheme: 'bearer' } },
      schemas: SCHEMAS,
    },
  };
}
