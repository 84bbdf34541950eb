import type { Artist } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { CoverImage, Skeleton } from '@cadenza/ui';
import type { ReactNode } from 'react';

/** Props of {@link ArtistHeader}. */
export interface ArtistHeaderProps {
  artist: Artist;
  /** The page's large header, or the drawer's compact one. */
  size: 'page' | 'compact';
  /** The heading level of the name: the page's title, or a drawer's second level. */
  headingLevel?: 2 | 3;
  /** Actions under the counts (play all, open the page). */
  actions?: ReactNode;
}

const AVATAR = { page: 180, compact: 88 } as const;

/** The artist's avatar, name, aliases and counts of songs and albums. */
export function ArtistHeader({ artist, size, headingLevel = 2, actions }: ArtistHeaderProps) {
  const { t } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const alias = artist.alias.join(' / ');
  const counts = [
    artist.musicSize === null ? null : t('artist.songCount', { count: artist.musicSize }),
    artist.albumSize === null ? null : t('artist.albumCount', { count: artist.albumSize }),
  ].filter((count): count is string => count !== null);
  return (
    <header className={`cz-artist-header cz-artist-header--${size}`}>
      <CoverImage
        className="cz-artist-header__avatar"
        size={AVATAR[size]}
        src={artist.picUrl}
        alt=""
        radius="md"
      />
      <div className="cz-artist-header__text">
        <Heading className="cz-artist-header__name" title={artist.name}>
          {artist.name}
        </Heading>
        {alias ? (
          <p className="cz-artist-header__alias" title={alias}>
            {alias}
          </p>
        ) : null}
        {size === 'page' && artist.briefDesc ? (
          <p className="cz-artist-header__brief" title={artist.briefDesc}>
            {artist.briefDesc}
          </p>
        ) : null}
        {counts.length > 0 ? (
          <ul className="cz-artist-header__counts">
            {counts.map((count) => (
              <li key={count}>{count}</li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="cz-artist-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The header's loading state: its shape, announced once. */
export function ArtistHeaderSkeleton({ size, label }: { size: 'page' | 'compact'; label: string }) {
  return (
    <div className={`cz-artist-header cz-artist-header--${size}`} role="status" aria-label={label}>
      <Skeleton
        className="cz-artist-header__avatar"
        width={AVATAR[size]}
        height={AVATAR[size]}
        radius="md"
      />
      <div className="cz-artist-header__text">
        <Skeleton lines={3} />
      </div>
    </div>
  );
}
