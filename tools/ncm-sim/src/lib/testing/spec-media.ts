import { join } from 'node:path';
import type { SimCatalogue, SimSong } from '../catalogue/catalogue.types';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { ensureMediaFiles } from '../media/media-cache';
import { catalogueMediaJobs, mediaFiles } from '../media-server/media-layout';
import { workspaceRoot } from '../start-sim';

/**
 * A media folder for specs that need real audio of a few songs: `tmp/ncm-sim/spec-<name>/` in the
 * workspace, kept between runs like the simulator's own cache (a warm run generates nothing and
 * runs no ffmpeg), holding only the files of the songs `pick` chooses (full file and trial clip)
 * of the seed-1 catalogue, each measured. One folder per spec file: two specs never write one.
 */
export async function specMediaDir(
  name: string,
  pick: (song: SimSong, catalogue: SimCatalogue) => boolean,
): Promise<string> {
  const dir = join(workspaceRoot(), 'tmp', 'ncm-sim', `spec-${name}`);
  const catalogue = generateCatalogue(1);
  const files = new Set(
    catalogue.songs
      .filter((song) => pick(song, catalogue))
      .flatMap((song) => [mediaFiles.song(song), mediaFiles.trialClip(song)]),
  );
  const jobs = catalogueMediaJobs(catalogue).filter((job) => files.has(job.file));
  await ensureMediaFiles({ dir, jobs });
  return dir;
}
