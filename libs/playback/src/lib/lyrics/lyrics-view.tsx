import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack, useIsPlaying, usePlayerSend } from '@cadenza/player-core/react';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, CoverImage, IconButton, Popover } from '@cadenza/ui';
import { RiArrowDownSLine, RiSettings3Line, RiTranslate2 } from '@remixicon/react';
import type { CSSProperties, ReactNode } from 'react';
import { LyricLines } from './lyric-lines';
import { LyricOffsetControls } from './lyric-offset-controls';
import { LyricSettingsPanel } from '@cadenza/settings-editors';
import { useCoverPalette } from './use-cover-palette';
import { useLyricOffset } from './use-lyric-offset';
import { useTrackLyrics } from './use-track-lyrics';
import './lyrics.css';

/** Props of {@link LyricsView}. */
export interface LyricsViewProps {
  onCollapse(): void;
  /** The play bar under the lines (the mobile sheet's controls, the desktop's unless hidden). */
  footer?: ReactNode;
  /** Shown under the song's name and artists, beside the lines (the desktop's mini play bar). */
  beneathCover?: ReactNode;
  mobile: boolean;
}

/**
 * The full-screen lyrics (spec §4): the background from the cover (or the chosen theme), the
 * cover beside the lines (above them on mobile), the current line centred, a click to seek, the
 * translation toggle, the per-song offset and the lyric settings.
 */
export function LyricsView({ onCollapse, footer, beneathCover, mobile }: LyricsViewProps) {
  const { t } = useT();
  const track = useCurrentTrack();
  const send = usePlayerSend();
  const settings = useSetting('lyric');
  const setSetting = useSettingsDispatch();
  const lyrics = useTrackLyrics(track);
  const { offsetMs, adjust, reset } = useLyricOffset(track?.id);
  const cover = track?.picUrl ?? track?.album.picUrl;
  const palette = useCoverPalette(settings.theme === 'default' ? cover : undefined);
  const tone =
    settings.theme === 'default'
      ? palette
        ? palette.darkText
          ? 'light'
          : 'dark'
        : 'plain'
      : settings.theme;
  const background: CSSProperties | undefined =
    settings.theme === 'default' && palette
      ? ({ '--cz-lyrics-from': palette.base, '--cz-lyrics-to': palette.deep } as CSSProperties)
      : undefined;
  const playing = useIsPlaying();
  const typography: CSSProperties = {
    fontSize: `${settings.fontSize}px`,
    letterSpacing: `${settings.letterSpacing}px`,
    lineHeight: settings.lineHeight,
  };
  const rootStyle: CSSProperties = {
    ...background,
    // The phone shows this many lines around the current one (lyric settings, mobile tab).
    ...(mobile ? { '--cz-lyrics-visible-lines': settings.mobileShowLyricLines } : {}),
  };
  // The phone's layout and cover style (lyric settings, mobile tab).
  const mobileLook = mobile
    ? ` cz-lyrics--mobile cz-lyrics--layout-${settings.mobileLayout} cz-lyrics--cover-${settings.mobileCoverStyle}${playing ? ' is-playing' : ''}`
    : '';
  const hasTranslation = lyrics.status === 'ready' && lyrics.lyrics.hasTranslation;
  const artists =
    track?.artists.map((artist) => artist.name).join(t('common.artistSeparator')) ?? '';
  const showCover = !settings.hideCover && !settings.pureModeEnabled;

  return (
    <div className={`cz-lyrics cz-lyrics--${tone}${mobileLook}`} style={rootStyle}>
      <header className="cz-lyrics__head">
        <IconButton
          label={t('player.full.collapse')}
          icon={<RiArrowDownSLine />}
          onClick={onCollapse}
        />
        <div className="cz-lyrics__tools">
          {hasTranslation && (
            <IconButton
              label={t('player.full.translation')}
              icon={<RiTranslate2 />}
              pressed={settings.showTranslation}
              onClick={() =>
                setSetting('lyric', { ...settings, showTranslation: !settings.showTranslation })
              }
            />
          )}
          {lyrics.status === 'ready' && (
            <LyricOffsetControls offsetMs={offsetMs} onAdjust={adjust} onReset={reset} />
          )}
          <Popover
            label={t('player.full.lyricSettings')}
            align="end"
            trigger={
              <IconButton label={t('player.full.lyricSettings')} icon={<RiSettings3Line />} />
            }
          >
            <div className="cz-lyrics__settings">
              <LyricSettingsPanel />
            </div>
          </Popover>
        </div>
      </header>
      <div className={`cz-lyrics__body${showCover ? '' : ' is-coverless'}`}>
        {showCover && (
          <div className="cz-lyrics__now">
            <div className="cz-lyrics__cover-box">
              <CoverImage
                src={cover}
                size={mobile ? 220 : 300}
                alt=""
                radius={mobile && settings.mobileCoverStyle === 'record' ? 'circle' : 'md'}
                className="cz-lyrics__cover"
                fill={mobile}
              />
            </div>
            <div className="cz-lyrics__titles">
              <h2 className="cz-lyrics__name" title={track?.name}>
                {track?.name ?? t('player.notPlaying')}
              </h2>
              <p className="cz-lyrics__artists" title={artists}>
                {artists}
              </p>
            </div>
            {beneathCover}
          </div>
        )}
        {!settings.hideLyrics && (
          <div className="cz-lyrics__main" data-testid="lyrics-main" data-status={lyrics.status}>
            {lyrics.status === 'ready' ? (
              <LyricLines
                lyrics={lyrics.lyrics}
                offsetMs={offsetMs}
                showTranslation={settings.showTranslation}
                onSeek={(positionSec) => send({ type: 'seek', positionSec })}
                style={typography}
                centered={settings.centerLyrics || mobile}
              />
            ) : (
              <LyricState status={lyrics} />
            )}
          </div>
        )}
      </div>
      {footer}
    </div>
  );
}

function LyricState({
  status,
}: {
  status: Exclude<ReturnType<typeof useTrackLyrics>, { status: 'ready' }>;
}) {
  const { t } = useT();
  switch (status.status) {
    case 'loading':
      return <p className="cz-lyrics__state">{t('errors.lyrics.loading')}</p>;
    case 'instrumental':
      return <p className="cz-lyrics__state">{t('player.pureMusic')}</p>;
    case 'none':
      return <p className="cz-lyrics__state">{t('errors.lyrics.noLyrics')}</p>;
    case 'error':
      return (
        <div className="cz-lyrics__state" role="alert">
          <p>{t('errors.lyrics.noLyrics')}</p>
          <Button variant="ghost" onClick={status.retry}>
            {t('common.retry')}
          </Button>
        </div>
      );
  }
}
