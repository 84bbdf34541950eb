import { createHash } from 'node:crypto';
import type { SimSong, SimUser } from '../../catalogue/catalogue.types';
import { audioSourceOf } from '../../catalogue/corpus';
import { mediaFiles, songUrlPath, TRIAL_CLIP_SECONDS } from '../../media-server/media-layout';
import type { SimWorld } from '../../sim-world';
import { loginRequired, MissingParamError, requireParam, type NcmHandler } from '../ncm-transport';
import { canPlayFull, privilegeOf, songShapeA } from '../shapes/song.shape';
import { reportedLoudness } from '../song-loudness';

/** Every file is lossy, so no answer claims more than exhigh (320 kbps) whatever level is asked. */
export const MAX_BITRATE = 320000;

/** Bitrate of each quality level. */
const LEVEL_BITRATES: Record<string, number> = {
  standard: 128000,
  higher: 192000,
  exhigh: 320000,
  lossless: 999000,
  hires: 999000,
  jyeffect: 320000,
  sky: 999000,
  dolby: 999000,
  jymaster: 999000,
};

/** Splits `1,2, 3` (and NCM's `[1,2]`) into numeric ids. */
export function parseIds(value: string): number[] {
  return value
    .replace(/^\[|\]$/g, '')
    .split(/\s*,\s*/)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function md5Of(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/**
 * One item of `/song/url/v1`: full URL, a 30 s trial clip with `freeTrialInfo`, or `url: null`.
 * `gain` and `peak` are those of the very file the URL serves (measured once, see LoudnessStore),
 * and `expi` the URL's lifetime in whole seconds (at least 1).
 */
export async function songUrlItem(
  world: SimWorld,
  id: number,
  song: SimSong | undefined,
  user: SimUser | null,
  level: string,
) {
  const unavailable = {
    id,
    url: null,
    br: 0,
    size: 0,
    md5: null,
    code: 404,
    expi: 1200,
    type: null,
    gain: 0,
    peak: 0,
    fee: song?.fee ?? 0,
    uf: null,
    payed: 0,
    flag: 0,
    canExtend: false,
    freeTrialInfo: null,
    level: null,
    encodeType: null,
    freeTrialPrivilege: {
      resConsumable: false,
      userConsumable: false,
      listenType: null,
      cannotListenReason: null,
    },
    freeTimeTrialPrivilege: { resConsumable: false, userConsumable: false, type: 0, remainTime: 0 },
    urlSource: 0,
    rightSource: 0,
    podcastCtrp: null,
    effectTypes: null,
    time: 0,
  };
  if (!song || (song.availability !== 'full' && song.availability !== 'trial')) return unavailable;
  const source = audioSourceOf(song);
  const full = canPlayFull(song, user);
  const file = full ? mediaFiles.song(source) : mediaFiles.trialClip(source);
  const ttlMs = world.songUrlTtlMs();
  const loudness = reportedLoudness(await world.loudness.get(file), song.reportsGain);
  const br = Math.min(LEVEL_BITRATES[level] ?? 192000, MAX_BITRATE);
  const actualLevel =
    Object.keys(LEVEL_BITRATES).find((name) => LEVEL_BITRATES[name] === br) ?? 'higher';
  return {
    ...unavailable,
    url: world.mediaUrl(songUrlPath(song, source, !full), song.id, ttlMs),
    br,
    size: world.fileSize(file),
    md5: md5Of(`${song.id}:${file}`),
    code: 200,
    // The URL was signed just now: its remaining lifetime is the whole TTL.
    expi: Math.max(1, Math.floor(ttlMs / 1000)),
    type: song.format,
    ...loudness,
    payed: song.fee === 1 && full ? 1 : 0,
    flag: 1,
    freeTrialInfo: full ? null : { start: 0, end: TRIAL_CLIP_SECONDS, fragmentType: 1 },
    level: actualLevel,
    encodeType: song.format === 'mp3' ? 'mp3' : 'aac',
    time: full ? song.durationMs : Math.min(song.durationMs, TRIAL_CLIP_SECONDS * 1000),
  };
}

/** Playback routes: URLs, details and lyrics (contract §3.2). */
export function songRoutes(world: SimWorld): Record<string, NcmHandler> {
  const urls: NcmHandler = async ({ params, user }) => {
    const ids = parseIds(requireParam(params, 'id'));
    // No usable id is a missing param to NCM: the module throws and the server answers 404.
    if (ids.length === 0) throw new MissingParamError('no valid id');
    const level = typeof params['level'] === 'string' ? params['level'] : 'exhigh';
    return {
      body: {
        data: await Promise.all(
          ids.map((id) => songUrlItem(world, id, world.song(id), user, level)),
        ),
        code: 200,
      },
    };
  };
  const lyric =
    (withYrc: boolean): NcmHandler =>
    ({ params }) => {
      const song = world.song(Number(requireParam(params, 'id')));
      const lyrics = song?.lyrics;
      if (!lyrics) return { body: { nolyric: true, sgc: false, sfy: false, qfy: true, code: 200 } };
      const block = (text: string | null, version: number) => ({
        version: text ? version : 0,
        lyric: text ?? '',
      });
      return {
        body: {
          sgc: false,
          sfy: false,
          qfy: false,
          lrc: block(lyrics.lrc, 17),
          klyric: block(null, 0),
          tlyric: block(lyrics.tlyric, 3),
          romalrc: block(null, 0),
          ...(withYrc
            ? { yrc: block(lyrics.yrc, 9), ytlrc: block(null, 0), yromalrc: block(null, 0) }
            : {}),
          code: 200,
        },
      };
    };
  return {
    '/song/url/v1': urls,
    '/song/url': (context) => urls({ ...context, params: { ...context.params, level: 'exhigh' } }),

    '/song/download/url/v1': async ({ params, user }) => {
      if (!user) return loginRequired();
      const id = Number(requireParam(params, 'id'));
      const level = typeof params['level'] === 'string' ? params['level'] : 'exhigh';
      const item = await songUrlItem(
        world,
        id,
        world.song(id),
        user.vipType === 0 ? null : user,
        level,
      );
      return {
        body: { data: item.freeTrialInfo ? { ...item, url: null, code: 404 } : item, code: 200 },
      };
    },

    '/song/detail': ({ params, user }) => {
      const songs = parseIds(requireParam(params, 'ids'))
        .map((id) => world.song(id))
        .filter((song): song is SimSong => song !== undefined);
      return {
        body: {
          songs: songs.map((song) => songShapeA(world, song)),
          privileges: songs.map((song) => privilegeOf(song, user)),
          code: 200,
        },
      };
    },

    '/song/music/detail': ({ params }) => {
      const song = world.song(Number(requireParam(params, 'id')));
      if (!song) return { body: { code: 404, message: '歌曲不存在', data: null } };
      const quality = (br: number) => ({
        br,
        size: Math.round((song.durationMs / 1000) * (br / 8)),
        sr: 44100,
      });
      return {
        body: {
          code: 200,
          data: {
            songId: song.id,
            l: quality(128000),
            m: quality(192000),
            h: quality(320000),
            sq: null,
            hr: null,
          },
        },
      };
    },

    '/lyric': lyric(false),
    '/lyric/new': lyric(true),
  };
}
