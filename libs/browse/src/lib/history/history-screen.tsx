import { useT } from '@cadenza/i18n/react';
import { SegmentedControl } from '@cadenza/ui';
import { useState } from 'react';
import { useIsMobileLayout } from '@cadenza/app-core';
import { FavoritesPanel } from './favorites-panel';
import { HistoryPanel } from './history-panel';
import './history.css';

type LibraryPart = 'favorites' | 'history';

/**
 * Favourites and history (`/history`, kept alive): side by side on a wide screen, as listeners
 * know it from the reference player; on a phone one at a time, chosen above them.
 */
export function HistoryScreen() {
  const { t } = useT();
  const mobile = useIsMobileLayout();
  const [part, setPart] = useState<LibraryPart>('favorites');

  if (!mobile) {
    return (
      <div className="cz-library">
        <FavoritesPanel />
        <HistoryPanel />
      </div>
    );
  }
  return (
    <div className="cz-library cz-library--one">
      <SegmentedControl<LibraryPart>
        label={t('nav.history')}
        value={part}
        onChange={setPart}
        options={[
          { value: 'favorites', label: t('favorites.title') },
          { value: 'history', label: t('history.title') },
        ]}
      />
      {part === 'favorites' ? <FavoritesPanel /> : <HistoryPanel />}
    </div>
  );
}
