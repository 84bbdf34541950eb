import { albumArtistApi, useGetArtistDetailQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Page, StateMessage, Tabs } from '@cadenza/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState, useScrollToTop } from '@cadenza/songs';
import { usePrefetchHold } from '../use-prefetch-hold';
import { ArtistAlbums } from './artist-albums';
import { artistIdOf } from './artist-location';
import { ArtistDescription } from './artist-description';
import { ArtistHeader, ArtistHeaderSkeleton } from './artist-header';
import { ArtistHotSongs } from './artist-hot-songs';
import './artist.css';

type ArtistTab = 'songs' | 'albums' | 'about';

/**
 * The artist page (`/artist/detail/{id}`, kept alive): the header, then the hot songs, the
 * albums (paged as they scroll) and the introduction as tabs. Each part has its own loading,
 * empty and error states, so a failing part never blanks the page; an artist that does not load
 * at all is one error with a retry. The tab is per artist: a new artist starts on the hot songs.
 */
export function ArtistScreen() {
  const { t } = useT();
  const id = artistIdOf(useParams()['id']);
  const detail = useGetArtistDetailQuery(id ?? skipToken);
  usePrefetchHold(
    id === null || detail.currentData
      ? null
      : albumArtistApi.util.getRunningQueryThunk('getArtistDetail', id),
  );
  const [tab, setTab] = useState<{ artist: number | null; value: ArtistTab }>({
    artist: id,
    value: 'songs',
  });
  const active = tab.artist === id ? tab.value : 'songs';
  const root = useScrollToTop(id);

  if (id === null) {
    return (
      <Page className="cz-artist" ref={root}>
        <StateMessage tone="empty" message={t('artist.invalidId')} />
      </Page>
    );
  }
  if (detail.isError && !detail.data) {
    // Without the artist (unknown, or unreachable) the tabs have nothing to stand for: one
    // error for the page, whose retry asks again.
    return (
      <Page className="cz-artist" ref={root}>
        <StateMessage
          tone="error"
          message={t('artist.loadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void detail.refetch()}
        />
      </Page>
    );
  }
  return (
    <Page className="cz-artist" ref={root}>
      <QueryState
        query={detail}
        loading={<ArtistHeaderSkeleton size="page" label={t('common.loading')} />}
        errorKey="artist.loadFailed"
      >
        {(artist) => <ArtistHeader artist={artist} size="page" />}
      </QueryState>
      <Tabs
        className="cz-artist__tabs"
        label={t('artist.title')}
        value={active}
        onValueChange={(value) => setTab({ artist: id, value: value as ArtistTab })}
        keepMounted
        tabs={[
          {
            id: 'songs',
            label: t('artist.tabs.hotSongs'),
            content: <ArtistHotSongs key={id} artistId={id} layout="page" />,
          },
          {
            id: 'albums',
            label: t('artist.tabs.albums'),
            content: <ArtistAlbums key={id} artistId={id} />,
          },
          {
            id: 'about',
            label: t('artist.tabs.description'),
            content: (
              <QueryState query={detail} loading={null} errorKey="artist.loadFailed">
                {(artist) => <ArtistDescription text={artist.briefDesc} />}
              </QueryState>
            ),
          },
        ]}
      />
    </Page>
  );
}
