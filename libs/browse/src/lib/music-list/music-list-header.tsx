import type { Playlist } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { CoverImage } from '@cadenza/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormatCount } from '@cadenza/songs';
import { useIsMobileLayout } from '@cadenza/app-core';

/** Props of {@link MusicListHeader}. */
export interface MusicListHeaderProps {
  list: Playlist;
  /** The list type of the URL: an album's "creator" is its artist. */
  type: string;
  /** The name to show (the daily list's is translated). */
  name: string;
}

/** The counts under the name: plays and saves in 万/亿, only those the list has. */
export function headerCounts(
  list: Pick<Playlist, 'playCount' | 'subscribedCount'>,
  format: (value: number) => string,
  t: ReturnType<typeof useT>['t'],
): string[] {
  const counts: string[] = [];
  if (list.playCount !== null) {
    counts.push(t('musicList.playCount', { count: list.playCount, value: format(list.playCount) }));
  }
  if (list.subscribedCount !== null) {
    counts.push(
      t('musicList.subscribedCount', {
        count: list.subscribedCount,
        value: format(list.subscribedCount),
      }),
    );
  }
  return counts;
}

/**
 * A list's header: cover, name, creator (a link to their page; an album's artist), plays and
 * saves, tags, the chart's update frequency, and a description that expands when it is longer
 * than its few lines.
 */
export function MusicListHeader({ list, type, name }: MusicListHeaderProps) {
  const { t } = useT();
  const format = useFormatCount();
  const mobile = useIsMobileLayout();
  const counts = headerCounts(list, format, t);
  const creator = list.creator;
  const creatorPath =
    type === 'album' ? `/artist/detail/${creator?.userId}` : `/user/detail/${creator?.userId}`;
  return (
    <header className="cz-music-list__header">
      <CoverImage
        className="cz-music-list__cover"
        src={list.coverImgUrl}
        size={mobile ? 96 : 200}
        radius="md"
        alt=""
      />
      <div className="cz-music-list__facts">
        <h2 className="cz-music-list__name" title={name}>
          {name}
        </h2>
        {creator && creator.nickname ? (
          <Link className="cz-music-list__creator" to={creatorPath} title={creator.nickname}>
            <CoverImage src={creator.avatarUrl} size={24} radius="circle" alt="" />
            <span className="cz-music-list__creator-name">{creator.nickname}</span>
          </Link>
        ) : null}
        {counts.length > 0 || list.updateFrequency ? (
          <p className="cz-music-list__counts">
            {[...counts, list.updateFrequency].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {list.tags.length > 0 ? (
          <ul className="cz-music-list__tags" aria-label={t('musicList.tags')}>
            {list.tags.map((tag) => (
              <li key={tag} className="cz-music-list__tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {list.description ? <Description text={list.description} /> : null}
    </header>
  );
}

/** The description, a few lines until the listener expands it (only offered when it is longer). */
function Description({ text }: { text: string }) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    // Read in the observer's callback, once the browser has laid the page out: read in the
    // commit, it forced a layout of the whole page before the list's first paint.
    const observer = new ResizeObserver(() =>
      setOverflows(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);
  return (
    <div className="cz-music-list__description">
      <p
        ref={ref}
        id="cz-music-list-description"
        className={
          expanded
            ? 'cz-music-list__description-text'
            : 'cz-music-list__description-text cz-music-list__description-text--clamped'
        }
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="cz-music-list__expand"
          aria-expanded={expanded}
          aria-controls="cz-music-list-description"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('musicList.collapse') : t('musicList.expand')}
        </button>
      ) : null}
    </div>
  );
}
