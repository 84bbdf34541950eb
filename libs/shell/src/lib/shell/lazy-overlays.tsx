import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { selectDownloadDrawerOpen, loadDownloadDrawer } from '@cadenza/desktop-features';
import { selectPlaylistDrawerTracks, loadAddToPlaylistDrawer } from '@cadenza/songs';
import {
  useAppSelector,
  type AppState,
  selectOverlay,
  selectShowArtistDrawer,
  LoadedOnceShown,
} from '@cadenza/app-core';
import { loadArtistDrawer } from '@cadenza/browse';
import { loadPlayerOverlay, loadQueueDrawer } from '@cadenza/playback';

// The overlays are not part of the first paint: each loads the first time it is opened, then
// stays mounted so it animates and gives focus back like any other.
const QueueDrawer = lazy(loadQueueDrawer);
const PlayerOverlay = lazy(loadPlayerOverlay);
const AddToPlaylistDrawer = lazy(loadAddToPlaylistDrawer);
const DownloadDrawer = lazy(loadDownloadDrawer);
const ArtistDrawer = lazy(loadArtistDrawer);

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
