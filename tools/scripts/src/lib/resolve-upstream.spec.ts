import { offlineDemoEnv, resolveUpstream } from './resolve-upstream';

describe('resolveUpstream', () => {
  const reachable = jest.fn(async () => true);
  const offline = jest.fn(async () => false);

  beforeEach(() => jest.clearAllMocks());

  it('auto: falls back to the simulator when the cloud does not answer, saying why', async () => {
    await expect(resolveUpstream({}, offline)).resolves.toEqual({
      kind: 'sim',
      reason: 'https://music.163.com/ did not answer within 3 s',
    });
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('auto: embeds the API server when the cloud answers', async () => {
    await expect(resolveUpstream({ UPSTREAM: 'auto' }, reachable)).resolves.toMatchObject({
      kind: 'embedded',
    });
  });

  it('auto: takes UPSTREAM_URL without probing', async () => {
    await expect(
      resolveUpstream({ UPSTREAM_URL: 'http://ncm:3000' }, offline),
    ).resolves.toMatchObject({
      kind: 'url',
    });
    expect(offline).not.toHaveBeenCalled();
  });

  it.each(['url', 'embedded', 'sim', 'SIM'])(
    'UPSTREAM=%s is taken as given, without probing',
    async (choice) => {
      await expect(resolveUpstream({ UPSTREAM: choice }, offline)).resolves.toMatchObject({
        kind: choice.toLowerCase(),
      });
      expect(offline).not.toHaveBeenCalled();
    },
  );

  it('probes CLOUD_PROBE_URL when given (a closed loopback port is offline)', async () => {
    await expect(resolveUpstream({ CLOUD_PROBE_URL: 'http://127.0.0.1:9/' })).resolves.toEqual({
      kind: 'sim',
      reason: 'http://127.0.0.1:9/ did not answer within 3 s',
    });
  });

  it('rejects an unknown UPSTREAM', async () => {
    await expect(resolveUpstream({ UPSTREAM: 'cloud' })).rejects.toThrow(
      'UPSTREAM must be one of auto, embedded, url, sim (got "cloud")',
    );
  });
});

describe('offlineDemoEnv', () => {
  it('points every upstream at the simulator and flags the offline demo', () => {
    expect(
      offlineDemoEnv({
        netease: 'http://127.0.0.1:3900',
        media: 'http://127.0.0.1:3901',
        bilibiliApi: 'http://127.0.0.1:3902',
        bilibiliCdn: 'http://127.0.0.1:3903',
        altSource: 'http://127.0.0.1:3904',
      }),
    ).toEqual({
      UPSTREAM: 'url',
      UPSTREAM_URL: 'http://127.0.0.1:3900',
      OFFLINE_DEMO: 'true',
      BILIBILI_API_URL: 'http://127.0.0.1:3902',
      STREAM_PROXY_ORIGINS: 'http://127.0.0.1:3903',
      MUSIC_SOURCE_URL: 'http://127.0.0.1:3904',
      MEDIA_ORIGINS: 'http://127.0.0.1:3901,http://127.0.0.1:3904',
    });
  });
});
