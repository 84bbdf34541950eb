import { useGetArtistDetailQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Drawer } from '@cadenza/ui';
import { RiArrowRightSLine } from '@remixicon/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@cadenza/songs';
import {
  useIsMobileLayout,
  useAppDispatch,
  useAppSelector,
  artistDrawerClosed,
  selectCurrentArtistId,
  selectShowArtistDrawer,
} from '@cadenza/app-core';
import { ArtistHeader, ArtistHeaderSkeleton } from './artist-header';
import { ArtistHotSongs } from './artist-hot-songs';
import './artist.css';

/** How many hot songs the drawer lists; the page has them all. */
const DRAWER_SONGS = 10;

/**
 * The artist drawer (spec §3 `showArtistDrawer` / `currentArtistId`), opened from the play bar's
 * artist links: the artist's header, their first hot songs (they play with those songs as the
 * queue) and a link to the whole page. Closing it clears the current artist id (spec §4); the
 * artist stays drawn while the drawer slides out.
 */
export function ArtistDrawer() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const mobile = useIsMobileLayout();
  const open = useAppSelector(selectShowArtistDrawer);
  const current = useAppSelector(selectCurrentArtistId);
  // The id is cleared as the drawer starts closing; its content stays until it has slid out.
  const [shown, setShown] = useState(current);
  if (current !== null && current !== shown) setShown(current);
  const id = current ?? shown;
  const detail = useGetArtistDetailQuery(id ?? skipToken);
  const close = () => dispatch(artistDrawerClosed());
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('screens.artistDetail')}
      side={mobile ? 'bottom' : 'right'}
      size={mobile ? '85dvh' : '420px'}
      closeLabel={t('artist.closeDrawer')}
    >
      {id === null ? null : (
        <div className="cz-artist-drawer" data-testid="artist-drawer">
          <QueryState
            query={detail}
            loading={<ArtistHeaderSkeleton size="compact" label={t('common.loading')} />}
            errorKey="artist.loadFailed"
          >
            {(artist) => (
              <ArtistHeader
                artist={artist}
                size="compact"
                headingLevel={3}
                actions={
                  <Link
                    className="cz-artist-drawer__page-link"
                    to={`/artist/detail/${artist.id}`}
                    onClick={close}
                  >
                    {t('artist.viewPage')}
                    <RiArrowRightSLine aria-hidden="true" />
                  </Link>
                }
              />
            )}
          </QueryState>
          <div className="cz-artist-drawer__songs">
            <ArtistHotSongs
              key={id}
              artistId={id}
              limit={DRAWER_SONGS}
              layout="fill"
              heading={<h3 className="cz-artist-drawer__heading">{t('artist.tabs.hotSongs')}</h3>}
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}
