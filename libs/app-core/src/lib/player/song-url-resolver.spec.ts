import type { resolveSongUrl, Song } from '@cadenza/api-client';
import { PLAYER_TIMING, UrlResolutionError } from '@cadenza/player-core';
import { createSongUrlFacts } from './song-url-facts';
import { songToTrack } from './song-to-track';
import { createSongUrlResolver, type ResolutionSettings } from './song-url-resolver';

const SONG: Song = {
  id: 1001,
  source: 'netease',
  name: '晴天',
  artists: [{ id: 6452, name: '周杰伦' }],
  album: { id: 18905, name: '叶惠美', picUrl: 'https://p1.music.126.net/a.jpg' },
  picUrl: 'https://p1.music.126.net/a.jpg',
  durationMs: 269_000,
  privilegeStatus: null,
  mvId: null,
};

type Resolve = typeof resolveSongUrl;

function setup(answer: Awaited<ReturnType<Resolve>>, facts = createSongUrlFacts()) {
  let settings: ResolutionSettings = {
    musicQuality: 'higher',
    enableMusicUnblock: true,
    enabledMusicSources: ['migu', 'kugou'],
  };
  const calls: Parameters<Resolve>[] = [];
  const onTrial = jest.fn();
  const resolver = createSongUrlResolver({
    platform: 'web',
    settings: () => settings,
    ports: { apiGet: jest.fn(), jsonGet: jest.fn() },
    endpoints: { apiBase: '/api' },
    onTrial,
    facts,
    resolve: async (...args) => {
      calls.push(args);
      return answer;
    },
  });
  return { resolver, calls, onTrial, change: (next: ResolutionSettings) => (settings = next) };
}

describe('songToTrack', () => {
  it('keeps what the player needs and leaves unknown values out', () => {
    expect(songToTrack(SONG)).toEqual({
      id: 1001,
      name: '晴天',
      artists: [{ id: 6452, name: '周杰伦' }],
      album: { id: 18905, name: '叶惠美', picUrl: 'https://p1.music.126.net/a.jpg' },
      picUrl: 'https://p1.music.126.net/a.jpg',
      durationMs: 269_000,
      source: 'netease',
    });
  });
});

describe('createSongUrlResolver', () => {
  it('reads the settings at each call, so a change applies to the next song', async () => {
    const { resolver, calls, change } = setup({
      ok: true,
      url: 'u',
      source: 'netease',
      attempts: [],
    });
    const track = songToTrack(SONG);
    await resolver.resolve(track, { refetch: false });
    change({ musicQuality: 'lossless', enableMusicUnblock: false, enabledMusicSources: [] });
    await expect(resolver.resolve(track, { refetch: true })).resolves.toEqual({ url: 'u' });
    expect(calls.map(([, options]) => [options.level, options.settings])).toEqual([
      ['higher', { enableMusicUnblock: true, enabledMusicSources: ['migu', 'kugou'] }],
      ['lossless', { enableMusicUnblock: false, enabledMusicSources: [] }],
    ]);
    expect(calls[0]?.[0]).toBe(track);
  });

  it("rejects with the chain's message as the player's failure reason", async () => {
    const { resolver } = setup({
      ok: false,
      reason: 'disabled',
      message: 'errors.video.reparseUnsupported',
      params: { site: 'Bilibili' },
      attempts: [],
    });
    const failed = resolver.resolve(songToTrack(SONG), { refetch: false });
    await expect(failed).rejects.toBeInstanceOf(UrlResolutionError);
    await expect(failed).rejects.toMatchObject({
      reason: { message: 'errors.video.reparseUnsupported', params: { site: 'Bilibili' } },
    });
  });

  it('plays a trial clip and says so', async () => {
    const { resolver, onTrial } = setup({
      ok: true,
      url: 'trial.mp3',
      source: 'netease',
      trial: true,
      attempts: [],
    });
    const track = songToTrack(SONG);
    await expect(resolver.resolve(track, { refetch: false })).resolves.toEqual({
      url: 'trial.mp3',
    });
    expect(onTrial).toHaveBeenCalledWith(track);
  });

  it("gives NetEase's expi as the URL's lifetime and keeps the URL's facts", async () => {
    const facts = createSongUrlFacts();
    const { resolver } = setup(
      {
        ok: true,
        url: 'https://m.test/a.mp3?e=1',
        source: 'netease',
        loudness: { gainDb: -3, peak: 0.9 },
        expiresInSec: 10,
        attempts: [],
      },
      facts,
    );
    await expect(resolver.resolve(songToTrack(SONG), { refetch: true })).resolves.toEqual({
      url: 'https://m.test/a.mp3?e=1',
      lifetimeMs: 10_000,
    });
    expect(facts.get('https://m.test/a.mp3?e=1')).toEqual({
      trackId: 1001,
      loudness: { gainDb: -3, peak: 0.9 },
    });
  });

  it("assumes the video site's lifetime for its streams, and none for a source that says nothing", async () => {
    const video = setup({ ok: true, url: '/api/stream?u=x', source: 'bilibili', attempts: [] });
    await expect(video.resolver.resolve(songToTrack(SONG), { refetch: false })).resolves.toEqual({
      url: '/api/stream?u=x',
      lifetimeMs: PLAYER_TIMING.videoSiteUrlValidityMs,
    });
    const other = setup({
      ok: true,
      url: 'https://alt.test/a.mp3',
      source: 'gdmusic',
      attempts: [],
    });
    await expect(other.resolver.resolve(songToTrack(SONG), { refetch: false })).resolves.toEqual({
      url: 'https://alt.test/a.mp3',
    });
    const zero = setup({ ok: true, url: 'z', source: 'netease', expiresInSec: 0, attempts: [] });
    await expect(zero.resolver.resolve(songToTrack(SONG), { refetch: false })).resolves.toEqual({
      url: 'z',
    });
  });
});
