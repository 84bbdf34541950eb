import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../lib/catalogue/generate-catalogue';
import { startSim } from '../lib/start-sim';

// `npm run bench:sim`: prints the simulator's start-up and hot-path figures. COLD=1 also times a
// full media generation into a fresh folder (the "under 60 s on 2 cores" budget).
async function time<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label.padEnd(52)} ${(performance.now() - started).toFixed(1).padStart(9)} ms`);
  return result;
}

async function main(): Promise<void> {
  await time('catalogue generation (seed 1)', () => generateCatalogue(1));
  if (process.env['COLD'] === '1') {
    const dir = await mkdtemp(join(tmpdir(), 'ncm-sim-bench-'));
    const cold = await time('cold start: every media file generated', () =>
      startSim({ mediaDir: dir }),
    );
    console.log(`  ${cold.media?.generated ?? 0} files generated`);
    await cold.close();
    await rm(dir, { recursive: true, force: true });
  }
  const sim = await time('warm start (media cache present)', () => startSim());
  const base = sim.urls.netease;
  const bigPlaylistId = sim.world.catalogue.fixtures.bigPlaylistId;
  const detail = (await time('/playlist/detail of the 10,000-track playlist', async () =>
    (await fetch(`${base}/playlist/detail?id=${bigPlaylistId}`)).json(),
  )) as { playlist: { trackIds: { id: number }[] } };
  const ids = detail.playlist.trackIds.map((track) => track.id);
  await time('all 10,000 songs through /song/detail (20 x 500)', async () => {
    for (let offset = 0; offset < ids.length; offset += 500) {
      await (
        await fetch(`${base}/song/detail?ids=${ids.slice(offset, offset + 500).join(',')}`)
      ).json();
    }
  });
  for (const keyword of ['晴空', 'Neon', '#99999']) {
    await time(`/cloudsearch "${keyword}" over 100,000 songs`, async () =>
      (
        await fetch(`${base}/cloudsearch?keywords=${encodeURIComponent(keyword)}&type=1&limit=30`)
      ).json(),
    );
  }
  await sim.close();
  const memory = process.memoryUsage();
  console.log(
    `heap used ${(memory.heapUsed / 2 ** 20).toFixed(1)} MiB, rss ${(memory.rss / 2 ** 20).toFixed(1)} MiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
