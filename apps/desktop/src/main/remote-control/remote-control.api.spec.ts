import type { RemoteCommand, RemoteQueuePage } from '../../ipc/remote-control.contract';
import { REMOTE_OPERATIONS } from './openapi';
import { SONG, startRemote, type RemoteHarness } from './remote-control.spec-harness';

/** Reads server-sent events from a response body, one parsed `data` at a time. */
function eventReader(body: ReadableStream<Uint8Array> | null) {
  const reader = body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (data !== undefined && event) return { event, data: JSON.parse(data) };
        continue;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

const QUEUE: RemoteQueuePage = {
  index: 0,
  total: 1,
  offset: 0,
  tracks: SONG.track ? [SONG.track] : [],
};

describe('remote control: the API', () => {
  let harness: RemoteHarness;
  afterEach(() => harness.stop());

  it('sends now-playing as server-sent events: the state at once, then each song change', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('read');
    const response = await harness.request('/now-playing/events', { token });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(response.body);
    expect(await next()).toMatchObject({
      event: 'now-playing',
      data: { track: null, status: 'idle' },
    });

    harness.remote.player.report(SONG);
    // The same report again is not a change: no event for it.
    harness.remote.player.report(SONG);
    const second = {
      ...SONG,
      track: { ...SONG.track, id: 1002, name: 'Evening Tone' },
    } as typeof SONG;
    harness.remote.player.report(second);
    expect(await next()).toMatchObject({
      data: { track: { name: 'Morning Tone' }, status: 'playing', updatedAt: harness.clock.now },
    });
    expect(await next()).toMatchObject({ data: { track: { id: 1002, name: 'Evening Tone' } } });
  });

  it('extrapolates the position of a playing song to the time of the answer', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('read');
    harness.remote.player.report(SONG);
    harness.clock.now += 3_000;
    const body = await (await harness.request('/now-playing', { token })).json();
    expect(body).toMatchObject({ positionSec: 15, status: 'playing', track: { id: 1001 } });
    harness.clock.now += 1_000_000;
    expect(await (await harness.request('/now-playing', { token })).json()).toMatchObject({
      positionSec: 180,
    });
  });

  it('hands each command to the page with checked values', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('control');
    const post = (path: string, body?: unknown) =>
      harness.request(path, {
        method: 'POST',
        token,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (const action of ['play-pause', 'play', 'pause', 'next', 'previous']) {
      expect((await post(`/player/${action}`)).status).toBe(200);
    }
    expect((await post('/player/seek', { positionSec: 42.5 })).status).toBe(200);
    expect((await post('/player/volume', { volume: 1.7 })).status).toBe(200);
    expect((await post('/player/like', { liked: true })).status).toBe(200);
    expect((await post('/player/like')).status).toBe(200);
    expect(harness.commands).toEqual<RemoteCommand[]>([
      { type: 'play-pause' },
      { type: 'play' },
      { type: 'pause' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'seek', positionSec: 42.5 },
      { type: 'set-volume', volume: 1 },
      { type: 'like', liked: true },
      { type: 'like' },
    ]);

    for (const [path, body] of [
      ['/player/seek', { positionSec: -1 }],
      ['/player/seek', { positionSec: '10' }],
      ['/player/volume', {}],
      ['/player/like', { liked: 'yes' }],
    ] as const) {
      const refused = await post(path, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'bad-request' });
    }
    expect(harness.commands).toHaveLength(9);
  });

  it('pages the queue through the page', async () => {
    harness = await startRemote({
      answer: (command) =>
        command.type === 'get-queue' ? { ok: true, queue: QUEUE } : { ok: true },
    });
    const { token } = await harness.pair('read');
    const page = await harness.request('/queue?offset=0&limit=50', { token });
    expect(await page.json()).toEqual(QUEUE);
    expect(harness.commands).toEqual([{ type: 'get-queue', offset: 0, limit: 50 }]);
    expect((await harness.request('/queue', { token })).status).toBe(200);
    expect(harness.commands[1]).toEqual({ type: 'get-queue', offset: 0, limit: 100 });
    expect((await harness.request('/queue?limit=501', { token })).status).toBe(400);
    expect((await harness.request('/queue?offset=-2', { token })).status).toBe(400);
  });

  it('says when nothing plays (409) and when the page does not answer (503)', async () => {
    harness = await startRemote({
      answer: (command) =>
        command.type === 'like'
          ? { ok: false, error: 'no-track' }
          : command.type === 'next'
            ? undefined
            : { ok: true },
    });
    const { token } = await harness.pair('control');
    const like = await harness.request('/player/like', { method: 'POST', token });
    expect(like.status).toBe(409);
    expect(await like.json()).toMatchObject({ error: 'no-track' });
    const next = await harness.request('/player/next', { method: 'POST', token });
    expect(next.status).toBe(503);
    expect(await next.json()).toMatchObject({ error: 'player-unavailable' });
  });

  it('limits requests per address in fixed windows, pairing more strictly', async () => {
    harness = await startRemote({
      limits: { windowMs: 60_000, max: 4, pairWindowMs: 600_000, pairMax: 2 },
    });
    // Two pairing attempts (one of them the pairing itself) use the pairing budget.
    const { token } = await harness.pair('read');
    expect((await harness.request('/pair', { method: 'POST', body: '{"code":"X"}' })).status).toBe(
      401,
    );
    const third = await harness.request('/pair', { method: 'POST', body: '{"code":"X"}' });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: 'too-many-requests' });

    // Three requests so far in this window; one more is allowed, then 429 until it ends.
    expect((await harness.request('/now-playing', { token })).status).toBe(200);
    const limited = await harness.request('/now-playing', { token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    harness.clock.now += 59_999;
    expect((await harness.request('/now-playing', { token })).status).toBe(429);
    harness.clock.now += 1;
    expect((await harness.request('/now-playing', { token })).status).toBe(200);
  });

  it('serves its OpenAPI 3.1 document at the root, with every route, each really there', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('read');
    const response = await harness.request('/', { token });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = JSON.parse(await response.text()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.2.3');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'GET /',
        'POST /pair',
        'GET /now-playing',
        'GET /now-playing/events',
        'GET /queue',
        'POST /player/play-pause',
        'POST /player/play',
        'POST /player/pause',
        'POST /player/next',
        'POST /player/previous',
        'POST /player/seek',
        'POST /player/volume',
        'POST /player/like',
      ].sort(),
    );
    // Every $ref points at a schema the document has.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) expect(document.components.schemas).toHaveProperty(name ?? '');

    // Each documented operation exists: without a token it is refused, never "not found".
    for (const operation of REMOTE_OPERATIONS) {
      const answer = await harness.request(operation.path, {
        method: operation.method.toUpperCase(),
      });
      expect([operation.path, answer.status]).toEqual([
        operation.path,
        operation.scope ? 401 : 415,
      ]);
    }
    const missing = await harness.request('/nowhere', { token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not-found' });
  });

  it('logs no token, code or request detail', async () => {
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
    );
    try {
      harness = await startRemote();
      const { code } = harness.remote.pairing.create('control');
      await harness.request('/pair', { method: 'POST', body: JSON.stringify({ code: 'WRONG' }) });
      const { token } = await harness.pair('control');
      await harness.request('/player/next', { method: 'POST', token });
      await harness.request('/pair', { method: 'POST', body: '{"code": ' });
      const text = JSON.stringify(logged);
      expect(text).not.toContain(token);
      expect(text).not.toContain(code);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
