import { encodeAudio, type AudioFormat } from './audio-encoder';
import { synthesizeGlideSegment, type GlideSignal } from './glide';
import type { ManifestEntry } from './media-manifest';
import { encodeMvClip } from './mv-clip';
import { AUDIO_SAMPLE_RATE } from './sample-rate';
import { synthesizeTone } from './tone';

/** One media file of the catalogue; `file` is relative to the cache directory. */
export type MediaJob =
  /** A song's tone; `loudnessLufs` scales it to that integrated loudness. */
  | {
      kind: 'audio';
      file: string;
      format: AudioFormat;
      frequencyHz: number;
      durationMs: number;
      loudnessLufs?: number;
    }
  /** One track of a gapless album: samples `[startSample, startSample + sampleCount)` of its glide. */
  | {
      kind: 'glide';
      file: string;
      format: AudioFormat;
      signal: GlideSignal;
      startSample: number;
      sampleCount: number;
    }
  | { kind: 'mv'; file: string; frequencyHz: number; durationSec: number };

/**
 * Bump when the encoding recipe changes (encoder settings, synthesis): every file is then
 * regenerated, because the manifest's recorded parameters no longer match.
 */
const RECIPE = 2;
const AUDIO_BITRATE_KBPS = 64;
const MV_WIDTH = 320;
const MV_HEIGHT = 180;

/** True for the jobs that make an audio file (whose loudness the cache measures). */
export function isAudioJob(job: MediaJob): job is Exclude<MediaJob, { kind: 'mv' }> {
  return job.kind !== 'mv';
}

/** Synthesises and encodes one job's file to `outFile` (atomically, see encodeAudio). */
export async function generateMediaFile(
  job: MediaJob,
  outFile: string,
  ffmpegPath: string,
): Promise<void> {
  if (job.kind === 'mv') {
    await encodeMvClip({
      outFile,
      ffmpegPath,
      frequencyHz: job.frequencyHz,
      durationSec: job.durationSec,
      width: MV_WIDTH,
      height: MV_HEIGHT,
    });
    return;
  }
  const pcm =
    job.kind === 'audio'
      ? synthesizeTone({
          frequencyHz: job.frequencyHz,
          durationMs: job.durationMs,
          sampleRate: AUDIO_SAMPLE_RATE,
          ...(job.loudnessLufs === undefined ? {} : { loudnessLufs: job.loudnessLufs }),
        })
      : synthesizeGlideSegment(job.signal, job.startSample, job.sampleCount);
  await encodeAudio({
    pcm,
    sampleRate: job.kind === 'audio' ? AUDIO_SAMPLE_RATE : job.signal.sampleRate,
    format: job.format,
    outFile,
    ffmpegPath,
    bitrateKbps: AUDIO_BITRATE_KBPS,
  });
}

/** Rough relative encoding time: seconds of audio, MV clips weighted by their video. */
export function encodeCost(job: MediaJob): number {
  if (job.kind === 'audio') return job.durationMs / 1000;
  if (job.kind === 'glide') return job.sampleCount / job.signal.sampleRate;
  return job.durationSec * 10;
}

/**
 * Everything that decides a file's bytes, in a fixed key order. A song tone without a loudness
 * has no `loudnessLufs` key, so files made before loudness existed (Bilibili parts) stay valid.
 */
export function manifestEntry(job: MediaJob): ManifestEntry {
  if (job.kind === 'audio') {
    return {
      kind: job.kind,
      format: job.format,
      frequencyHz: job.frequencyHz,
      durationMs: job.durationMs,
      ...(job.loudnessLufs === undefined ? {} : { loudnessLufs: job.loudnessLufs }),
      sampleRate: AUDIO_SAMPLE_RATE,
      bitrateKbps: AUDIO_BITRATE_KBPS,
      recipe: RECIPE,
    };
  }
  if (job.kind === 'glide') {
    const { signal } = job;
    return {
      kind: job.kind,
      format: job.format,
      sampleRate: signal.sampleRate,
      totalSamples: signal.totalSamples,
      startHz: signal.startHz,
      endHz: signal.endHz,
      amplitude: signal.amplitude,
      fadeSamples: signal.fadeSamples,
      startSample: job.startSample,
      sampleCount: job.sampleCount,
      bitrateKbps: AUDIO_BITRATE_KBPS,
      recipe: RECIPE,
    };
  }
  return {
    kind: job.kind,
    frequencyHz: job.frequencyHz,
    durationSec: job.durationSec,
    width: MV_WIDTH,
    height: MV_HEIGHT,
    recipe: RECIPE,
  };
}
