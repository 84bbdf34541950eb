import { generateCatalogue } from './lib/catalogue/generate-catalogue';
import { defaultMediaDir, ensureCatalogueMedia } from './lib/start-sim';

// `npm test` runs this once before the parallel suites: each suite that starts the simulator
// would otherwise generate (and measure) the whole catalogue's media at the same time as the
// others, several ffmpeg runs per core, and a cold machine's first hooks ran past their timeouts.
async function main(): Promise<void> {
  const seed = Number(process.env['SIM_SEED'] ?? 1);
  if (!Number.isInteger(seed))
    throw new Error(`SIM_SEED must be an integer, got ${process.env['SIM_SEED']}`);
  const dir = defaultMediaDir(seed);
  const report = await ensureCatalogueMedia(generateCatalogue(seed), dir, (line) =>
    console.log(line),
  );
  console.log(
    `ncm-sim: media of seed ${seed} ready in ${dir} (${report.generated} generated, ${report.reused} reused, ${Math.round(report.elapsedMs)} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `ncm-sim media could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
