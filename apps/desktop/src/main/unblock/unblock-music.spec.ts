import { loadMatcher } from './load-matcher';
import { createUnblockHandlers } from './unblock.handlers';
import {
  createUnblockMusic,
  songForMatch,
  UNBLOCK_TIMEOUT_MS,
  type MatchFunction,
} from './unblock-music';

const SONG = {
  id: 186016,
  name: '晴天',
  ar: [{ id: 6452, name: '周杰伦' }],
  al: { id: 18905, name: '叶惠美' },
  dt: 269_000,
};

const found = {
  url: 'https://cdn.example/qingtian.mp3',
  br: 320_000,
  size: 10_000_000,
  md5: 'abc',
  source: 'kugou',
};

describe('createUnblockMusic', () => {
  it('answers the spec refusal when unblocking is off, without searching', async () => {
    const match = jest.fn<ReturnType<MatchFunction>, Parameters<MatchFunction>>();
    const unblock = createUnblockMusic({ match: () => match, enabled: async () => false });
    expect(await unblock(186016, SONG, ['kugou'])).toEqual({
      data: { code: 404, message: 'music unblock feature disabled' },
    });
    expect(match).not.toHaveBeenCalled();
  });

  it('searches the known sources with the song as the matcher reads it, and wraps the URL', async () => {
    const match = jest.fn(async () => found);
    const unblock = createUnblockMusic({ match: () => match, enabled: async () => true });
    const answer = await unblock(186016, SONG, ['qq', 'kugou', 'gdmusic', 'migu']);
    expect(match).toHaveBeenCalledWith(186016, ['kugou', 'migu'], songForMatch(SONG));
    expect(songForMatch(SONG)).toMatchObject({
      name: '晴天',
      artists: [{ id: 6452, name: '周杰伦' }],
      album: { id: 18905, name: '叶惠美' },
      duration: 269_000,
    });
    expect(answer).toEqual({
      data: { data: found, params: { id: 186016, type: 'song' } },
    });
  });

  it.each([
    ['the matcher finds nothing', async () => Promise.reject(new Error('song not available'))],
    ['the match has no URL', async () => ({ ...found, url: null })],
  ])('answers an error when %s', async (_case, fake) => {
    const unblock = createUnblockMusic({
      match: () => fake as MatchFunction,
      enabled: async () => true,
    });
    const answer = await unblock(186016, SONG, ['kugou']);
    expect(answer).toEqual({ error: expect.stringMatching(/^音乐解析失败 \(ID: 186016\): /) });
  });

  it('gives up after the time box', async () => {
    jest.useFakeTimers();
    try {
      const unblock = createUnblockMusic({
        match: () => () => new Promise(() => undefined),
        enabled: async () => true,
      });
      const pending = unblock(186016, SONG, ['kugou']);
      await jest.advanceTimersByTimeAsync(UNBLOCK_TIMEOUT_MS);
      expect(await pending).toEqual({ error: '音乐解析失败 (ID: 186016): resolve timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers an error, not a search, with no known source or a bad id', async () => {
    const match = jest.fn(async () => found);
    const unblock = createUnblockMusic({ match: () => match, enabled: async () => true });
    expect(await unblock(186016, SONG, ['qq'])).toHaveProperty('error');
    expect(await unblock(-1, SONG, ['kugou'])).toHaveProperty('error');
    expect(match).not.toHaveBeenCalled();
  });

  it('with the real package offline, ends in an error envelope within the time box', async () => {
    const unblock = createUnblockMusic({
      match: loadMatcher,
      enabled: async () => true,
      timeoutMs: 5_000,
    });
    const answer = await unblock(186016, SONG, ['pyncmd']);
    expect(answer).toEqual({ error: expect.stringMatching(/^音乐解析失败 \(ID: 186016\): /) });
  }, 10_000);
});

describe('createUnblockHandlers', () => {
  it('refuses arguments the contract does not allow', async () => {
    const unblock = jest.fn();
    const handlers = createUnblockHandlers(unblock);
    await expect(handlers['unblock-music']('1' as never, SONG, ['kugou'])).rejects.toThrow(
      'a song id is a number',
    );
    await expect(handlers['unblock-music'](1, SONG, 'kugou' as never)).rejects.toThrow(
      'sources are a list of names',
    );
    expect(unblock).not.toHaveBeenCalled();
  });
});
