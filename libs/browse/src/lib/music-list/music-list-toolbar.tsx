import { useT } from '@cadenza/i18n/react';
import { Button, IconButton, TextInput } from '@cadenza/ui';
import {
  RiCloseLine,
  RiPlayFill,
  RiPlayListAddLine,
  RiSearchLine,
  RiStarFill,
  RiStarLine,
} from '@remixicon/react';
import { useIsMobileLayout } from '@cadenza/app-core';
import type { SubscribeControl } from './use-subscribe';

/** Props of {@link MusicListToolbar}. */
export interface MusicListToolbarProps {
  /** Songs "play all" would play now (the loaded ones); 0 disables both queue actions. */
  playable: number;
  /** The list's length (its track ids). */
  total: number;
  /** Rows matching the filter, while one is typed. */
  matches: number | null;
  onPlayAll(): void;
  onAddAll(): void;
  filter: string;
  onFilterChange(value: string): void;
  subscribe: SubscribeControl;
}

/**
 * The list's actions: play all, add all to the queue, save (someone else's playlist), the filter
 * by name, artist or album, and the track count (or, while filtering, how many match).
 */
export function MusicListToolbar(props: MusicListToolbarProps) {
  const { t } = useT();
  const mobile = useIsMobileLayout();
  const { subscribe, filter } = props;
  const empty = props.playable === 0;
  return (
    <div className="cz-music-list__toolbar">
      <Button variant="primary" onClick={props.onPlayAll} disabled={empty}>
        <RiPlayFill aria-hidden="true" className="cz-music-list__button-icon" />
        {t('common.playAll')}
      </Button>
      {mobile ? (
        <IconButton
          label={t('musicList.addAllToQueue')}
          icon={<RiPlayListAddLine />}
          onClick={props.onAddAll}
          disabled={empty}
        />
      ) : (
        <Button variant="ghost" onClick={props.onAddAll} disabled={empty}>
          <RiPlayListAddLine aria-hidden="true" className="cz-music-list__button-icon" />
          {t('musicList.addAllToQueue')}
        </Button>
      )}
      {subscribe.offered ? (
        <IconButton
          className={subscribe.subscribed ? 'cz-music-list__saved' : undefined}
          label={subscribe.subscribed ? t('musicList.unsubscribe') : t('musicList.subscribe')}
          pressed={subscribe.subscribed}
          icon={subscribe.subscribed ? <RiStarFill /> : <RiStarLine />}
          onClick={subscribe.toggle}
          disabled={subscribe.pending}
        />
      ) : null}
      <TextInput
        className="cz-music-list__filter"
        type="search"
        label={t('musicList.filterPlaceholder')}
        hideLabel
        placeholder={t('musicList.filterPlaceholder')}
        value={filter}
        onChange={props.onFilterChange}
        leading={<RiSearchLine />}
        trailing={
          filter ? (
            <IconButton
              size="sm"
              tone="plain"
              label={t('musicList.clearFilter')}
              icon={<RiCloseLine />}
              onClick={() => props.onFilterChange('')}
            />
          ) : null
        }
      />
      <span className="cz-music-list__count" aria-live="polite">
        {props.matches === null
          ? t('musicList.trackCount', { count: props.total })
          : t('musicList.matchCount', { count: props.matches })}
      </span>
    </div>
  );
}
