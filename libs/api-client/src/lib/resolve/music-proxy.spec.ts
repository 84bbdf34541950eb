import { MUSIC_PROXY_TIMEOUT_MS } from './resolve-budgets';
import { MUSIC_PROXY_URL, resolveFromMusicProxy } from './music-proxy';
import type { JsonGet } from './resolve.ports';

describe('resolveFromMusicProxy', () => {
  it('asks /music_proxy/music?id with 10 s by default and reads data.url', async () => {
    const asked: unknown[] = [];
    const jsonGet: JsonGet = async (url, options) => {
      asked.push([url, options]);
      return { status: 200, body: { code: 200, data: { url: 'http://x/a.mp3' } } };
    };
    await expect(resolveFromMusicProxy(7, jsonGet)).resolves.toEqual({
      ok: true,
      url: 'http://x/a.mp3',
    });
    expect(asked).toEqual([[MUSIC_PROXY_URL, { params: { id: 7 }, timeoutMs: 10_000 }]]);
    expect([MUSIC_PROXY_URL, MUSIC_PROXY_TIMEOUT_MS]).toEqual(['/music_proxy/music', 10_000]);
  });

  it('fails on a body without a URL', async () => {
    const jsonGet: JsonGet = async () => ({ status: 200, body: { code: 200, data: { url: '' } } });
    await expect(resolveFromMusicProxy(7, jsonGet)).resolves.toMatchObject({
      ok: false,
      reason: 'bad-format',
    });
  });
});
