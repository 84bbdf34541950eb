import './play-count-badge.css';
import { useT } from '@cadenza/i18n/react';
import { RiHeadphoneLine } from '@remixicon/react';
import { useFormatCount } from './use-format-count';

/**
 * A cover's play count (万/亿 in Chinese): an icon and the short number on screen, the
 * number with its meaning ("8.9亿 次播放") for screen readers.
 */
export function PlayCountBadge({ count }: { count: number | null | undefined }) {
  const { t } = useT();
  const format = useFormatCount();
  const value = format(count);
  return (
    <>
      <RiHeadphoneLine className="cz-play-count__icon" aria-hidden="true" />
      <span aria-hidden="true">{value}</span>
      <span className="cz-visually-hidden">{t('common.playCount', { value })}</span>
    </>
  );
}
