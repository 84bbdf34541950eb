import type { SimSong } from '../catalogue/catalogue.types';
import { deterministicBytes, useBehaviourSim } from '../testing/behaviour-harness';
import type { ActiveFault } from './fault-registry';

// Fault injection through `POST /__sim/faults`: latency, 5xx and 301 errors, timeouts, dropped
// connections, per route and per song id, `times` expiry, listing and deleting.

interface FaultList {
  faults: ActiveFault[];
}

describe('fault injection (POST /__sim/faults)', () => {
  const h = useBehaviourSim();
  let songA: SimSong;
  let songB: SimSong;

  beforeAll(() => {
    const [a, b] = h.world.catalogue.songs.filter(
      (song) => song.availability === 'full' && song.format === 'mp3',
    );
    if (!a || !b) throw new Error('the catalogue needs two full MP3 songs');
    [songA, songB] = [a, b];
    h.writeSongAudio(songA, deterministicBytes(2000));
    h.writeSongAudio(songB, deterministicBytes(2000));
  });
  beforeEach(() => h.reset());

  const addFault = async (rule: Record<string, unknown>) => {
    const answer = await h.control<ActiveFault>('POST', '/faults', rule);
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const mediaUrl = async (song: SimSong) => {
    const answer = await h.get<{ data: { url: string | null }[] }>('/song/url/v1', { id: song.id });
    const url = answer.body.data[0]?.url;
    if (!url) throw new Error(`song ${song.id} has no URL`);
    return url;
  };

  describe('the control routes', () => {
    it('adds (201 with faultId), lists, deletes one (404 when unknown) and deletes all', async () => {
      const first = await addFault({ route: '/song/detail', status: 500 });
      const second = await addFault({ service: 'media', id: 42, drop: true });
      expect(first).toMatchObject({
        faultId: expect.any(Number),
        hits: 0,
        route: '/song/detail',
        status: 500,
      });
      expect(second).toMatchObject({ service: 'media', id: '42', drop: true });

      const listed = await h.control<FaultList>('GET', '/faults');
      expect(listed.body.faults.map((fault) => fault.faultId)).toEqual([
        first.faultId,
        second.faultId,
      ]);

      expect(await h.control('DELETE', `/faults/${first.faultId}`)).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect(await h.control('DELETE', `/faults/${first.faultId}`)).toMatchObject({
        status: 404,
        body: { ok: false },
      });
      expect(
        (await h.control<FaultList>('GET', '/faults')).body.faults.map((fault) => fault.faultId),
      ).toEqual([second.faultId]);

      expect(await h.control('DELETE', '/faults')).toMatchObject({ status: 200 });
      expect((await h.control<FaultList>('GET', '/faults')).body.faults).toEqual([]);
    });

    it('refuses rules without an effect, with two exclusive effects, or with bad fields (400)', async () => {
      for (const rule of [
        { route: '/song/detail' },
        { status: 500, drop: true },
        { timeout: true, drop: true },
        { service: 'spotify', status: 500 },
        { route: 'song/detail', status: 500 },
        { status: 200 },
        { status: 500, times: 0 },
      ]) {
        expect(await h.control('POST', '/faults', rule)).toMatchObject({
          status: 400,
          body: { ok: false },
        });
      }
      expect((await h.control<FaultList>('GET', '/faults')).body.faults).toEqual([]);
    });

    it('never faults the control routes themselves', async () => {
      await addFault({ route: '/*', status: 500 });
      expect((await h.get('/search/default')).status).toBe(500);
      expect((await h.control('GET', '/health')).status).toBe(200);
      expect((await h.control('DELETE', '/faults')).status).toBe(200);
      expect((await h.get('/search/default')).status).toBe(200);
    });
  });

  describe('effects', () => {
    it('injects a 5xx on one route only, with a JSON body carrying the code', async () => {
      await addFault({ route: '/song/detail', status: 503 });
      expect(await h.get('/song/detail', { ids: songA.id })).toMatchObject({
        status: 503,
        body: { code: 503 },
      });
      expect((await h.get('/lyric', { id: songA.id })).status).toBe(200);
    });

    it('injects a 301 with NetEase’s login-required body and no Location', async () => {
      await addFault({ service: 'netease', route: '/recommend/songs', status: 301 });
      const response = await fetch(h.url('/recommend/songs'));
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({ code: 301, msg: '需要登录' });
    });

    it('adds latency (real timer: 150 ms) before the normal answer', async () => {
      await addFault({ route: '/search/default', latencyMs: 150 });
      const started = performance.now();
      const answer = await h.get('/search/default');
      const elapsed = performance.now() - started;
      expect(answer).toMatchObject({ status: 200, body: { code: 200 } });
      expect(elapsed).toBeGreaterThanOrEqual(145);
    });

    it('adds latency before an injected error', async () => {
      await addFault({ route: '/search/default', latencyMs: 120, status: 502 });
      const started = performance.now();
      const answer = await h.get('/search/default');
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
      expect(answer.status).toBe(502);
    });

    it('holds a timed-out request unanswered until the client aborts', async () => {
      const fault = await addFault({ route: '/song/url/v1', timeout: true });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 80);
      try {
        await expect(
          fetch(h.url('/song/url/v1', { id: songA.id }), { signal: controller.signal }),
        ).rejects.toMatchObject({
          name: 'AbortError',
        });
      } finally {
        clearTimeout(timer);
      }
      const listed = (await h.control<FaultList>('GET', '/faults')).body.faults;
      expect(listed.find((rule) => rule.faultId === fault.faultId)?.hits).toBe(1);
    });

    it('drops the connection: the client’s fetch rejects', async () => {
      await addFault({ route: '/lyric', drop: true });
      await expect(fetch(h.url('/lyric', { id: songA.id }))).rejects.toThrow('fetch failed');
      expect((await h.get('/song/detail', { ids: songA.id })).status).toBe(200);
    });
  });

  describe('matching', () => {
    it('matches one song id on a route; other ids pass', async () => {
      await addFault({ route: '/song/url/v1', id: songA.id, status: 500 });
      expect((await h.get('/song/url/v1', { id: songA.id })).status).toBe(500);
      expect((await h.get('/song/url/v1', { id: songB.id })).status).toBe(200);
    });

    it('matches a song id inside an `ids` list', async () => {
      await addFault({ id: songB.id, status: 500 });
      expect((await h.get('/song/detail', { ids: `${songA.id},${songB.id}` })).status).toBe(500);
      expect((await h.get('/song/detail', { ids: String(songA.id) })).status).toBe(200);
    });

    it('matches a route prefix ending in *', async () => {
      await addFault({ route: '/song/*', status: 500 });
      expect((await h.get('/song/detail', { ids: songA.id })).status).toBe(500);
      expect((await h.get('/song/url/v1', { id: songA.id })).status).toBe(500);
      expect((await h.get('/lyric', { id: songA.id })).status).toBe(200);
    });

    it('faults one song’s media file by id on the media service only', async () => {
      const urlA = await mediaUrl(songA);
      const urlB = await mediaUrl(songB);
      await addFault({ service: 'media', id: songA.id, status: 503 });
      expect((await fetch(urlA, { headers: { Range: 'bytes=0-9' } })).status).toBe(503);
      expect((await fetch(urlB, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
      expect((await h.get('/song/url/v1', { id: songA.id })).status).toBe(200);
    });

    it('drops a media connection mid-playback for one song', async () => {
      const url = await mediaUrl(songA);
      await addFault({ service: 'media', id: songA.id, drop: true, times: 1 });
      await expect(fetch(url, { headers: { Range: 'bytes=1000-1999' } })).rejects.toThrow(
        'fetch failed',
      );
      expect((await fetch(url, { headers: { Range: 'bytes=1000-1999' } })).status).toBe(206);
    });

    it('keeps service faults apart: a netease rule leaves the media service alone', async () => {
      const url = await mediaUrl(songA);
      await addFault({ service: 'netease', status: 500 });
      expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
      expect((await h.get('/search/default')).status).toBe(500);
    });

    it('applies a rule with `times` to the next N matching requests, then removes it', async () => {
      const fault = await addFault({ route: '/search/default', status: 500, times: 2 });
      expect((await h.get('/search/default')).status).toBe(500);
      expect((await h.control<FaultList>('GET', '/faults')).body.faults).toEqual([
        expect.objectContaining({ faultId: fault.faultId, hits: 1 }),
      ]);
      expect((await h.get('/search/default')).status).toBe(500);
      expect((await h.get('/search/default')).status).toBe(200);
      expect((await h.control<FaultList>('GET', '/faults')).body.faults).toEqual([]);
    });

    it('applies the first matching rule', async () => {
      await addFault({ route: '/search/default', status: 503, times: 1 });
      await addFault({ route: '/search/default', status: 500 });
      expect((await h.get('/search/default')).status).toBe(503);
      expect((await h.get('/search/default')).status).toBe(500);
    });
  });

  it('expires handed-out URLs on demand (POST /__sim/urls/expire {id}) alongside the faults', async () => {
    const urlA = await mediaUrl(songA);
    const urlB = await mediaUrl(songB);
    await h.control('POST', '/urls/expire', { id: String(songA.id) });
    expect((await fetch(urlA, { method: 'HEAD' })).status).toBe(403);
    expect((await fetch(urlB, { method: 'HEAD' })).status).toBe(200);
  });
});
