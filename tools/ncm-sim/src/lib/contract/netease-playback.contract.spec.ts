import { useContractSim } from './contract-harness';
import { domainRoutes } from './contract-routes';

// Contract §3.2–3.3 and §3.13: song URLs (full, trial, unavailable, no-copyright), details,
// lyrics (translated, none, word-by-word) and likes.

const h = useContractSim();

function fullSongIds(): number[] {
  return h.info.songs.filter((song) => song.availability === 'full').map((song) => song.id);
}

function firstOf(ids: readonly number[], what: string): number {
  const id = ids[0];
  if (id === undefined) throw new Error(`the catalogue has no ${what}`);
  return id;
}

async function songUrl(id: number, cookie?: string) {
  const answer = await h.call(
    '/song/url/v1',
    { id, level: 'higher' },
    cookie === undefined ? {} : { cookie },
  );
  expect(answer.status).toBe(200);
  const item = h.expectSchema('/song/url/v1', answer.body).data[0];
  if (!item) throw new Error('/song/url/v1 answered no item');
  expect(item.id).toBe(id);
  return item;
}

describe('NetEase playback routes answer their contract shapes', () => {
  it('/song/url/v1 of a full song: a URL and no trial window, anonymous and logged in', async () => {
    const id = firstOf(fullSongIds(), 'full song');
    for (const cookie of [undefined, await h.login()]) {
      const item = await songUrl(id, cookie);
      expect(item).toMatchObject({ code: 200, freeTrialInfo: null });
      expect(item.url).toEqual(expect.any(String));
    }
  });

  it('/song/url/v1 of a trial song: freeTrialInfo set when anonymous, full for the VIP demo user', async () => {
    const id = firstOf(h.info.fixtures.trialSongIds, 'trial song');
    const anonymous = await songUrl(id);
    expect(anonymous.freeTrialInfo).toEqual(
      expect.objectContaining({ start: 0, end: expect.any(Number) }),
    );
    expect(anonymous.url).toEqual(expect.any(String));

    const vip = await songUrl(id, await h.login());
    expect(vip.freeTrialInfo).toBeNull();
    expect(vip.url).toEqual(expect.any(String));
  });

  it('/song/url/v1 of an unavailable song: url null with item code 404', async () => {
    const item = await songUrl(firstOf(h.info.fixtures.unavailableSongIds, 'unavailable song'));
    expect(item).toMatchObject({ url: null, code: 404, br: 0, size: 0 });
  });

  it('/song/url/v1 of the no-copyright song: url null with a non-200 item code', async () => {
    const item = await songUrl(h.info.fixtures.noCopyrightSongId);
    expect(item.url).toBeNull();
    expect(item.code).not.toBe(200);
  });

  it('/song/url answers the same items for several ids in request order', async () => {
    const ids = fullSongIds().slice(0, 3);
    const answer = await h.call('/song/url', { id: ids.join(','), br: 999000 });
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/song/url', answer.body).data.map((item) => item.id)).toEqual(ids);
  });

  it('/song/download/url/v1 with the client cookie "<token> os=pc;" answers ONE item object', async () => {
    const token = await h.login();
    const id = firstOf(fullSongIds(), 'full song');
    const answer = await h.call('/song/download/url/v1', {
      id,
      level: 'lossless',
      cookie: `${token} os=pc;`,
    });
    expect(answer.status).toBe(200);
    const body = h.expectSchema('/song/download/url/v1', answer.body);
    expect(body.data).toMatchObject({ id, code: 200 });
  });

  it('/song/detail of the whole catalogue plus an unknown id: songs in request order', async () => {
    const ids = h.info.songs.map((song) => song.id);
    const answer = await h.call('/song/detail', { ids: [...ids, 999].join(',') });
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/song/detail', answer.body).songs.map((song) => song.id)).toEqual(ids);
  });

  it('/song/music/detail answers the quality tiers', async () => {
    const answer = await h.call('/song/music/detail', { id: firstOf(fullSongIds(), 'full song') });
    expect(answer.status).toBe(200);
    h.expectSchema('/song/music/detail', answer.body);
  });

  it('/lyric of a song with a translation: lrc and tlyric', async () => {
    const song = h.sim.world.catalogue.songs.find((candidate) => candidate.lyrics?.tlyric);
    if (!song) throw new Error('the catalogue has no translated lyric');
    const answer = await h.call('/lyric', { id: song.id });
    expect(answer.status).toBe(200);
    const body = h.expectSchema('/lyric', answer.body);
    expect(body.lrc?.lyric).toMatch(/^\[\d{2}:\d{2}\.\d{2}\]/);
    expect(body.tlyric?.lyric).not.toBe('');
  });

  it('/lyric of a song without lyrics: nolyric and no lrc', async () => {
    const answer = await h.call('/lyric', {
      id: firstOf(h.info.fixtures.noLyricSongIds, 'song without lyrics'),
    });
    expect(answer.status).toBe(200);
    const body = h.expectSchema('/lyric', answer.body);
    expect(body.nolyric).toBe(true);
    expect(body.lrc).toBeUndefined();
  });

  it('/lyric/new of a yrc song: word-by-word yrc', async () => {
    const answer = await h.call('/lyric/new', {
      id: firstOf(h.info.fixtures.yrcSongIds, 'yrc song'),
    });
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/lyric/new', answer.body).yrc?.lyric).not.toBe('');
  });

  it('/like then /likelist (noLogin=true): the liked id is listed', async () => {
    const cookie = await h.login();
    const id = firstOf(fullSongIds().slice(-1), 'full song');
    for (const like of [false, true]) {
      const answer = await h.call('/like', { id, like }, { cookie });
      expect(answer.status).toBe(200);
      h.expectSchema('/like', answer.body);
    }
    const list = await h.call(
      '/likelist',
      { uid: h.info.fixtures.demoUserId, noLogin: true },
      { cookie },
    );
    expect(list.status).toBe(200);
    expect(h.expectSchema('/likelist', list.body).ids).toContain(id);
  });

  it('checked every route of its domain', () => {
    expect(h.checkedRoutes()).toEqual(expect.arrayContaining(domainRoutes('playback')));
  });
});
