import { useT } from '@cadenza/i18n/react';
import { Button } from '@cadenza/ui';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  count: number;
  onPlay(): void;
  onAddToQueue(): void;
  onAddToPlaylist(): void;
  /** Downloads the selection (desktop only: absent where the platform cannot download). */
  onDownload?(): void;
  onClear(): void;
}

/**
 * What a multi-selection of songs can do (spec: "multi-select with shift/ctrl for queue and
 * playlist actions"): play the selection, add it to the queue or to a playlist, download it (on
 * the desktop), or cancel.
 * Announced politely when it appears, so a keyboard listener hears the count.
 */
export function SelectionBar({
  count,
  onPlay,
  onAddToQueue,
  onAddToPlaylist,
  onDownload,
  onClear,
}: SelectionBarProps) {
  const { t } = useT();
  return (
    <div className="cz-selection-bar" role="toolbar" aria-label={t('common.batch')}>
      <span className="cz-selection-bar__count" role="status">
        {t('common.selected', { count })}
      </span>
      <Button variant="ghost" onClick={onPlay}>
        {t('common.play')}
      </Button>
      <Button variant="ghost" onClick={onAddToQueue}>
        {t('songMenu.addToQueue')}
      </Button>
      <Button variant="ghost" onClick={onAddToPlaylist}>
        {t('songMenu.addToPlaylist')}
      </Button>
      {onDownload ? (
        <Button variant="ghost" onClick={onDownload}>
          {t('songMenu.download')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        {t('common.cancelSelect')}
      </Button>
    </div>
  );
}
