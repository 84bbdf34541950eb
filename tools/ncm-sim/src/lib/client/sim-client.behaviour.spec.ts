import { useBehaviourSim } from '../testing/behaviour-harness';
import { createSimClient, playableSongs } from './sim-client';

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
});
