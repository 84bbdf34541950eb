import { useT } from '@cadenza/i18n/react';
import type { PlayerState } from '@cadenza/player-core';
import { usePlayerSelector, usePlayerSend } from '@cadenza/player-core/react';
import { Button, ConfirmDialog, IconButton, StateMessage } from '@cadenza/ui';
import { RiCloseLine, RiDeleteBinLine } from '@remixicon/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import { SongList } from '@cadenza/songs';
import { historyRows } from './history-songs';
import { LibraryPanel, PlayAllButton } from './library-panel';

const selectHistory = (state: PlayerState) => state.history;

/**
 * The play history: the player's own record of what was played, most recent first, each song
 * with its play count. A row plays with the history as the queue; "play all" plays it from the
 * top; a song can be removed, and the whole history cleared after a confirmation. Nothing to
 * show says why and offers a way to music.
 */
export function HistoryPanel() {
  const { t } = useT();
  const send = usePlayerSend();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const history = usePlayerSelector(selectHistory);
  const { songs, counts } = useMemo(() => historyRows(history), [history]);
  const [confirmClear, setConfirmClear] = useState(false);

  const remove = (id: number | string) => {
    send({ type: 'remove-history', trackId: id });
    dispatch(toastShown({ tone: 'success', titleKey: 'history.removed' }));
  };

  return (
    <LibraryPanel
      className="cz-history"
      title={t('history.title')}
      countText={t('history.count', { count: songs.length })}
      actions={
        <>
          <PlayAllButton songs={songs} />
          <Button
            variant="ghost"
            disabled={songs.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            <RiDeleteBinLine aria-hidden="true" className="cz-library-panel__icon" />
            {t('history.clear')}
          </Button>
        </>
      }
    >
      {songs.length === 0 ? (
        <StateMessage
          className="cz-library-panel__empty"
          tone="empty"
          message={t('history.empty')}
          actionLabel={t('history.discover')}
          onAction={() => navigate('/')}
        >
          <p className="cz-library-panel__hint">{t('history.emptyHint')}</p>
        </StateMessage>
      ) : (
        <SongList
          songs={songs}
          label={t('history.title')}
          phoneHidesDuration
          rowActions={(song, index, { tabbable }) => (
            <>
              <span className="cz-history__plays" aria-hidden="true">
                {t('history.playCountShort', { count: counts[index] ?? 0 })}
              </span>
              <span className="cz-visually-hidden">
                {t('history.playCount', { count: counts[index] ?? 0 })}
              </span>
              <IconButton
                size="sm"
                label={t('history.remove')}
                icon={<RiCloseLine />}
                tabIndex={tabbable ? 0 : -1}
                onClick={() => remove(song.id)}
              />
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('history.clear')}
        message={t('history.clearConfirm')}
        confirmLabel={t('common.clear')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => send({ type: 'clear-library', what: 'history' })}
      />
    </LibraryPanel>
  );
}
