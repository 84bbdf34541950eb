import { formatBilibiliTrackId } from './bilibili-id';
import { RESOLUTION_MESSAGES } from './resolution-messages';
import type { ApiGet, JsonGet, UnblockBridge } from './resolve.ports';
import type { ResolvableSong } from './resolvable-song';
import { memoryStorage, pickId, startResolveSim, type SimHarness } from './sim.spec-harness';
import {
  DEFAULT_SONG_URL_LEVEL,
  resolveSongUrl,
  type ResolveSongUrlOptions,
} from './song-url-chain';
import { reparseSong, songSourceKey } from './song-source';

// The whole chain against the simulator: NetEase `/song/url/v1` (full, trial and unavailable
// songs), the `/bilibili/*` relay, the GD-style `api.php` and `/music` on the alt-source port, with
// faults. The desktop bridge is a stand-in that asks the alt source like UNM's pyncmd provider.

let h: SimHarness;
const DEFAULT_SOURCES = ['migu', 'kugou', 'pyncmd', 'bilibili'];
const SMALL = { gdCallTimeoutMs: 200, gdTotalTimeoutMs: 1_000, musicProxyTimeoutMs: 300 };

beforeAll(async () => {
  h = await startResolveSim();
});
afterAll(() => h.close());
afterEach(() => h.clearFaults());

function ids() {
  const { trialSongIds, unavailableSongIds } = h.info.fixtures;
  return {
    full: pickId(
      h.info.songs.filter((song) => song.availability === 'full').map((song) => song.id),
      () => true,
      'full song',
    ),
    unavailable: pickId(unavailableSongIds, () => true, 'unavailable song'),
    trial: pickId(trialSongIds, () => true, 'trial song'),
    trialOnTidalNotJoox: pickId(
      trialSongIds,
      (id) =>
        !h.info.altSourceSongIds.joox.includes(id) && h.info.altSourceSongIds.tidal.includes(id),
      'trial song that joox lacks and tidal has',
    ),
  };
}

/** h.jsonGet recording the `types` and `source` of each call to the external API. */
function recordingGdApi() {
  const calls: { types: unknown; source: unknown }[] = [];
  const jsonGet: JsonGet = (url, init) => {
    if (url === h.gdApiUrl) calls.push({ types: init.params?.types, source: init.params?.source });
    return h.jsonGet(url, init);
  };
  return { calls, jsonGet };
}

/** h.apiGet recording the paths asked. */
function recordingApi() {
  const paths: string[] = [];
  const params: Record<string, unknown>[] = [];
  const apiGet: ApiGet = (path, options) => {
    paths.push(path);
    params.push({ ...options?.params });
    return h.apiGet(path, options);
  };
  return { paths, params, apiGet };
}

/** A stand-in bridge: like UNM's pyncmd provider, asks the alt source's netease url by NetEase id. */
function fakeBridge(fail = false) {
  const calls: { id: number; sources: readonly string[]; name: unknown }[] = [];
  const bridge: UnblockBridge = async (id, songData, sources) => {
    calls.push({ id, sources, name: (songData as ResolvableSong).name });
    if (fail || sources.length === 0) return { error: `音乐解析失败 (ID: ${id}): no source` };
    const answer = await h.jsonGet(h.gdApiUrl, {
      params: { types: 'url', source: 'netease', id, br: 320 },
      timeoutMs: 5_000,
    });
    const { url, br, size } = answer.body as { url: string; br: number; size: number };
    return {
      data: {
        data: { url, br: br * 1000, size, md5: '', source: 'pyncmd' },
        params: { id, type: 'song' },
      },
    };
  };
  return { calls, bridge };
}

function options(
  overrides: Partial<ResolveSongUrlOptions> & { sources?: string[]; enable?: boolean } = {},
) {
  const { sources = DEFAULT_SOURCES, enable = true, ...rest } = overrides;
  return {
    platform: 'web' as const,
    settings: { enableMusicUnblock: enable, enabledMusicSources: sources },
    ports: { apiGet: h.apiGet, jsonGet: h.jsonGet },
    endpoints: {
      apiBase: h.sim.urls.netease,
      gdApiUrl: h.gdApiUrl,
      musicProxyUrl: h.musicProxyUrl,
    },
    budgets: SMALL,
    ...rest,
  };
}

const sourcesOf = (result: { attempts: { source: string; ok: boolean }[] }) =>
  result.attempts.map((attempt) => `${attempt.source}:${attempt.ok ? 'ok' : 'failed'}`);

describe('NetEase first', () => {
  it('resolves a full song from /song/url/v1 with the chosen level', async () => {
    const song = await h.song(ids().full);
    const api = recordingApi();
    const result = await resolveSongUrl(
      song,
      options({ level: 'exhigh', ports: { apiGet: api.apiGet, jsonGet: h.jsonGet } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'netease', br: 320_000 });
    expect(result.ok && result.url.startsWith(h.sim.urls.media)).toBe(true);
    expect(result.ok && result.trial).toBeFalsy();
    expect(api.paths).toEqual(['/song/url/v1']);
    expect(api.params).toEqual([{ id: song.id, level: 'exhigh' }]);
    expect(sourcesOf(result)).toEqual(['netease:ok']);
  });

  it("carries NetEase's gain, peak and expi as the answer gave them", async () => {
    const song = await h.song(ids().full);
    const raw = (await h.apiGet('/song/url/v1', { params: { id: song.id, level: 'higher' } }))
      .body as { data: { gain: number; peak: number; expi: number }[] };
    const answer = raw.data[0];
    const result = await resolveSongUrl(song, options());
    expect(result).toMatchObject({
      ok: true,
      loudness: { gainDb: answer?.gain, peak: answer?.peak },
      expiresInSec: answer?.expi,
    });
  });

  it('plays a song whose gain, peak or expi is malformed, without loudness or lifetime', async () => {
    const song = await h.song(ids().full);
    const apiGet: ApiGet = async (path, init) => {
      const answer = await h.apiGet(path, init);
      const body = answer.body as { data: Record<string, unknown>[] };
      return {
        ...answer,
        body: {
          ...body,
          data: body.data.map((item) => ({ ...item, gain: 'loud', peak: -1, expi: 'soon' })),
        },
      };
    };
    const result = await resolveSongUrl(song, options({ ports: { apiGet, jsonGet: h.jsonGet } }));
    expect(result).toMatchObject({ ok: true, source: 'netease' });
    expect(result.ok && result.loudness).toBeUndefined();
    expect(result.ok && result.expiresInSec).toBeUndefined();
  });

  it(`asks level '${DEFAULT_SONG_URL_LEVEL}' when none is given`, async () => {
    const api = recordingApi();
    await resolveSongUrl(
      await h.song(ids().full),
      options({ ports: { apiGet: api.apiGet, jsonGet: h.jsonGet } }),
    );
    expect(api.params[0]).toMatchObject({ level: 'higher' });
  });

  it('falls back when /song/url/v1 fails (HTTP 500, dropped connection)', async () => {
    const song = await h.song(ids().full);
    await h.fault({ service: 'netease', route: '/song/url/v1', status: 500, times: 1 });
    const failed = await resolveSongUrl(song, options({ sources: ['migu'] }));
    expect(failed).toMatchObject({ ok: true, source: 'music-proxy' });
    expect(failed.attempts[0]?.failure).toMatchObject({ reason: 'http-status' });
    await h.fault({ service: 'netease', route: '/song/url/v1', drop: true, times: 1 });
    const dropped = await resolveSongUrl(song, options({ sources: ['migu'] }));
    expect(dropped.attempts[0]?.failure).toMatchObject({ reason: 'network' });
  });
});

describe('web fallbacks', () => {
  it('finds an unavailable song on the video site (bilibili in the default list)', async () => {
    const result = await resolveSongUrl(await h.song(ids().unavailable), options());
    expect(result).toMatchObject({ ok: true, source: 'bilibili' });
    expect(
      result.ok && result.url.startsWith(`${h.sim.urls.netease}/bilibili/stream-proxy?url=`),
    ).toBe(true);
    expect(sourcesOf(result)).toEqual(['netease:failed', 'bilibili:ok']);
  });

  it('goes on to /music_proxy/music when the video site fails', async () => {
    await h.fault({ service: 'netease', route: '/bilibili/search', status: 500 });
    const result = await resolveSongUrl(await h.song(ids().unavailable), options());
    expect(result).toMatchObject({ ok: true, source: 'music-proxy' });
    expect(result.ok && result.url.startsWith(`${h.sim.urls.altSource}/file/`)).toBe(true);
    expect(sourcesOf(result)).toEqual(['netease:failed', 'bilibili:failed', 'music-proxy:ok']);
  });

  it('uses the external API for a trial song when gdmusic is chosen (joox misses, tidal hits)', async () => {
    const gd = recordingGdApi();
    const result = await resolveSongUrl(
      await h.song(ids().trialOnTidalNotJoox),
      options({ sources: ['gdmusic'], ports: { apiGet: h.apiGet, jsonGet: gd.jsonGet } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'gdmusic' });
    expect(result.ok && result.trial).toBeFalsy();
    expect(sourcesOf(result)).toEqual(['netease:failed', 'gdmusic:ok']);
    expect(gd.calls).toEqual([
      { types: 'search', source: 'joox' },
      { types: 'search', source: 'tidal' },
      { types: 'url', source: 'tidal' },
    ]);
  });

  it("records 'resolve timeout' when the external API runs out of time, then tries /music", async () => {
    await h.fault({ service: 'alt-source', route: '/api.php', timeout: true });
    const result = await resolveSongUrl(
      await h.song(ids().unavailable),
      options({ sources: ['gdmusic'], budgets: { ...SMALL, gdTotalTimeoutMs: 300 } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'music-proxy' });
    expect(result.attempts[1]?.failure).toMatchObject({
      message: RESOLUTION_MESSAGES.resolveTimeout,
    });
  });

  it('fails with the last step message when /music fails too (HTTP 500, timeout, 404)', async () => {
    const song = await h.song(ids().unavailable);
    await h.fault({ service: 'alt-source', route: '/music', status: 500, times: 1 });
    const failed = await resolveSongUrl(song, options({ sources: ['migu'] }));
    expect(failed).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.playFailed,
    });
    expect(sourcesOf(failed)).toEqual(['netease:failed', 'music-proxy:failed']);
    await h.fault({ service: 'alt-source', route: '/music', timeout: true, times: 1 });
    const slow = await resolveSongUrl(song, options({ sources: ['migu'] }));
    expect(slow).toMatchObject({ ok: false, reason: 'timeout' });
    const noCopyright = await resolveSongUrl(
      { id: h.info.fixtures.noCopyrightSongId, name: 'x' },
      options({ sources: ['migu'] }),
    );
    expect(noCopyright).toMatchObject({ ok: false, reason: 'http-status' });
  });

  it('plays the trial clip when nothing else gives a URL', async () => {
    await h.fault({ service: 'alt-source', route: '/music', status: 500 });
    const result = await resolveSongUrl(await h.song(ids().trial), options({ sources: ['migu'] }));
    expect(result).toMatchObject({ ok: true, source: 'netease', trial: true });
  });
});

describe('unblocking disabled', () => {
  it("fails an unavailable song with 'music unblock feature disabled'", async () => {
    const api = recordingApi();
    const result = await resolveSongUrl(
      await h.song(ids().unavailable),
      options({ enable: false, ports: { apiGet: api.apiGet, jsonGet: h.jsonGet } }),
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'disabled',
      message: RESOLUTION_MESSAGES.unblockDisabled,
    });
    expect(api.paths).toEqual(['/song/url/v1']);
  });

  it('still plays the trial clip of a trial song', async () => {
    const result = await resolveSongUrl(await h.song(ids().trial), options({ enable: false }));
    expect(result).toMatchObject({ ok: true, source: 'netease', trial: true });
  });
});

describe('desktop', () => {
  it('goes straight to the unblock bridge with the global list, gdmusic removed', async () => {
    const fake = fakeBridge();
    const song = await h.song(ids().unavailable);
    const result = await resolveSongUrl(
      song,
      options({
        platform: 'desktop',
        sources: ['migu', 'gdmusic', 'bilibili'],
        ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, unblockBridge: fake.bridge },
      }),
    );
    expect(result).toMatchObject({ ok: true, source: 'unblock', br: 320_000 });
    expect(fake.calls).toEqual([{ id: song.id, sources: ['migu', 'bilibili'], name: song.name }]);
    expect(sourcesOf(result)).toEqual(['netease:failed', 'unblock:ok']);
  });

  it('fails with the bridge error as the cause, never trying /music', async () => {
    const fake = fakeBridge(true);
    const result = await resolveSongUrl(
      await h.song(ids().unavailable),
      options({
        platform: 'desktop',
        ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, unblockBridge: fake.bridge },
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'refused',
      message: RESOLUTION_MESSAGES.playFailed,
    });
    expect(result.ok ? null : result.cause).toMatch(/音乐解析失败/);
    expect(sourcesOf(result)).toEqual(['netease:failed', 'unblock:failed']);
  });

  it('fails when the desktop has no bridge wired', async () => {
    const result = await resolveSongUrl(
      await h.song(ids().unavailable),
      options({ platform: 'desktop' }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('asks the bridge with no source when the global list is empty', async () => {
    const fake = fakeBridge();
    const result = await resolveSongUrl(
      await h.song(ids().unavailable),
      options({
        platform: 'desktop',
        sources: [],
        ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, unblockBridge: fake.bridge },
      }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'refused' });
    expect(fake.calls[0]?.sources).toEqual([]);
  });
});

describe('per-song source choice (song_source_<id>)', () => {
  it('is tried before NetEase, even for a full song', async () => {
    const song = await h.song(ids().full);
    const storage = memoryStorage({ [songSourceKey(song.id)]: '["gdmusic"]' });
    const api = recordingApi();
    const result = await resolveSongUrl(
      song,
      options({ ports: { apiGet: api.apiGet, jsonGet: h.jsonGet, storage } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'gdmusic' });
    expect(api.paths).toEqual([]);
    expect(sourcesOf(result)).toEqual(['gdmusic:ok']);
  });

  it('on desktop, takes the video site instead of the straight bridge path', async () => {
    const fake = fakeBridge();
    const song = await h.song(ids().unavailable);
    const storage = memoryStorage({ [songSourceKey(song.id)]: '["bilibili"]' });
    const result = await resolveSongUrl(
      song,
      options({
        platform: 'desktop',
        ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, storage, unblockBridge: fake.bridge },
      }),
    );
    expect(result).toMatchObject({ ok: true, source: 'bilibili' });
    expect(fake.calls).toEqual([]);
    expect(sourcesOf(result)).toEqual(['bilibili:ok']);
  });

  it('falls back to NetEase when the chosen source fails, without running the chain twice', async () => {
    const fake = fakeBridge();
    const song = await h.song(ids().full);
    const storage = memoryStorage({ [songSourceKey(song.id)]: '["gdmusic"]' });
    await h.fault({ service: 'alt-source', route: '/api.php', status: 500 });
    const result = await resolveSongUrl(
      song,
      options({
        platform: 'desktop',
        ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, storage, unblockBridge: fake.bridge },
      }),
    );
    expect(result).toMatchObject({ ok: true, source: 'netease' });
    expect(sourcesOf(result)).toEqual(['gdmusic:failed', 'unblock:failed', 'netease:ok']);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps the chosen source failure as the message when NetEase has no URL either', async () => {
    const song = await h.song(ids().unavailable);
    const storage = memoryStorage({ [songSourceKey(song.id)]: '["migu"]' });
    const result = await resolveSongUrl(
      song,
      options({ enable: false, ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, storage } }),
    );
    expect(result).toMatchObject({ ok: false, message: RESOLUTION_MESSAGES.unblockDisabled });
    expect(sourcesOf(result)).toEqual(['unblock:failed', 'netease:failed']);
  });

  it('is what re-parse writes: the next resolution uses it', async () => {
    const song = await h.song(ids().full);
    const storage = memoryStorage();
    expect(reparseSong(song, 'gdmusic', storage)).toEqual({
      ok: true,
      key: `song_source_${song.id}`,
    });
    const result = await resolveSongUrl(
      song,
      options({ ports: { apiGet: h.apiGet, jsonGet: h.jsonGet, storage } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'gdmusic' });
  });
});

describe('video-site songs', () => {
  it('resolve through the video path by bvid and cid', async () => {
    const multi = h.info.bilibili.find((video) => video.pages.length > 1);
    const cid = multi?.pages[1]?.cid ?? 0;
    const api = recordingApi();
    const result = await resolveSongUrl(
      {
        id: formatBilibiliTrackId(multi?.bvid ?? '', 500001, cid),
        name: 'part',
        source: 'bilibili',
      },
      options({ ports: { apiGet: api.apiGet, jsonGet: h.jsonGet } }),
    );
    expect(result).toMatchObject({ ok: true, source: 'bilibili' });
    expect(api.paths).toEqual(['/bilibili/video/detail', '/bilibili/playurl']);
    expect(api.params[1]).toMatchObject({ cid });
  });

  it('fail with the video-site message', async () => {
    const video = h.info.bilibili[0];
    await h.fault({ service: 'netease', route: '/bilibili/video/detail', status: 500 });
    const result = await resolveSongUrl(
      {
        id: 'x',
        name: 'part',
        source: 'bilibili',
        bilibiliData: { bvid: video?.bvid ?? '', cid: video?.pages[0]?.cid ?? 0 },
      },
      options(),
    );
    expect(result).toMatchObject({ ok: false, message: RESOLUTION_MESSAGES.detailFormat });
    expect(sourcesOf(result)).toEqual(['bilibili:failed']);
    const malformed = await resolveSongUrl(
      { id: 'nope', name: 'x', source: 'bilibili' },
      options(),
    );
    expect(malformed).toMatchObject({ ok: false, message: RESOLUTION_MESSAGES.noPageInfo });
  });
});

it('refuses an id that is neither a NetEase id nor a video-site id', async () => {
  const result = await resolveSongUrl({ id: 'abc', name: 'x' }, options());
  expect(result).toMatchObject({ ok: false, reason: 'bad-format', attempts: [] });
});
