import { formatBilibiliTrackId } from '../resolve/bilibili-id';
import type { SongShapeADto, SongShapeAOptionalCoverDto, SongShapeBDto } from '@cadenza/contract';
import type { Song } from '../models/song';

/** MV id when the song has one (upstream sends 0 for none). */
const mvIdOf = (value: number | undefined) => (value ? value : null);

/**
 * A Shape A song (`ar`/`al`/`dt`) as a {@link Song}. `albumCover` fills a missing `al.picUrl`
 * (the songs of `/album`, contract §3.6).
 */
export function songFromShapeA(
  dto: SongShapeADto | SongShapeAOptionalCoverDto,
  albumCover?: string,
): Song {
  const picUrl = dto.al.picUrl ?? albumCover ?? null;
  return {
    id: dto.id,
    source: 'netease',
    name: dto.name,
    artists: dto.ar.map(({ id, name }) => ({ id, name })),
    album: { id: dto.al.id, name: dto.al.name, picUrl },
    picUrl,
    durationMs: dto.dt,
    privilegeStatus: dto.privilege?.st ?? null,
    mvId: mvIdOf(dto.mv),
  };
}

/** A Shape B song (`artists`/`album`/`duration`, `/personalized/newsong`) as a {@link Song}. */
export function songFromShapeB(dto: SongShapeBDto, cover?: string): Song {
  const picUrl = dto.album.picUrl ?? cover ?? null;
  return {
    id: dto.id,
    source: 'netease',
    name: dto.name,
    artists: dto.artists.map(({ id, name }) => ({ id, name })),
    album: { id: dto.album.id, name: dto.album.name, picUrl },
    picUrl,
    durationMs: dto.duration,
    privilegeStatus: dto.privilege?.st ?? null,
    mvId: mvIdOf(dto.mvid),
  };
}

/** A video-site part as a {@link Song}: id `bvid--firstArtistId--cid`, the uploader as the artist. */
export function songFromBilibiliPart(video: {
  bvid: string;
  title: string;
  pic: string;
  owner: { mid: number; name: string };
  page: { cid: number; part: string; duration: number };
}): Song {
  return {
    id: formatBilibiliTrackId(video.bvid, video.owner.mid, video.page.cid),
    source: 'bilibili',
    name:
      video.page.part && video.page.part !== video.title
        ? `${video.page.part} - ${video.title}`
        : video.title,
    artists: [{ id: video.owner.mid, name: video.owner.name }],
    album: { id: null, name: '', picUrl: video.pic },
    picUrl: video.pic,
    durationMs: video.page.duration * 1000,
    privilegeStatus: null,
    mvId: null,
    bilibili: { bvid: video.bvid, cid: video.page.cid },
  };
}
