import type { MvAllDto, MvCardDto, MvUrlDto, SearchMvDto } from '@cadenza/contract';
import type { Mv, MvPage, MvUrl } from '../models/mv';

/** An MV card from `/mv/all` or search type 1004; artists joined with `/`. */
export function mvFrom(dto: MvCardDto | SearchMvDto): Mv {
  const names = dto.artists?.map(({ name }) => name).join('/');
  return {
    id: dto.id,
    name: dto.name,
    cover: dto.cover,
    playCount: dto.playCount,
    artistName: names || dto.artistName || '',
    durationMs: dto.duration ?? null,
  };
}

/** `/mv/all`: one page; more follow while the page is full. */
export function mvPageFrom(dto: MvAllDto, limit: number): MvPage {
  return { mvs: dto.data.map(mvFrom), hasMore: dto.data.length === limit };
}

/** `/mv/url`: the `<video>` src; an empty url counts as none. */
export function mvUrlFrom(dto: MvUrlDto): MvUrl {
  return { id: dto.data.id, url: dto.data.url ? dto.data.url : null };
}
