import { useBehaviourSim } from '../testing/behaviour-harness';
import { createSimClient, loudestAndQuietest, playableSongs } from './sim-client';

// The typed client tests and tools use, against a running simulator.

describe('the simulator client', () => {
  const h = useBehaviourSim();
  const client = () => createSimClient(h.sim.urls.netease);

  it('reads the self description, typed as the route answers it', async () => {
    const info = await client().info();
    expect(info.simulator).toBe('ncm-sim');
    expect(info.songs).toHaveLength(h.world.catalogue.songs.length);
    expect(info.fixtures).toEqual(h.world.catalogue.fixtures);
  });

  it('adds a fault, removes it, and says when it was gone already', async () => {
    const { faultId } = await client().addFault({ service: 'netease', status: 503, times: 1 });
    expect(h.world.faults.list().map((fault) => fault.faultId)).toEqual([faultId]);
    await expect(client().removeFault(faultId)).resolves.toBe(true);
    await expect(client().removeFault(faultId)).resolves.toBe(false);
    await client().addFault({ service: 'media', id: 7, latencyMs: 10 });
    await client().clearFaults();
    expect(h.world.faults.list()).toEqual([]);
  });

  it('drives a login QR code as the phone would, and refuses an unknown one', async () => {
    const key = h.world.qr.create(h.clock.now());
    await client().qr(key, 'scan');
    await client().qr(key, 'confirm');
    await expect(client().qr('no-such-key', 'scan')).rejects.toThrow(/409|404/);
  });

  it('picks fully playable songs with unique names and signals apart', async () => {
    const info = await client().info();
    const songs = playableSongs(info, { minDurationMs: 30_000, count: 3 });
    expect(songs).toHaveLength(3);
    for (const song of songs) {
      expect(song).toMatchObject({ format: 'mp3', availability: 'full' });
      expect(song.durationMs).toBeGreaterThanOrEqual(30_000);
      expect(info.songs.filter((other) => other.name === song.name)).toHaveLength(1);
    }
    const [a, b, c] = songs.map((song) => song.frequencyHz);
    expect(Math.min(Math.abs((a ?? 0) - (b ?? 0)), Math.abs((b ?? 0) - (c ?? 0)))).toBeGreaterThan(
      40,
    );
    expect(() => playableSongs(info, { minDurationMs: 10 * 60_000, count: 1 })).toThrow(
      /fewer than 1 suitable mp3 songs/,
    );
  });

  it('picks songs by the kind of lyrics they have', async () => {
    const info = await client().info();
    const { noLyricSongIds, yrcSongIds } = info.fixtures;
    const [silent] = playableSongs(info, { minDurationMs: 1, count: 1, lyrics: 'none' });
    const [words] = playableSongs(info, { minDurationMs: 1, count: 1, lyrics: 'words' });
    const lines = playableSongs(info, { minDurationMs: 1, count: 2, lyrics: 'lines' });
    expect(noLyricSongIds).toContain(silent?.id);
    expect(yrcSongIds).toContain(words?.id);
    for (const song of lines) {
      expect(noLyricSongIds).not.toContain(song.id);
      expect(yrcSongIds).not.toContain(song.id);
    }
  });

  it('sets the lifetime of the URLs handed out from now on', async () => {
    await client().setUrlTtl(10);
    expect(h.world.songUrlTtlMs()).toBe(10_000);
    await expect(client().setUrlTtl(0)).rejects.toThrow(/400/);
    h.reset();
  });

  it('sets NetEase’s risk control and reads its counters back', async () => {
    const set = await client().setRiskControl({ addressCallsPerMinute: 1 });
    expect(set).toMatchObject({ accountCallsPerMinute: 0, addressCallsPerMinute: 1 });
    await fetch(`${h.sim.urls.netease}/search/default?realIP=9.9.9.9`);
    const refused = await fetch(`${h.sim.urls.netease}/search/default?realIP=9.9.9.9`);
    expect(refused.status).toBe(503);
    expect(await client().riskControl()).toMatchObject({
      refused: { account: 0, address: 1 },
      tracked: { account: 0, address: 1 },
    });
    await expect(client().setRiskControl({ addressCallsPerMinute: -1 })).rejects.toThrow(/400/);
    await client().setRiskControl({});
    expect(h.world.riskControl.enabled).toBe(false);
    h.reset();
  });

  it('never picks a gapless album track, whose signal glides', async () => {
    const info = await client().info();
    const album = info.fixtures.gaplessAlbums?.mp3;
    if (!album) throw new Error('no gapless MP3 album in /__sim/info');
    const [ordinary] = playableSongs(info, { minDurationMs: 1, count: 1 });
    // The album's tracks and one ordinary song, every signal far from the others.
    const songs = [...album.songIds, ordinary?.id]
      .map((id) => info.songs.find((song) => song.id === id))
      .filter((song) => song !== undefined)
      .map((song, index) => ({ ...song, frequencyHz: 300 + 100 * index }));
    expect(songs).toHaveLength(4);
    expect(
      playableSongs({ songs, fixtures: info.fixtures }, { minDurationMs: 1, count: 1 }),
    ).toEqual([songs[3]]);
    expect(() =>
      playableSongs({ songs, fixtures: info.fixtures }, { minDurationMs: 1, count: 2 }),
    ).toThrow(/fewer than 2/);
    // Without the fixture they would have been picked.
    const unmarked = { songs, fixtures: { ...info.fixtures, gaplessAlbums: undefined } };
    expect(playableSongs(unmarked, { minDurationMs: 1, count: 4 })).toHaveLength(4);
  });

  it('picks the loudest and the quietest measured song of a kind', () => {
    const song = (id: number, lufs: number | null, reportsGain = true) => ({
      id,
      name: `song ${id}`,
      frequencyHz: 300 + id,
      format: 'mp3' as const,
      availability: 'full' as const,
      durationMs: 60_000,
      loudness: {
        targetLufs: lufs ?? -14,
        integratedLufs: lufs,
        samplePeak: lufs === null ? null : 0.5,
        reportsGain,
        gain: 0,
        peak: 0,
      },
    });
    const info = {
      songs: [
        song(1, -12),
        song(2, -9),
        song(3, null),
        song(4, -23),
        song(5, -6, false),
        song(6, -20),
      ],
      fixtures: { gaplessAlbums: undefined } as never,
    };
    const pair = loudestAndQuietest(info);
    expect([pair.loudest.id, pair.quietest.id]).toEqual([2, 4]);
    expect(() => loudestAndQuietest(info, { reportsGain: false })).toThrow(/fewer than 2/);
    expect(() => loudestAndQuietest(info, { format: 'm4a' })).toThrow(/fewer than 2 measured m4a/);
  });
});
