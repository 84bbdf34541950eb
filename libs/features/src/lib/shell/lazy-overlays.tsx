import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { selectDownloadDrawerOpen } from '../downloads/downloads-slice';
import { selectPlaylistDrawerTracks } from '../playlist-drawer/playlist-drawer-slice';
import { useAppSelector } from '../store/app-hooks';
import type { AppState } from '../store/create-app-store';
import { selectOverlay, selectShowArtistDrawer } from '../ui-state/ui-slice';
import { LoadedOnceShown } from './loaded-once-shown';

// The overlays are not part of the first paint: each loads the first time it is opened, then
// stays mounted so it animates and gives focus back like any other.
const QueueDrawer = lazy(() =>
  import('../queue/queue-drawer').then((module) => ({ default: module.QueueDrawer })),
);
const PlayerOverlay = lazy(() =>
  import('../lyrics/player-overlay').then((module) => ({ default: module.PlayerOverlay })),
);
const AddToPlaylistDrawer = lazy(() =>
  import('../playlist-drawer/add-to-playlist-drawer').then((module) => ({
    default: module.AddToPlaylistDrawer,
  })),
);
const DownloadDrawer = lazy(() =>
  import('../downloads/download-drawer').then((module) => ({ default: module.DownloadDrawer })),
);
const ArtistDrawer = lazy(() =>
  import('../artist/artist-drawer').then((module) => ({ default: module.ArtistDrawer })),
);

const queueOpen = (state: AppState) => selectOverlay(state) === 'queue';
const playerOpen = (state: AppState) => ['lyrics', 'player'].includes(selectOverlay(state));
const playlistDrawerOpen = (state: AppState) => selectPlaylistDrawerTracks(state) !== null;

function OnceOpened({
  isOpen,
  Overlay,
}: {
  isOpen: (state: AppState) => boolean;
  Overlay: LazyExoticComponent<ComponentType>;
}) {
  return (
    <LoadedOnceShown shown={useAppSelector(isOpen)}>
      <Overlay />
    </LoadedOnceShown>
  );
}

/**
 * The queue drawer, the full-screen player, the artist, playlist and download drawers: each
 * loaded on first use.
 */
export function LazyOverlays() {
  return (
    <>
      <OnceOpened isOpen={queueOpen} Overlay={QueueDrawer} />
      <OnceOpened isOpen={playerOpen} Overlay={PlayerOverlay} />
      <OnceOpened isOpen={selectShowArtistDrawer} Overlay={ArtistDrawer} />
      <OnceOpened isOpen={playlistDrawerOpen} Overlay={AddToPlaylistDrawer} />
      <OnceOpened isOpen={selectDownloadDrawerOpen} Overlay={DownloadDrawer} />
    </>
  );
}
