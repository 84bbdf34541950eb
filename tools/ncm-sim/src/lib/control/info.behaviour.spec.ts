import { ALT_SOURCES, type AltSource } from '../alt-source/alt-source-search';
import { useBehaviourSim } from '../testing/behaviour-harness';
import type { SimInfo } from './sim-info';
import { SIMULATOR_NOTICE } from './simulator-notice';

// `GET /__sim/info`: the self description clients and specs read their fixture ids from. The alt
// source lists are checked against what the alt-source service answers, not against the rule
// that produced them, so a list that drifts from the service fails here.

describe('GET /__sim/info', () => {
  const h = useBehaviourSim();
  let info: SimInfo;

  beforeAll(async () => {
    const answer = await h.control<SimInfo>('GET', '/info');
    if (answer.status !== 200) throw new Error(`/__sim/info answered ${answer.status}`);
    info = answer.body;
  });

  /** The catalogue songs the alt-source API gives a URL for when asked by `source`. */
  async function songsWithUrl(source: AltSource): Promise<number[]> {
    const answers = await Promise.all(
      h.world.catalogue.songs.map(async (song) => {
        const url = h.url(
          '/api.php',
          { types: 'url', source, id: `${source}-${song.id}` },
          'altSource',
        );
        const body = (await (await fetch(url)).json()) as { url: string };
        return body.url === '' ? null : song.id;
      }),
    );
    return answers.filter((id): id is number => id !== null);
  }

  it('keeps its self description, fixtures, counts, songs and videos', () => {
    const { catalogue } = h.world;
    expect(info).toMatchObject({
      simulator: 'ncm-sim',
      notice: SIMULATOR_NOTICE,
      seed: catalogue.seed,
      urls: { ...h.world.bases },
      urlTtlSeconds: 1800,
      fixtures: catalogue.fixtures,
    });
    expect(info.counts).toMatchObject({
      songs: catalogue.songs.length,
      bilibiliVideos: catalogue.bilibili.length,
    });
    expect(info.songs.map((song) => [song.id, song.availability])).toEqual(
      catalogue.songs.map((song) => [song.id, song.availability]),
    );
    expect(info.bilibili.map((video) => video.bvid)).toEqual(
      catalogue.bilibili.map((video) => video.bvid),
    );
    expect(info.artists).toEqual(catalogue.artists.map(({ id, name }) => ({ id, name })));
    expect(info.mvs).toEqual(
      catalogue.mvs.map(({ id, name, frequencyHz }) => ({ id, name, frequencyHz })),
    );
  });

  it('lists each song’s planned loudness and gain report; unmeasured without generated media', () => {
    for (const song of h.world.catalogue.songs) {
      const listed = info.songs.find((candidate) => candidate.id === song.id);
      if (song.availability === 'no-copyright') {
        expect(listed?.loudness).toBeUndefined();
        continue;
      }
      expect(listed?.loudness).toEqual({
        targetLufs: song.loudnessLufs,
        integratedLufs: null,
        samplePeak: null,
        reportsGain: song.reportsGain,
        gain: 0,
        peak: 0,
      });
    }
    expect(
      info.songs.filter((song) => song.loudness?.reportsGain === false).map((s) => s.id),
    ).toEqual(info.fixtures.noGainSongIds);
  });

  it('lists catalogue songs for every alt source, ascending, never the no-copyright song', () => {
    expect(Object.keys(info.altSourceSongIds).sort()).toEqual([...ALT_SOURCES].sort());
    const catalogueIds = new Set(h.world.catalogue.songs.map((song) => song.id));
    for (const source of ALT_SOURCES) {
      const ids = info.altSourceSongIds[source];
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !catalogueIds.has(id))).toEqual([]);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).not.toContain(info.fixtures.noCopyrightSongId);
    }
  });

  it.each(ALT_SOURCES)('lists exactly the songs %s gives a URL for', async (source) => {
    expect(info.altSourceSongIds[source]).toEqual(await songsWithUrl(source));
  });

  it('lets netease have every song with audio, so it is the source of last resort', () => {
    const withAudio = h.world.catalogue.songs
      .filter((song) => song.availability !== 'no-copyright')
      .map((song) => song.id);
    expect(info.altSourceSongIds.netease).toEqual(withAudio);
  });

  it('has a trial song the first source lacks and the second has (trying sources in turn)', () => {
    const [first, second] = ALT_SOURCES;
    const lists = info.altSourceSongIds;
    const triedInTurn = info.fixtures.trialSongIds.filter(
      (id) => !lists[first].includes(id) && lists[second].includes(id),
    );
    expect(triedInTurn.length).toBeGreaterThan(0);
  });
});
