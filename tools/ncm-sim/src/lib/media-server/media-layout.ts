import type { MediaJob } from '../media/media-jobs';
import type {
  AudioFormat,
  SimBiliPage,
  SimBiliVideo,
  SimCatalogue,
  SimMv,
  SimSong,
} from '../catalogue/catalogue.types';

/** Seconds of audio in a trial clip (`freeTrialInfo {start: 0, end: 30}`). */
export const TRIAL_CLIP_SECONDS = 30;

/** Where each generated media file lives, relative to the media cache folder. */
export const mediaFiles = {
  song: (song: SimSong) => `audio/${song.id}.${song.format}`,
  trialClip: (song: SimSong) => `audio/${song.id}.trial.${song.format}`,
  mv: (mv: SimMv) => `mv/${mv.id}.mp4`,
  /** DASH parts are AAC in MP4 (served as `.m4s`, as Bilibili does); durl parts are MP4 with video. */
  biliPart: (video: SimBiliVideo, page: SimBiliPage) =>
    video.streamForm === 'dash' ? `bili/${page.cid}.m4a` : `bili/${page.cid}.mp4`,
};

/** The media URL path of a song: its own id (a corpus song's too), with the container of its audio. */
export function songUrlPath(song: SimSong, audio: SimSong, trial: boolean): string {
  return `audio/${song.id}${trial ? '.trial' : ''}.${audio.format}`;
}

/** Content type by container. */
export function audioContentType(format: AudioFormat): string {
  return format === 'mp3' ? 'audio/mpeg' : 'audio/mp4';
}

/** A generation job of the media cache (the shape `ensureMediaFiles` takes). */
export type CatalogueMediaJob = MediaJob;

/**
 * Every media file the catalogue needs: songs at their planned loudness (a gapless track as its
 * share of the album's glide), trial clips, MV clips and Bilibili parts.
 */
export function catalogueMediaJobs(catalogue: SimCatalogue): CatalogueMediaJob[] {
  const jobs: CatalogueMediaJob[] = [];
  for (const song of catalogue.songs) {
    if (song.availability === 'no-copyright') continue;
    if (song.gapless) {
      const { signal, startSample, sampleCount } = song.gapless;
      jobs.push({
        kind: 'glide',
        file: mediaFiles.song(song),
        format: song.format,
        signal,
        startSample,
        sampleCount,
      });
      continue;
    }
    const tone = {
      kind: 'audio',
      format: song.format,
      frequencyHz: song.frequencyHz,
      loudnessLufs: song.loudnessLufs,
    } as const;
    jobs.push({ ...tone, file: mediaFiles.song(song), durationMs: song.durationMs });
    if (song.availability === 'trial') {
      jobs.push({
        ...tone,
        file: mediaFiles.trialClip(song),
        durationMs: Math.min(song.durationMs, TRIAL_CLIP_SECONDS * 1000),
      });
    }
  }
  for (const mv of catalogue.mvs) {
    jobs.push({
      kind: 'mv',
      file: mediaFiles.mv(mv),
      frequencyHz: mv.frequencyHz,
      durationSec: mv.durationMs / 1000,
    });
  }
  for (const video of catalogue.bilibili) {
    for (const page of video.pages) {
      jobs.push(
        video.streamForm === 'dash'
          ? {
              kind: 'audio',
              file: mediaFiles.biliPart(video, page),
              format: 'm4a',
              frequencyHz: page.frequencyHz,
              durationMs: page.durationSec * 1000,
            }
          : {
              kind: 'mv',
              file: mediaFiles.biliPart(video, page),
              frequencyHz: page.frequencyHz,
              durationSec: page.durationSec,
            },
      );
    }
  }
  return jobs;
}
