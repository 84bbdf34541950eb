import { gdBitrate, gdQuery, GD_API_URL, GD_SOURCES, resolveFromGdMusic } from './gd-music';
import { GD_BITRATE, GD_CALL_TIMEOUT_MS, GD_TOTAL_TIMEOUT_MS } from './resolve-budgets';
import { RESOLUTION_MESSAGES } from './resolution-messages';
import type { JsonGet } from './resolve.ports';
import type { ResolvableSong } from './resolvable-song';
import { startResolveSim, type SimHarness } from './sim.spec-harness';

// The external music API step against the simulator's GD-style `api.php` (joox has the songs with
// an even id, tidal those with an id divisible by 3, netease all), with faults on the alt-source
// service: HTTP 500, held requests (timeouts) and a fault on one track's url call. Budgets are
// shrunk for the real-time cases; the production budgets are checked on a fake clock.

let h: SimHarness;
const FAST = { callTimeoutMs: 300, totalTimeoutMs: 5_000 };

beforeAll(async () => {
  h = await startResolveSim();
});
afterAll(() => h.close());
afterEach(() => h.clearFaults());

/** A playable catalogue song whose id `accept` takes. */
async function songWhere(accept: (id: number) => boolean, what: string): Promise<ResolvableSong> {
  const found = h.info.songs.find(
    (song) => song.availability !== 'no-copyright' && accept(song.id),
  );
  if (!found) throw new Error(`no ${what}`);
  return h.song(found.id);
}

/** h.jsonGet, recording each call's source, types and timeout; `rewrite` may change a url answer. */
function recording(rewrite?: (body: unknown) => unknown) {
  const calls: string[] = [];
  const timeouts: number[] = [];
  const jsonGet: JsonGet = async (url, options) => {
    calls.push(`${options.params?.['types']}:${options.params?.['source']}`);
    timeouts.push(options.timeoutMs);
    const answer = await h.jsonGet(url, options);
    return rewrite && options.params?.['types'] === 'url'
      ? { ...answer, body: rewrite(answer.body) }
      : answer;
  };
  return { calls, timeouts, jsonGet };
}

function fileOf(url: string): string {
  return new URL(url).pathname;
}

describe('resolveFromGdMusic: sources in turn', () => {
  it('takes the first source that has the song (joox), asking br=999', async () => {
    const song = await songWhere((id) => id % 2 === 0, 'even id');
    const rec = recording();
    const params: unknown[] = [];
    const result = await resolveFromGdMusic(
      song,
      async (url, options) => {
        params.push(options.params);
        return rec.jsonGet(url, options);
      },
      { ...FAST, apiUrl: h.gdApiUrl },
    );
    expect(result).toMatchObject({ ok: true, source: 'joox', br: 320_000 });
    if (result.ok) expect(fileOf(result.url)).toMatch(new RegExp(`^/file/${song.id}\\.`));
    expect(rec.calls).toEqual(['search:joox', 'url:joox']);
    expect(params).toEqual([
      { types: 'search', source: 'joox', name: gdQuery(song), count: 1, pages: 1 },
      { types: 'url', source: 'joox', id: `joox-${song.id}`, br: 999 },
    ]);
  });

  it('goes on to tidal when joox has no match', async () => {
    const song = await songWhere((id) => id % 2 === 1 && id % 3 === 0, 'odd id divisible by 3');
    const rec = recording();
    const result = await resolveFromGdMusic(song, rec.jsonGet, { ...FAST, apiUrl: h.gdApiUrl });
    expect(result).toMatchObject({ ok: true, source: 'tidal' });
    expect(rec.calls).toEqual(['search:joox', 'search:tidal', 'url:tidal']);
  });

  it('goes on to netease when joox and tidal have no match', async () => {
    const song = await songWhere((id) => id % 2 === 1 && id % 3 !== 0, 'odd id not divisible by 3');
    const rec = recording();
    const result = await resolveFromGdMusic(song, rec.jsonGet, { ...FAST, apiUrl: h.gdApiUrl });
    expect(result).toMatchObject({ ok: true, source: 'netease' });
    if (result.ok) expect(fileOf(result.url)).toMatch(new RegExp(`^/file/${song.id}\\.`));
    expect(rec.calls).toEqual(['search:joox', 'search:tidal', 'search:netease', 'url:netease']);
  });
});

describe('resolveFromGdMusic: failures', () => {
  let everywhere: ResolvableSong;
  beforeAll(async () => {
    everywhere = await songWhere((id) => id % 6 === 0, 'id divisible by 6');
  });

  it.each([
    [1, 'tidal'],
    [2, 'netease'],
  ])('skips sources answering HTTP 500 (%i failing) and takes %s', async (times, source) => {
    await h.fault({ service: 'alt-source', route: '/api.php', status: 500, times });
    const result = await resolveFromGdMusic(everywhere, h.jsonGet, { ...FAST, apiUrl: h.gdApiUrl });
    expect(result).toMatchObject({ ok: true, source });
  });

  it('fails when every source answers HTTP 500, listing each source', async () => {
    await h.fault({ service: 'alt-source', route: '/api.php', status: 500 });
    const result = await resolveFromGdMusic(everywhere, h.jsonGet, { ...FAST, apiUrl: h.gdApiUrl });
    expect(result).toMatchObject({
      ok: false,
      reason: 'not-found',
      message: RESOLUTION_MESSAGES.playFailed,
    });
    expect(result.ok ? [] : result.cause).toEqual(
      GD_SOURCES.map((source) => ({
        source,
        failure: expect.objectContaining({ reason: 'http-status', cause: { status: 500 } }),
      })),
    );
  });

  it('skips a source whose url call fails', async () => {
    await h.fault({
      service: 'alt-source',
      route: '/api.php',
      id: `joox-${everywhere.id}`,
      status: 500,
    });
    const rec = recording();
    const result = await resolveFromGdMusic(everywhere, rec.jsonGet, {
      ...FAST,
      apiUrl: h.gdApiUrl,
    });
    expect(result).toMatchObject({ ok: true, source: 'tidal' });
    expect(rec.calls).toEqual(['search:joox', 'url:joox', 'search:tidal', 'url:tidal']);
  });

  it('gives each call its own timeout and goes on after one times out', async () => {
    await h.fault({ service: 'alt-source', route: '/api.php', timeout: true, times: 1 });
    const rec = recording();
    const started = Date.now();
    const result = await resolveFromGdMusic(everywhere, rec.jsonGet, {
      ...FAST,
      apiUrl: h.gdApiUrl,
    });
    expect(result).toMatchObject({ ok: true, source: 'tidal' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.callTimeoutMs - 20);
    expect(rec.timeouts.every((ms) => ms === FAST.callTimeoutMs)).toBe(true);
  });

  it('fails when every source times out', async () => {
    await h.fault({ service: 'alt-source', route: '/api.php', timeout: true });
    const result = await resolveFromGdMusic(everywhere, h.jsonGet, {
      apiUrl: h.gdApiUrl,
      callTimeoutMs: 100,
      totalTimeoutMs: 5_000,
    });
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
    expect(result.ok ? [] : result.cause).toEqual(
      GD_SOURCES.map((source) => ({
        source,
        failure: expect.objectContaining({ reason: 'timeout' }),
      })),
    );
  });

  it("stops at the overall budget with 'resolve timeout' and makes no further call", async () => {
    await h.fault({ service: 'alt-source', route: '/api.php', timeout: true });
    const result = await resolveFromGdMusic(everywhere, h.jsonGet, {
      apiUrl: h.gdApiUrl,
      callTimeoutMs: 300,
      totalTimeoutMs: 450,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'timeout',
      message: RESOLUTION_MESSAGES.resolveTimeout,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // joox's search timed out at 300 ms, tidal's was cut at 600 ms; netease was never asked.
    expect((await h.faults())[0]?.hits).toBe(2);
  });

  it('fails on a bad url answer and an empty url, and strips escaped slashes', async () => {
    const bad = await resolveFromGdMusic(everywhere, recording(() => ({ nope: true })).jsonGet, {
      ...FAST,
      apiUrl: h.gdApiUrl,
    });
    expect(bad.ok ? null : bad.cause).toEqual(
      GD_SOURCES.map((source) => ({
        source,
        failure: expect.objectContaining({ reason: 'bad-format' }),
      })),
    );
    const empty = await resolveFromGdMusic(
      everywhere,
      recording(() => ({ url: '', br: 0, size: 0 })).jsonGet,
      { ...FAST, apiUrl: h.gdApiUrl },
    );
    expect(empty).toMatchObject({ ok: false, reason: 'not-found' });
    const escaped = await resolveFromGdMusic(
      everywhere,
      recording(() => ({ url: 'https:\\/\\/cdn.example\\/x.mp3', br: '740', size: 9 })).jsonGet,
      { ...FAST, apiUrl: h.gdApiUrl },
    );
    expect(escaped).toMatchObject({
      ok: true,
      url: 'https://cdn.example/x.mp3',
      br: 740_000,
      size: 9,
    });
  });

  it('does not ask with a query shorter than 2 characters', async () => {
    const rec = recording();
    const result = await resolveFromGdMusic({ id: 1, name: 'a' }, rec.jsonGet, {
      apiUrl: h.gdApiUrl,
    });
    expect(result).toMatchObject({ ok: false, reason: 'query-too-short' });
    expect(rec.calls).toEqual([]);
  });
});

describe('production budgets', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('names the spec constants', () => {
    expect([GD_CALL_TIMEOUT_MS, GD_TOTAL_TIMEOUT_MS, GD_BITRATE]).toEqual([5_000, 15_000, 999]);
    expect(GD_SOURCES).toEqual(['joox', 'tidal', 'netease']);
    expect(GD_API_URL).toBe('https://music-api.gdstudio.xyz/api.php');
  });

  it('asks each call with 5 s and gives up after 15 s overall by default', async () => {
    jest.useFakeTimers();
    const asked: { url: string; timeoutMs: number }[] = [];
    const never: JsonGet = (url, options) => {
      asked.push({ url, timeoutMs: options.timeoutMs });
      return new Promise(() => undefined);
    };
    const pending = resolveFromGdMusic(
      { id: 1, name: 'Song', artists: [{ name: 'Artist' }] },
      never,
    );
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(GD_TOTAL_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      reason: 'timeout',
      message: RESOLUTION_MESSAGES.resolveTimeout,
    });
    expect(asked).toEqual([{ url: GD_API_URL, timeoutMs: GD_CALL_TIMEOUT_MS }]);
  });
});

describe('query and bitrate', () => {
  it('builds "<name> <artists joined by a space>" from artists, else ar', () => {
    expect(gdQuery({ id: 1, name: ' 晴天 ', artists: [{ name: '周杰伦' }, { name: 'B' }] })).toBe(
      '晴天 周杰伦 B',
    );
    expect(gdQuery({ id: 1, name: 'X', artists: [], ar: [{ name: 'Y' }] })).toBe('X Y');
    expect(gdQuery({ id: 1, name: 'X' })).toBe('X');
  });

  it('reports br in bps, 320 kbps when unusable', () => {
    expect([gdBitrate(320), gdBitrate('128'), gdBitrate('x'), gdBitrate(0)]).toEqual([
      320_000, 128_000, 320_000, 320_000,
    ]);
  });
});
