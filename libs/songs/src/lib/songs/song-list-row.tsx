import type { Song } from '@cadenza/api-client';
import type { useT } from '@cadenza/i18n/react';
import { isPlayableTrack, type PlayerTrack, type PlayerUserCommand } from '@cadenza/player-core';
import { ContextMenu, IconButton, Menu, SongRow } from '@cadenza/ui';
import { RiHeart3Fill, RiHeart3Line, RiMore2Fill } from '@remixicon/react';
import { memo, useMemo, type ReactNode } from 'react';
import { songToTrack } from '@cadenza/app-core';
import { SongMenuHeader } from './song-menu-header';
import { playFromList, webSearchLink } from './song-actions';
import { songMenuItems } from './song-menu';
import type { SelectGesture } from './song-selection';
import { useMenusWhenSettled } from './use-menus-when-settled';

/** Props of {@link SongListRow}: all stable between renders except the row's own state. */
export interface SongListRowProps {
  songs: readonly Song[];
  index: number;
  /** The row's place in the list when it differs from `index` (rows still loading are not in `songs`). */
  position?: number;
  /** Controls drawn before the heart (see `SongList`'s `rowActions`). */
  extraActions?: ReactNode;
  current: boolean;
  /** Part of the list's multi-selection. */
  selected: boolean;
  liked: boolean;
  disliked: boolean;
  /** Holds the list's one tab stop. */
  tabbable: boolean;
  mobile: boolean;
  /** The row leaves its duration out (see `SongList`'s `phoneHidesDuration`). */
  hideDuration?: boolean;
  send(command: PlayerUserCommand): void;
  /** Starts loading a song the listener is pressing on (see `PlayerRuntime.prepare`). */
  prepare(track: PlayerTrack): void;
  toggleFavorite(track: PlayerTrack): void;
  askDislike(song: Song): void;
  copyLink(song: Song): void;
  openArtist(id: number | string): void;
  /** A selecting gesture on this row: Ctrl/⌘-click, Shift-click, or Space. */
  selectRow(index: number, gesture: SelectGesture): void;
  addToPlaylist(song: Song): void;
  downloadDisabledReason?: string;
  download?(song: Song): void;
  removeFromList?(song: Song): void;
  /** The list's translate function (one for all rows: see `SongList`). */
  t: ReturnType<typeof useT>['t'];
  /**
   * The list is scrolling: a row mounted now draws its menu buttons without their menus (the
   * heaviest part of a row) and gets them once scrolling stops, so a fast scroll stays smooth.
   */
  scrolling?: boolean;
}

/**
 * One row of a song list, memoised: when the song playing changes only the two rows concerned
 * render again, which keeps the main thread free to start the audio (click → playing).
 */
export const SongListRow = memo(function SongListRow(props: SongListRowProps) {
  const { songs, index, current, liked, disliked, tabbable, mobile, send } = props;
  const { t } = props;
  const { menus, rowRef, rowHandlers } = useMenusWhenSettled(props.scrolling ?? false);
  const song = songs[index];
  // A row mounted during a fling shows its cover once the list settles, with its menus: a
  // screenful of image requests and decodes a frame is what drops frames in a fast scroll.
  const row = useMemo(
    () => (song ? { ...song, coverUrl: menus ? song.picUrl : null, subtitle: null } : null),
    [song, menus],
  );
  if (!song || !row) return null;
  const playable = isPlayableTrack(songToTrack(song));
  const tabIndex = tabbable ? 0 : -1;
  const play = () => {
    const command = playFromList(songs, index);
    if (command) send(command);
  };
  const items =
    playable && menus
      ? songMenuItems({
          songs,
          index,
          liked,
          disliked,
          send,
          toggleFavorite: props.toggleFavorite,
          askDislike: props.askDislike,
          copyLink: props.copyLink,
          addToPlaylist: props.addToPlaylist,
          ...(props.download ? { download: props.download } : {}),
          ...(props.downloadDisabledReason
            ? { downloadDisabledReason: props.downloadDisabledReason }
            : {}),
          ...(props.removeFromList ? { removeFromList: props.removeFromList } : {}),
          t,
        })
      : [];
  const more = (
    <IconButton size="sm" label={t('songMenu.more')} icon={<RiMore2Fill />} tabIndex={tabIndex} />
  );
  // The menu's header is the desktop's (spec §4): a phone's row already fills its width.
  const header = mobile ? undefined : <SongMenuHeader song={song} />;
  const songRow = (
    <SongRow
      song={row}
      index={(props.position ?? index) + 1}
      active={current}
      selected={props.selected}
      onSelect={(event) =>
        props.selectRow(index, {
          toggle: event.ctrlKey || event.metaKey,
          range: event.shiftKey,
        })
      }
      disabled={!playable}
      disabledLabel={t('player.noCopyright')}
      disabledActionLabel={t('player.searchOnWeb')}
      onDisabledAction={() => window.open(webSearchLink(song), '_blank', 'noopener')}
      playOn="click"
      tabbable={tabbable}
      showDuration={!props.hideDuration}
      onPlay={play}
      onPlayIntent={() => props.prepare(songToTrack(song))}
      // A video's uploader has no artist page in the catalogue.
      onArtistClick={song.source === 'netease' ? props.openArtist : undefined}
      actions={
        playable ? (
          <>
            {props.extraActions}
            {mobile ? null : (
              <IconButton
                size="sm"
                className="cz-favorite"
                label={liked ? t('player.unfavorite') : t('player.favorite')}
                pressed={liked}
                tabIndex={tabIndex}
                icon={liked ? <RiHeart3Fill /> : <RiHeart3Line />}
                onClick={() => props.toggleFavorite(songToTrack(song))}
              />
            )}
            {menus ? (
              <Menu
                label={t('songMenu.more')}
                items={items}
                align="end"
                trigger={more}
                header={header}
              />
            ) : (
              more
            )}
          </>
        ) : null
      }
    />
  );
  // A song the catalogue cannot play opens no menu (spec §4); the others on right click too.
  if (!playable) return songRow;
  const wrapped = (
    <div ref={rowRef} className="cz-song-list__row" {...(menus ? {} : rowHandlers)}>
      {songRow}
    </div>
  );
  if (!menus) return wrapped;
  return (
    <ContextMenu items={items} label={t('songMenu.more')} header={header}>
      {wrapped}
    </ContextMenu>
  );
});
