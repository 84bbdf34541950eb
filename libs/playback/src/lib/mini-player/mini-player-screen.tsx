import { useT } from '@cadenza/i18n/react';
import { Suspense, useState } from 'react';
import { usePlatform, PlayerLoadBoundary } from '@cadenza/app-core';
import { MiniPlayBar } from './mini-play-bar';
import { MiniPlaylist } from './mini-playlist';
import './mini-player.css';

/**
 * The mini player (spec §2 /mini, outside the layout): the mini play bar, and under it, when
 * opened, the playlist; the desktop window grows to hold it and shrinks back (spec §7 "resize
 * mini window"). The whole window drags by the bar. Leaving mini mode with the list open needs
 * nothing here: main gives the window its full size back, and mini mode starts with the bar.
 */
export function MiniPlayerScreen() {
  const { t } = useT();
  const platform = usePlatform();
  const [playlistOpen, setPlaylistOpen] = useState(false);
  const toggle = () => {
    const next = !playlistOpen;
    setPlaylistOpen(next);
    platform.windowControls?.resizeMiniWindow(next);
  };
  return (
    <div className={`cz-mini-player${playlistOpen ? ' is-expanded' : ''}`}>
      <h1 className="cz-visually-hidden">{t('screens.mini')}</h1>
      <PlayerLoadBoundary failed={<p role="alert">{t('shell.playerLoad.failed')}</p>}>
        {/* The player loads beside the first paint; the bar's place is kept meanwhile. */}
        <Suspense fallback={<div className="cz-mini-bar" data-testid="mini-bar-placeholder" />}>
          <MiniPlayBar playlistOpen={playlistOpen} onPlaylistToggle={toggle} />
          {playlistOpen && (
            <div className="cz-mini-player__playlist" id="cz-mini-playlist">
              <MiniPlaylist />
            </div>
          )}
        </Suspense>
      </PlayerLoadBoundary>
    </div>
  );
}
