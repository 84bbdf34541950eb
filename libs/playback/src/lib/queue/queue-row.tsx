import { useT } from '@cadenza/i18n/react';
import { type PlayerTrack, isPlayableTrack } from '@cadenza/player-core';
import { CoverImage, IconButton } from '@cadenza/ui';
import { RiCloseLine, RiSkipForwardLine, RiVolumeUpFill } from '@remixicon/react';
import type { KeyboardEvent } from 'react';

/** Props of {@link QueueRow}. */
export interface QueueRowProps {
  track: PlayerTrack;
  current: boolean;
  onPlay(): void;
  onRemove(): void;
  /** Moves it right after the song playing. */
  onPlayNext(): void;
  /** Moves the row up (-1) or down (+1). */
  onMove(by: -1 | 1): void;
  draggingOver: boolean;
  onDragStart(): void;
  onDrop(): void;
  onDragEnd(): void;
  /** Holds the list's one tab stop (the others are reached with the arrows). */
  tabbable: boolean;
}

/** One song of the playing list: click or Enter plays, Alt+↑/↓ moves, Delete removes, drag reorders. */
export function QueueRow(props: QueueRowProps) {
  const { track, current } = props;
  const { t } = useT();
  const artists = track.artists.map((artist) => artist.name).join(t('common.artistSeparator'));
  const playable = isPlayableTrack(track);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && playable) props.onPlay();
    else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      props.onMove(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Delete') props.onRemove();
    else return;
    event.preventDefault();
  };
  return (
    <div
      className={`cz-queue-row${current ? ' is-current' : ''}${playable ? '' : ' is-disabled'}`}
      role="group"
      tabIndex={props.tabbable ? 0 : -1}
      data-row-focus
      aria-label={`${track.name} — ${artists}`}
      aria-current={current ? 'true' : undefined}
      aria-keyshortcuts="Enter Alt+ArrowUp Alt+ArrowDown Delete"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragOver={(event) => props.draggingOver && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button') || !playable) return;
        props.onPlay();
      }}
      onKeyDown={onKeyDown}
    >
      <CoverImage size={40} src={track.picUrl ?? track.album.picUrl} alt="" radius="sm" />
      <div className="cz-queue-row__text">
        <span className="cz-queue-row__name" title={track.name}>
          {current && <RiVolumeUpFill className="cz-queue-row__playing" aria-hidden="true" />}
          {track.name}
        </span>
        <span className="cz-queue-row__artists" title={artists}>
          {artists}
        </span>
      </div>
      {current ? null : (
        <IconButton
          size="sm"
          label={t('songMenu.playNext')}
          icon={<RiSkipForwardLine />}
          tabIndex={props.tabbable ? 0 : -1}
          onClick={props.onPlayNext}
        />
      )}
      <IconButton
        size="sm"
        label={t('player.queueDrawer.remove')}
        tabIndex={props.tabbable ? 0 : -1}
        icon={<RiCloseLine />}
        onClick={props.onRemove}
      />
    </div>
  );
}
