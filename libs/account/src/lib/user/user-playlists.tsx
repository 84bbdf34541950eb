import type { PlaylistCard } from '@cadenza/api-client';
import { useGetUserPlaylistsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { StateMessage } from '@cadenza/ui';
import { routeOf } from '@cadenza/app-core';
import {
  CardGrid,
  CardGridSkeleton,
  CoverCard,
  QueryState,
  Section,
  useFormatCount,
} from '@cadenza/songs';

/** One request for all of a user's lists, as the playlist drawer asks (contract §3.9). */
export const USER_PLAYLISTS_LIMIT = 999;

const CARD_MIN = 150;

/** A user's playlists: those they created (their own first), then those they saved. */
export function splitUserPlaylists(playlists: readonly PlaylistCard[], uid: number) {
  return {
    created: playlists.filter((list) => list.ownerId === uid),
    saved: playlists.filter((list) => list.ownerId !== uid),
  };
}

/**
 * A user's playlists as two card grids — created, then saved — each opening its music list.
 * One answer feeds both; it loads, fails (with a retry) or is empty in both at once. On the
 * listener's `own` page the created ones offer the playlist import, the way to bring a list in
 * from another service.
 */
export function UserPlaylists({ uid, own = false }: { uid: number; own?: boolean }) {
  const { t } = useT();
  const query = useGetUserPlaylistsQuery({ uid, limit: USER_PLAYLISTS_LIMIT });
  const sections = [
    { id: 'created', title: t('user.createdPlaylists') },
    { id: 'saved', title: t('user.collectedPlaylists') },
  ] as const;
  const importLink = { to: routeOf('playlistImport').path, label: t('nav.playlistImport') };
  return (
    <div className="cz-user__scroll">
      {sections.map((section) => (
        <Section
          key={section.id}
          id={`user-${section.id}`}
          title={section.title}
          {...(own && section.id === 'created' ? { more: importLink } : {})}
        >
          <QueryState
            query={query}
            loading={<CardGridSkeleton label={section.title} minWidth={CARD_MIN} count={6} />}
            errorKey="errors.playlist.getFailed"
          >
            {(page) => (
              <PlaylistGrid
                label={section.title}
                playlists={splitUserPlaylists(page.playlists, uid)[section.id]}
              />
            )}
          </QueryState>
        </Section>
      ))}
    </div>
  );
}

function PlaylistGrid({ label, playlists }: { label: string; playlists: PlaylistCard[] }) {
  const { t } = useT();
  const count = useFormatCount();
  if (playlists.length === 0) return <StateMessage tone="empty" message={t('user.noPlaylists')} />;
  return (
    <CardGrid label={label} minWidth={CARD_MIN}>
      {playlists.map((list) => (
        <CoverCard
          key={list.id}
          to={`/music-list/${list.id}`}
          cover={list.coverImgUrl}
          title={list.name}
          subtitle={
            list.trackCount === null ? undefined : t('common.songCount', { count: list.trackCount })
          }
          badge={`▶ ${count(list.playCount)}`}
          coverSize={CARD_MIN}
        />
      ))}
    </CardGrid>
  );
}
