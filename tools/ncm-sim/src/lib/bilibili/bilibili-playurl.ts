import type { SimBiliPage, SimBiliVideo } from '../catalogue/catalogue.types';
import type { UrlSigner } from '../media-server/url-signer';
import { BILI_AUDIO_STREAM_IDS, BILI_DURL_QUALITY, biliStreamPath } from './bili-cdn-paths';

/** How long stream URLs stay valid, as upstream: about 120 minutes. */
export const BILI_STREAM_TTL_MS = 120 * 60 * 1000;

/** Bandwidth (bit/s) reported per DASH audio id. */
const AUDIO_BANDWIDTH: Record<number, number> = { 30280: 319_173, 30216: 67_125 };
/** Byte rate used to report a `durl` size (the API app does not read the media files). */
const DURL_BYTES_PER_SEC = 40_000;

/** What {@link playUrlData} needs to build signed CDN URLs. */
export interface PlayUrlContext {
  /** Origin of the simulated CDN, e.g. `http://127.0.0.1:41002`. */
  cdnBase: string;
  signer: UrlSigner;
  nowMs: number;
  ttlMs: number;
}

/**
 * A signed absolute stream URL: `<cdnBase><upgcxcode path>?i=…&e=…&n=…&s=…` (the signer's query,
 * signed for id `<cid>`) followed by upstream-looking parameters: `deadline` (unix seconds of the
 * expiry), `gen`, `os` (`upos` for the main URL, `bak` for the backup), `platform`, `mid`, `bvc`.
 */
export function signedStreamUrl(
  video: SimBiliVideo,
  page: SimBiliPage,
  streamId: number,
  context: PlayUrlContext,
  mirror: 'upos' | 'bak',
): string {
  const signed = context.signer.sign(
    biliStreamPath(video, page, streamId),
    String(page.cid),
    context.nowMs,
    context.ttlMs,
  );
  const deadline = Math.floor((context.nowMs + context.ttlMs) / 1000);
  return `${context.cdnBase}${signed}&deadline=${deadline}&gen=playurlv2&os=${mirror}&platform=pc&mid=0&bvc=vod`;
}

/**
 * `data` of `/x/player/wbi/playurl` for one part: the DASH form (`dash.audio[]` with ids 30280 and
 * 30216, `dash.video: []`) for `streamForm: 'dash'` videos, the MP4 form (`durl[]`, no `dash`)
 * for `streamForm: 'durl'` ones. Field names per BAC `videostream_url.md`.
 */
export function playUrlData(
  video: SimBiliVideo,
  page: SimBiliPage,
  context: PlayUrlContext,
): Record<string, unknown> {
  const timelength = page.durationSec * 1000;
  const common = {
    from: 'local',
    result: 'suee',
    message: '',
    timelength,
    video_codecid: 7,
    seek_param: 'start',
    high_format: null,
    last_play_time: 0,
    last_play_cid: 0,
  };
  if (video.streamForm === 'durl') {
    const url = (mirror: 'upos' | 'bak') =>
      signedStreamUrl(video, page, BILI_DURL_QUALITY, context, mirror);
    return {
      ...common,
      quality: BILI_DURL_QUALITY,
      format: 'mp4',
      accept_format: 'mp4',
      accept_description: ['流畅 360P'],
      accept_quality: [BILI_DURL_QUALITY],
      seek_type: 'second',
      durl: [
        {
          order: 1,
          length: timelength,
          size: page.durationSec * DURL_BYTES_PER_SEC,
          ahead: '',
          vhead: '',
          url: url('upos'),
          backup_url: [url('bak')],
        },
      ],
      support_formats: [
        supportFormat(BILI_DURL_QUALITY, 'mp4', '360P 流畅', '360P', 'avc1.64001E'),
      ],
    };
  }
  return {
    ...common,
    quality: 80,
    format: 'flv',
    accept_format: 'hdflv2,flv,flv720,flv480,mp4',
    accept_description: ['高清 1080P', '高清 720P', '清晰 480P', '流畅 360P'],
    accept_quality: [80, 64, 32, 16],
    seek_type: 'offset',
    dash: {
      duration: page.durationSec,
      minBufferTime: 1.5,
      min_buffer_time: 1.5,
      video: [],
      audio: BILI_AUDIO_STREAM_IDS.map((id) => dashAudio(video, page, id, context)),
      dolby: { type: 0, audio: null },
      flac: null,
    },
    support_formats: [supportFormat(80, 'flv', '1080P 高清', '1080P', 'avc1.640032')],
  };
}

function dashAudio(video: SimBiliVideo, page: SimBiliPage, id: number, context: PlayUrlContext) {
  const main = signedStreamUrl(video, page, id, context, 'upos');
  const backup = signedStreamUrl(video, page, id, context, 'bak');
  return {
    id,
    baseUrl: main,
    base_url: main,
    backupUrl: [backup],
    backup_url: [backup],
    bandwidth: AUDIO_BANDWIDTH[id] ?? 0,
    mimeType: 'audio/mp4',
    mime_type: 'audio/mp4',
    codecs: 'mp4a.40.2',
    width: 0,
    height: 0,
    frameRate: '',
    frame_rate: '',
    sar: '',
    startWithSap: 0,
    start_with_sap: 0,
    // Upstream's values; the generated files are not fragmented, so these ranges are nominal.
    SegmentBase: { Initialization: '0-907', indexRange: '908-1483' },
    segment_base: { initialization: '0-907', index_range: '908-1483' },
    codecid: 0,
  };
}

function supportFormat(
  quality: number,
  format: string,
  description: string,
  display: string,
  codec: string,
) {
  return {
    quality,
    format,
    new_description: description,
    display_desc: display,
    superscript: '',
    codecs: [codec],
  };
}
