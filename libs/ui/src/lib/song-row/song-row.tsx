import './song-row.css';
import { RiVolumeUpFill } from '@remixicon/react';
import {
  Fragment,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { CoverImage } from '../cover-image/cover-image';
import { isPlainPress } from '../press/plain-press';
import { formatDuration } from '@cadenza/i18n/format';

/** Artists beyond this many collapse into '…' so one row never wraps or crowds out the title. */
export const SONG_ROW_MAX_ARTISTS = 4;

/** An artist credited on a {@link SongRow}. An id of 0 or '' (uncatalogued) is not a link. */
export interface SongRowArtist {
  id: number | string;
  name: string;
}

/** What a {@link SongRow} shows of a song. */
export interface SongRowSong {
  id: number | string;
  name: string;
  /** Alias or translated name, drawn faint after the name. */
  subtitle?: string | null;
  artists: readonly SongRowArtist[];
  album?: { id?: number | string | null; name: string } | null;
  coverUrl?: string | null;
  durationMs: number | null;
}

/** Props of {@link SongRow}. Every visible string comes in through them. */
export interface SongRowProps {
  song: SongRowSong;
  /** Number in the first column (position + 1, or the album's track number); none hides it. */
  index?: number;
  /** This is the song playing now: `aria-current` and the accent colour. */
  active?: boolean;
  /** Part of the current multi-selection. */
  selected?: boolean;
  /** Not playable (no copyright): dimmed, and play gestures do nothing. */
  disabled?: boolean;
  /** Why the row is disabled, shown in it and read as its description (e.g. "No copyright"). */
  disabledLabel?: string;
  /** Name of the button offered on a disabled row (e.g. "Search the web"). */
  disabledActionLabel?: string;
  /** Runs the disabled row's button; without it (or its label) no button is shown. */
  onDisabledAction?: () => void;
  /** Plays the song: on `playOn`, or Enter on the focused row. Never called when disabled. */
  onPlay: () => void;
  /**
   * The primary button went down on a row that plays on `click`, where that click will play it:
   * the song can start loading during the press (a hand holds it about 100 ms). Mouse and pen
   * only: a finger going down may be starting a scroll.
   */
  onPlayIntent?: () => void;
  /** The pointer gesture that plays: `dblclick` on desktop lists, `click` suits touch screens. */
  playOn?: 'click' | 'dblclick';
  /**
   * A click that does not play (any click under `dblclick`, a modified one under `click`), or
   * Shift/Ctrl/⌘+Space on the focused row (a plain Space is left to the page). The caller reads `ctrlKey`/`metaKey`/`shiftKey` to replace,
   * toggle or extend the selection.
   */
  onSelect?: (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
  /** Without it artists are plain text. */
  onArtistClick?: (artistId: number | string) => void;
  /** Without it (or an album id) the album is plain text. */
  onAlbumClick?: (albumId: number | string) => void;
  /** Trailing controls (like, more); their clicks and keys never play or select the row. */
  actions?: ReactNode;
  /** False leaves the duration out (a narrow row whose actions say more). Default true. */
  showDuration?: boolean;
  className?: string;
  /**
   * False takes the row and its links out of the tab order: a list with one tab stop (a virtual
   * list's `rovingFocus`) gives it only to its active row. Default true.
   */
  tabbable?: boolean;
}

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="menuitem"]';

/**
 * Whether an event belongs to something other than the row itself: a control inside it (artist
 * link, action button) or content portalled out of it (a menu opened from `actions`), whose
 * events still bubble through React's tree.
 */
function isForeign(event: SyntheticEvent<HTMLElement>): boolean {
  const row = event.currentTarget;
  const target = event.target as Node;
  if (!row.contains(target)) return true;
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control !== null && control !== row && row.contains(control);
}

const hasModifier = (event: MouseEvent | KeyboardEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey;

const linkable = (id: number | string | null | undefined): id is number | string =>
  id !== null && id !== undefined && id !== 0 && id !== '';

/**
 * One song in a list (playlist, album, search result, queue), `--cz-size-song-row` tall. The row
 * is focusable and named "name — artists"; it plays on `playOn` or Enter, reports selection
 * clicks, and shows a no-copyright state with an optional way out. Long texts end in an
 * ellipsis and keep their full text in `title`.
 */
export function SongRow({
  song,
  index,
  active = false,
  selected = false,
  disabled = false,
  disabledLabel,
  disabledActionLabel,
  onDisabledAction,
  onPlay,
  onPlayIntent,
  playOn = 'dblclick',
  onSelect,
  onContextMenu,
  onArtistClick,
  onAlbumClick,
  actions,
  className,
  showDuration = true,
  tabbable = true,
}: SongRowProps) {
  const tabIndex = tabbable ? 0 : -1;
  const noticeId = useId();
  const artistNames = song.artists.map((artist) => artist.name).join(' / ');
  const shown = song.artists.slice(0, SONG_ROW_MAX_ARTISTS);
  const rest = song.artists.slice(SONG_ROW_MAX_ARTISTS);
  const album = song.album;
  const albumId = album?.id;
  const hasNotice = disabled && Boolean(disabledLabel);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isForeign(event)) return;
    if (playOn === 'click' && !hasModifier(event) && !disabled) onPlay();
    else onSelect?.(event);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onPlayIntent || playOn !== 'click' || disabled) return;
    if (isPlainPress(event) && !isForeign(event)) onPlayIntent();
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isForeign(event) || disabled || playOn !== 'dblclick' || hasModifier(event)) return;
    onPlay();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on an artist link or an action belong to that control.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && !disabled) {
      event.preventDefault();
      onPlay();
    } else if (event.key === ' ' && onSelect && hasModifier(event)) {
      // Shift/Ctrl+Space select, as in a listbox; a plain Space stays the page's (play/pause).
      event.preventDefault();
      onSelect(event);
    }
  };

  const classes = [
    'cz-song-row',
    active && 'cz-song-row--active',
    selected && 'cz-song-row--selected',
    disabled && 'cz-song-row--disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // role="group" because a generic element may not carry a name (ARIA 1.2).
    <div
      role="group"
      tabIndex={tabIndex}
      data-row-focus
      className={classes}
      aria-label={artistNames ? `${song.name} — ${artistNames}` : song.name}
      aria-current={active ? 'true' : undefined}
      aria-disabled={disabled || undefined}
      aria-describedby={hasNotice ? noticeId : undefined}
      data-selected={selected || undefined}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onDoubleClick={onDoubleClick}
      onKeyDown={onKeyDown}
      onContextMenu={onContextMenu}
    >
      {index !== undefined && (
        <span className="cz-song-row__index" aria-hidden="true">
          {active ? <RiVolumeUpFill className="cz-song-row__playing" /> : index}
        </span>
      )}
      <CoverImage className="cz-song-row__cover" src={song.coverUrl} size={48} alt="" />
      <div className="cz-song-row__main">
        <div className="cz-song-row__text">
          <div className="cz-song-row__title">
            <span className="cz-song-row__name" title={song.name}>
              {song.name}
            </span>
            {song.subtitle && (
              <span className="cz-song-row__subtitle" title={song.subtitle}>
                {song.subtitle}
              </span>
            )}
          </div>
          <div className="cz-song-row__artists" title={artistNames}>
            {shown.map((artist, position) => (
              <Fragment key={`${artist.id}:${position}`}>
                {position > 0 && ' / '}
                {onArtistClick && linkable(artist.id) ? (
                  <button
                    type="button"
                    className="cz-song-row__link"
                    tabIndex={tabIndex}
                    onClick={() => onArtistClick(artist.id)}
                  >
                    {artist.name}
                  </button>
                ) : (
                  <span>{artist.name}</span>
                )}
              </Fragment>
            ))}
            {rest.length > 0 && (
              <>
                {' / '}
                <span title={rest.map((artist) => artist.name).join(' / ')}>…</span>
              </>
            )}
          </div>
        </div>
        {disabled && (disabledLabel || (disabledActionLabel && onDisabledAction)) && (
          <div className="cz-song-row__unavailable">
            {disabledLabel && (
              <span id={noticeId} className="cz-song-row__notice">
                {disabledLabel}
              </span>
            )}
            {disabledActionLabel && onDisabledAction && (
              <button
                type="button"
                className="cz-song-row__link cz-song-row__disabled-action"
                tabIndex={tabIndex}
                onClick={onDisabledAction}
              >
                {disabledActionLabel}
              </button>
            )}
          </div>
        )}
      </div>
      {album && (
        <div className="cz-song-row__album" title={album.name}>
          {onAlbumClick && linkable(albumId) ? (
            <button
              type="button"
              className="cz-song-row__link"
              tabIndex={tabIndex}
              onClick={() => onAlbumClick(albumId)}
            >
              {album.name}
            </button>
          ) : (
            album.name
          )}
        </div>
      )}
      {showDuration && (
        <span className="cz-song-row__duration">{formatDuration(song.durationMs)}</span>
      )}
      {actions && <div className="cz-song-row__actions">{actions}</div>}
    </div>
  );
}
