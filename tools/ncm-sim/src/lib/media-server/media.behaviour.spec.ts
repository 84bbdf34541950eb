import type { SimSong } from '../catalogue/catalogue.types';
import { CORPUS_SONG_ID_BASE } from '../catalogue/corpus';
import { deterministicBytes, useBehaviourSim } from '../testing/behaviour-harness';

// Contract §3.2 and §7.5: song URLs from `/song/url/v1` served by the media CDN with Range/206,
// HEAD and CORS, and expiring (403) by TTL on the injected clock or on demand.

interface UrlItem {
  id: number;
  url: string | null;
  size: number;
  type: string | null;
  code: number;
  expi: number;
  freeTrialInfo: { start: number; end: number } | null;
}

const FILE_SIZE = 5000;
const BYTES = deterministicBytes(FILE_SIZE);

describe('media CDN (contract §3.2, §7.5)', () => {
  const h = useBehaviourSim();
  let mp3: SimSong;
  let aac: SimSong;

  beforeAll(() => {
    const full = h.world.catalogue.songs.filter((song) => song.availability === 'full');
    const firstMp3 = full.find((song) => song.format === 'mp3');
    const firstAac = full.find((song) => song.format === 'm4a');
    if (!firstMp3 || !firstAac)
      throw new Error('the catalogue needs a full MP3 and a full AAC song');
    [mp3, aac] = [firstMp3, firstAac];
    h.writeSongAudio(mp3, BYTES);
    h.writeSongAudio(aac, BYTES.subarray(0, 3000));
  });
  beforeEach(() => h.reset());

  const songUrl = async (id: number): Promise<UrlItem> => {
    const answer = await h.get<{ code: number; data: UrlItem[] }>('/song/url/v1', {
      id,
      level: 'exhigh',
    });
    const item = answer.body.data[0];
    if (!item) throw new Error(`no URL item for ${id}`);
    return item;
  };
  const urlOf = async (id: number) => {
    const { url } = await songUrl(id);
    if (!url) throw new Error(`song ${id} has no URL`);
    return url;
  };

  it('hands out a URL on the media service with the file’s size and type', async () => {
    const item = await songUrl(mp3.id);
    expect(item).toMatchObject({
      id: mp3.id,
      code: 200,
      size: FILE_SIZE,
      type: 'mp3',
      freeTrialInfo: null,
    });
    expect(item.url?.startsWith(`${h.sim.urls.media}/audio/${mp3.id}.mp3?`)).toBe(true);
  });

  it('answers Range: bytes=1000-1999 with 206 and exactly those bytes', async () => {
    const response = await fetch(await urlOf(mp3.id), { headers: { Range: 'bytes=1000-1999' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${FILE_SIZE}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.subarray(1000, 2000));
  });

  it('serves an open-ended range and the whole file, and 416 for a range past the end', async () => {
    const url = await urlOf(mp3.id);
    const tail = await fetch(url, { headers: { Range: 'bytes=4990-' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(BYTES.subarray(4990));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(BYTES);
    const unsatisfiable = await fetch(url, { headers: { Range: 'bytes=6000-7000' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe(`bytes */${FILE_SIZE}`);
  });

  it('answers HEAD with content-length, content type and no body', async () => {
    const response = await fetch(await urlOf(mp3.id), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(FILE_SIZE));
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(await response.text()).toBe('');
  });

  it('serves AAC songs as audio/mp4', async () => {
    const item = await songUrl(aac.id);
    expect(item).toMatchObject({ type: 'm4a', size: 3000 });
    const response = await fetch(item.url ?? '', { method: 'HEAD' });
    expect(response.headers.get('content-type')).toBe('audio/mp4');
  });

  it('sends CORS headers on media, so a cross-origin <audio> can feed the Web Audio EQ', async () => {
    const response = await fetch(await urlOf(mp3.id), {
      headers: { Origin: 'http://localhost:5173', Range: 'bytes=0-1' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('expires a URL after the TTL set by POST /__sim/urls/ttl (fake clock): 403', async () => {
    expect(await h.control('POST', '/urls/ttl', { seconds: 60 })).toMatchObject({
      status: 200,
      body: { urlTtlSeconds: 60 },
    });
    const url = await urlOf(mp3.id);
    h.clock.advance(59_999);
    expect((await fetch(url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    h.clock.advance(1);
    const expired = await fetch(url, { headers: { Range: 'bytes=0-9' } });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('access-control-allow-origin')).toBe('*');
    expect(await expired.text()).toContain('expired');
    expect((await fetch(await urlOf(mp3.id))).status).toBe(200);
  });

  it('says how long a URL lives in expi: 1800 s by default, 10 s once the TTL is 10 s', async () => {
    expect((await songUrl(mp3.id)).expi).toBe(1800);
    await h.control('POST', '/urls/ttl', { seconds: 10 });
    const item = await songUrl(mp3.id);
    expect(item.expi).toBe(10);
    expect((await h.control<{ urlTtlSeconds: number }>('GET', '/info')).body.urlTtlSeconds).toBe(
      10,
    );
    h.clock.advance(9_999);
    expect((await fetch(item.url ?? '', { method: 'HEAD' })).status).toBe(200);
    h.clock.advance(1);
    expect((await fetch(item.url ?? '', { method: 'HEAD' })).status).toBe(403);
    // Whole seconds, never 0: a 2.5 s lifetime is reported as 2.
    await h.control('POST', '/urls/ttl', { seconds: 2.5 });
    expect((await songUrl(mp3.id)).expi).toBe(2);
    h.reset();
    expect((await songUrl(aac.id)).expi).toBe(1800);
  });

  it('keeps the default 30-minute TTL until told otherwise, and refuses a bad TTL body', async () => {
    const url = await urlOf(mp3.id);
    h.clock.advance(29 * 60_000);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    h.clock.advance(60_000);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(403);
    expect(await h.control('POST', '/urls/ttl', { seconds: 0 })).toMatchObject({ status: 400 });
    expect(await h.control('POST', '/urls/ttl', {})).toMatchObject({ status: 400 });
  });

  it('expires one song’s URLs with POST /__sim/urls/expire {id}; other songs keep working', async () => {
    const mp3Url = await urlOf(mp3.id);
    const aacUrl = await urlOf(aac.id);
    expect(await h.control('POST', '/urls/expire', { id: mp3.id })).toMatchObject({
      status: 200,
      body: { expired: String(mp3.id) },
    });
    expect((await fetch(mp3Url, { method: 'HEAD' })).status).toBe(403);
    expect((await fetch(aacUrl, { method: 'HEAD' })).status).toBe(200);
  });

  it('expires every URL with POST /__sim/urls/expire {}; a URL fetched afterwards works, even on a frozen clock', async () => {
    const mp3Url = await urlOf(mp3.id);
    const aacUrl = await urlOf(aac.id);
    expect(await h.control('POST', '/urls/expire', {})).toMatchObject({
      status: 200,
      body: { expired: 'all' },
    });
    expect((await fetch(mp3Url, { method: 'HEAD' })).status).toBe(403);
    expect((await fetch(aacUrl, { method: 'HEAD' })).status).toBe(403);
    expect((await fetch(await urlOf(mp3.id), { method: 'HEAD' })).status).toBe(200);
  });

  it('refuses a tampered or unsigned URL with 403', async () => {
    const url = await urlOf(mp3.id);
    expect((await fetch(url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(403);
    expect((await fetch(url.slice(0, url.indexOf('?')))).status).toBe(403);
    expect((await fetch(url.replace(`/audio/${mp3.id}.mp3`, `/audio/${aac.id}.m4a`))).status).toBe(
      403,
    );
  });

  it('plays a corpus song (the 10,000-track playlist’s songs) through the audio of its catalogue song', async () => {
    const corpusSong = h.world.corpus.song(CORPUS_SONG_ID_BASE + 123);
    if (!corpusSong) throw new Error('corpus song missing');
    h.writeSongAudio(corpusSong.audioOf, BYTES);
    const response = await fetch(await urlOf(corpusSong.id), {
      headers: { Range: 'bytes=1000-1999' },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.subarray(1000, 2000));
  });

  it('serves trial clips to anonymous callers and url:null for unavailable songs', async () => {
    const trialId = h.world.catalogue.fixtures.trialSongIds[0] ?? 0;
    expect(await songUrl(trialId)).toMatchObject({
      code: 200,
      freeTrialInfo: { start: 0, end: 30 },
    });
    expect((await songUrl(trialId)).url).toContain('.trial.');
    const unavailableId = h.world.catalogue.fixtures.unavailableSongIds[0] ?? 0;
    expect(await songUrl(unavailableId)).toMatchObject({ url: null, code: 404 });
  });

  it('renders cover images that honour ?param=WxH', async () => {
    const response = await fetch(h.url('/img/42.png', { param: '120y80' }, 'media'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 80]);
  });
});
