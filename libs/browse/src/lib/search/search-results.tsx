import {
  bilibiliProxyUrl,
  type SearchResults as Results,
  type SearchType,
} from '@cadenza/api-client';
import { useSearchPagesInfiniteQuery } from '@cadenza/api-client/react';
import { DEFAULT_LANGUAGE, formatCount, isLanguage } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { SkeletonList, StateMessage, VirtualList } from '@cadenza/ui';
import { usePlatform } from '@cadenza/app-core';
import { SongList } from '@cadenza/songs';
import { MediaRow, type MediaRowItem } from './media-row';

/** The results of one search type, page after page as the list scrolls. */
export function SearchResults({ keyword, type }: { keyword: string; type: SearchType }) {
  const { t, language } = useT();
  const { apiBaseUrl } = usePlatform();
  const query = useSearchPagesInfiniteQuery({ keywords: keyword, type });
  const pages = query.data?.pages ?? [];
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const label = t('search.resultsFor', { keyword });

  if (query.isLoading)
    return <SkeletonList count={8} rowHeight={69} label={t('search.searching')} />;
  if (query.isError && pages.length === 0) {
    return (
      <StateMessage
        tone="error"
        message={t('errors.general.searchFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (type === 1) {
    const songs = pages.flatMap((page) => (page.type === 1 ? page.songs : []));
    if (songs.length === 0) return <StateMessage tone="empty" message={t('search.noResults')} />;
    return <SongList songs={songs} label={label} onEndReached={more} />;
  }
  const rows = pages.flatMap((page) =>
    mediaRowsOf(page, {
      count: (value) => formatCount(value, isLanguage(language) ? language : DEFAULT_LANGUAGE),
      proxied: (url) => bilibiliProxyUrl(apiBaseUrl, url),
    }),
  );
  if (rows.length === 0) return <StateMessage tone="empty" message={t('search.noResults')} />;
  return (
    <VirtualList<MediaRowItem>
      className="cz-song-list"
      label={label}
      items={rows}
      itemHeight={69}
      getKey={(row) => row.key}
      onEndReached={more}
      renderItem={(row) => <MediaRow item={row} />}
    />
  );
}

/** Albums, playlists, MVs and videos as linked rows with a cover and a subtitle. */
function mediaRowsOf(
  page: Results,
  { count, proxied }: { count(value: number): string; proxied(url: string): string },
): MediaRowItem[] {
  switch (page.type) {
    case 1:
      return [];
    case 10:
      return page.albums.map((album) => ({
        key: `album-${album.id}`,
        href: `/music-list/${album.id}?type=album`,
        cover: album.picUrl,
        title: album.name,
        subtitle: [album.artist?.name, album.company].filter(Boolean).join(' · '),
      }));
    case 1000:
      return page.playlists.map((list) => ({
        key: `playlist-${list.id}`,
        href: `/music-list/${list.id}`,
        cover: list.coverImgUrl,
        title: list.name,
        subtitle: [list.creator?.nickname, `▶ ${count(list.playCount)}`]
          .filter(Boolean)
          .join(' · '),
      }));
    case 1004:
      return page.mvs.map((mv) => ({
        key: `mv-${mv.id}`,
        href: `/mv?id=${mv.id}`,
        cover: mv.cover,
        title: mv.name,
        subtitle: `${mv.artistName} · ▶ ${count(mv.playCount)}`,
      }));
    case 2000:
      return page.videos.map((video) => ({
        key: `video-${video.bvid}`,
        href: `/bilibili/${video.bvid}`,
        // The video site's images refuse other referrers: they come through the gateway.
        cover: proxied(video.pic),
        title: video.title.replace(/<[^>]*>/g, ''),
        subtitle: `${video.author} · ${video.duration}`,
      }));
  }
}
