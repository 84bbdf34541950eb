import { RESOLUTION_MESSAGES } from './resolution-messages';
import type { UnblockBridge } from './resolve.ports';
import { bridgeSources, resolveFromUnblockBridge, UNBLOCK_PLATFORMS } from './unblock-bridge';

const song = { id: 7, name: 'Song', ar: [{ id: 1, name: 'A' }] };

describe('resolveFromUnblockBridge', () => {
  it('asks with the song data and the known platforms, reading data.data', async () => {
    const calls: unknown[] = [];
    const bridge: UnblockBridge = async (...args) => {
      calls.push(args);
      return {
        data: {
          data: { url: 'http://x/a.mp3', br: 320000, size: 9, md5: 'm', source: 'kugou' },
          params: { id: 7, type: 'song' },
        },
      };
    };
    await expect(
      resolveFromUnblockBridge(7, song, ['qq', 'kugou', 'joox', 'migu'], bridge),
    ).resolves.toEqual({
      ok: true,
      url: 'http://x/a.mp3',
      br: 320000,
      size: 9,
      md5: 'm',
      platform: 'kugou',
    });
    expect(calls).toEqual([[7, song, ['kugou', 'migu']]]);
  });

  it('tolerates missing or odd br/size/md5/source fields', async () => {
    const bridge = (async () => ({
      data: { data: { url: 'u', br: 'x', size: null } },
    })) as unknown as UnblockBridge;
    await expect(resolveFromUnblockBridge(7, song, [], bridge)).resolves.toEqual({
      ok: true,
      url: 'u',
      br: 0,
      size: 0,
    });
  });

  it.each([
    [
      'an error answer',
      async () => ({ error: '音乐解析失败 (ID: 7): none' }),
      '音乐解析失败 (ID: 7): none',
    ],
    [
      'an empty URL',
      async () => ({ data: { data: { url: '', br: 0, size: 0 } } }),
      { data: { data: { url: '', br: 0, size: 0 } } },
    ],
    ['a throw', async () => Promise.reject(new Error('ipc closed')), new Error('ipc closed')],
  ])('fails on %s', async (_what, bridge, cause) => {
    await expect(
      resolveFromUnblockBridge(7, song, ['migu'], bridge as UnblockBridge),
    ).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: RESOLUTION_MESSAGES.playFailed,
      cause,
    });
  });

  it('fails without a bridge (web)', async () => {
    await expect(resolveFromUnblockBridge(7, song, ['migu'], undefined)).resolves.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('knows the platforms of the desktop bridge', () => {
    expect(UNBLOCK_PLATFORMS).toEqual(['migu', 'kugou', 'pyncmd', 'bilibili']);
    expect(bridgeSources(['gdmusic', 'bilibili', 'pyncmd'])).toEqual(['bilibili', 'pyncmd']);
  });
});
