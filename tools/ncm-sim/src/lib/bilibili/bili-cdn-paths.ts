import type { SimBiliPage, SimBiliVideo } from '../catalogue/catalogue.types';

/** DASH audio stream ids the simulated playurl offers (192K and 64K); both serve the part's one file. */
export const BILI_AUDIO_STREAM_IDS = [30280, 30216] as const;

/** Quality id of the MP4 (`durl`) form: 360P. */
export const BILI_DURL_QUALITY = 16;

/** A parsed stream path. */
export interface BiliStreamPath {
  cid: number;
  /** Audio stream id (30280, 30216) for `.m4s`, quality (16) for `.mp4`. */
  streamId: number;
  ext: 'm4s' | 'mp4';
}

/**
 * The CDN path of a part's stream, shaped like Bilibili's `upgcxcode` paths:
 * `/upgcxcode/<cid % 100>/<cid / 100 % 100>/<cid>/<cid>-1-<streamId>.m4s` (DASH audio) or
 * `…/<cid>-1-16.mp4` (the MP4 form). The two-digit folders are zero-padded, as upstream.
 */
export function biliStreamPath(video: SimBiliVideo, page: SimBiliPage, streamId?: number): string {
  const ext = video.streamForm === 'dash' ? 'm4s' : 'mp4';
  const id =
    streamId ?? (video.streamForm === 'dash' ? BILI_AUDIO_STREAM_IDS[0] : BILI_DURL_QUALITY);
  return `${cidFolders(page.cid)}/${page.cid}-1-${id}.${ext}`;
}

/** Parses a stream path; null unless it has exactly the shape {@link biliStreamPath} produces. */
export function parseBiliStreamPath(path: string): BiliStreamPath | null {
  const match =
    /^\/upgcxcode\/(\d{2})\/(\d{2})\/(\d{1,12})\/(\d{1,12})-1-(\d{1,6})\.(m4s|mp4)$/.exec(path);
  if (!match) return null;
  const [, , , cidText, fileCid, streamText, ext] = match;
  const cid = Number(cidText);
  if (fileCid !== cidText || !path.startsWith(`${cidFolders(cid)}/`)) return null;
  return { cid, streamId: Number(streamText), ext: ext === 'm4s' ? 'm4s' : 'mp4' };
}

/** The video and page that own a cid, if any. */
export function findBiliPart(
  videos: readonly SimBiliVideo[],
  cid: number,
): { video: SimBiliVideo; page: SimBiliPage } | null {
  for (const video of videos) {
    const page = video.pages.find((candidate) => candidate.cid === cid);
    if (page) return { video, page };
  }
  return null;
}

/** The archive cover path of an image seed: `/bfs/archive/<seed>.png`. */
export function biliCoverPath(imageSeed: number): string {
  return `/bfs/archive/${imageSeed}.png`;
}

/** The avatar path of an uploader: `/bfs/face/<mid>.png`. */
export function biliFacePath(mid: number): string {
  return `/bfs/face/${mid}.png`;
}

function cidFolders(cid: number): string {
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `/upgcxcode/${two(cid)}/${two(Math.floor(cid / 100))}/${cid}`;
}
