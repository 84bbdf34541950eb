import { useT } from '@cadenza/i18n/react';
import type { LyricSettings } from '@cadenza/settings';
import { IconButton, LyricStrip } from '@cadenza/ui';
import {
  RiCloseLine,
  RiLockLine,
  RiLockUnlockLine,
  RiPauseFill,
  RiPlayFill,
  RiSkipBackFill,
  RiSkipForwardFill,
} from '@remixicon/react';
import { useEffect, useRef } from 'react';
import type { LyricWindowView } from '@cadenza/platform';
import { lyricDisplay, type LyricDisplay } from './lyric-view-state';
import { useLineRefresh } from './use-line-refresh';
import { useLyricView, type LyricViewClock } from './use-lyric-view';
import './lyric-window.css';

/** Props of {@link LyricWindowScreen}. */
export interface LyricWindowScreenProps {
  view: LyricWindowView;
  /** The lyric settings: typography, translation, centring. */
  lyric: LyricSettings;
  /** The chosen font family (a CSS value); it applies to the lyrics whatever its scope. */
  fontFamily: string;
  clock: LyricViewClock;
}

/**
 * The desktop lyric window's page (spec §2 /lyric): the current line (with its translation when
 * the lyric settings ask for it), 'loading lyrics' / 'no lyrics for current song', and the
 * controls. Unlocked, the whole window drags and the controls show; locked, the mouse goes
 * through to what is under it, and only the unlock button appears under the pointer.
 */
export function LyricWindowScreen({ view, lyric, fontFamily, clock }: LyricWindowScreenProps) {
  const { t } = useT();
  const state = useLyricView(view, clock);
  useLineRefresh(state, clock);
  const shown = lyricDisplay(state, clock.now(), lyric.showTranslation);
  const { locked } = state;
  // Locked while the pointer is on the lock button (the click that locked it): the button keeps
  // the mouse, or it could not be clicked again until the pointer left and came back.
  const overLock = useRef(false);
  useEffect(() => {
    if (locked && overLock.current) view.setInteractive(true);
  }, [locked, view]);
  const hasSong = state.song !== null;
  const playing = state.anchor.playing;
  return (
    <div
      className={`cz-lyric-window${locked ? ' is-locked' : ''}`}
      data-testid="lyric-window"
      data-locked={locked}
    >
      <div className="cz-lyric-window__controls" role="toolbar" aria-label={t('lyricWindow.title')}>
        <div className="cz-lyric-window__transport">
          <IconButton
            size="sm"
            label={t('lyricWindow.prev')}
            icon={<RiSkipBackFill />}
            disabled={!hasSong}
            onClick={() => view.control('prev')}
          />
          <IconButton
            size="sm"
            tone="accent"
            label={playing ? t('player.pause') : t('player.play')}
            icon={playing ? <RiPauseFill /> : <RiPlayFill />}
            disabled={!hasSong}
            onClick={() => view.control('playpause')}
          />
          <IconButton
            size="sm"
            label={t('lyricWindow.next')}
            icon={<RiSkipForwardFill />}
            disabled={!hasSong}
            onClick={() => view.control('next')}
          />
        </div>
        <div className="cz-lyric-window__window-controls">
          <IconButton
            size="sm"
            className="cz-lyric-window__lock"
            label={locked ? t('lyricWindow.unlock') : t('lyricWindow.lock')}
            icon={locked ? <RiLockLine /> : <RiLockUnlockLine />}
            pressed={locked}
            // Locked, the window lets the mouse through; over this button it takes it back.
            onPointerEnter={() => {
              overLock.current = true;
              if (locked) view.setInteractive(true);
            }}
            onPointerLeave={() => {
              overLock.current = false;
              if (locked) view.setInteractive(false);
            }}
            onClick={() => view.setLocked(!locked)}
          />
          <IconButton
            size="sm"
            label={t('lyricWindow.close')}
            icon={<RiCloseLine />}
            onClick={() => view.close()}
          />
        </div>
      </div>
      <LyricStrip
        className="cz-lyric-window__lyrics"
        align={lyric.centerLyrics ? 'center' : 'start'}
        typography={{
          fontFamily,
          fontSizePx: lyric.fontSize,
          letterSpacingPx: lyric.letterSpacing,
          lineHeight: lyric.lineHeight,
        }}
        {...stripContent(shown, t)}
      />
    </div>
  );
}

type Translate = ReturnType<typeof useT>['t'];

/** What the strip shows for a display state. */
function stripContent(shown: LyricDisplay, t: Translate) {
  switch (shown.kind) {
    case 'message':
      return { primary: t(`lyricWindow.${shown.message}`), message: true };
    case 'title':
      return {
        primary: shown.song.name,
        ...(shown.song.artists.length > 0
          ? {
              secondary: {
                text: shown.song.artists.join(t('common.artistSeparator')),
                kind: 'next' as const,
              },
            }
          : {}),
      };
    case 'line':
      return {
        primary: shown.text,
        ...(shown.translation
          ? { secondary: { text: shown.translation, kind: 'translation' as const } }
          : shown.next
            ? { secondary: { text: shown.next, kind: 'next' as const } }
            : {}),
      };
  }
}
