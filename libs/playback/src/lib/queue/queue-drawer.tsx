import { useT } from '@cadenza/i18n/react';
import { usePlayerSend, useQueue } from '@cadenza/player-core/react';
import { Button, ConfirmDialog, Drawer } from '@cadenza/ui';
import { useState } from 'react';
import {
  useIsMobileLayout,
  useAppDispatch,
  useAppSelector,
  overlayOpened,
  selectOverlay,
} from '@cadenza/app-core';
import { QueueList } from './queue-list';
import './queue.css';

/**
 * The playing list (spec §2 "playing-list drawer"): its rows ({@link QueueList}: play any row,
 * remove, reorder by drag or Alt+↑/↓) under the count and a clear, after a confirmation.
 */
export function QueueDrawer() {
  const { t } = useT();
  const open = useAppSelector(selectOverlay) === 'queue';
  const dispatch = useAppDispatch();
  const mobile = useIsMobileLayout();
  const { tracks } = useQueue();
  const send = usePlayerSend();
  const [confirmClear, setConfirmClear] = useState(false);

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => dispatch(overlayOpened(next ? 'queue' : 'none'))}
      title={t('player.queueDrawer.title')}
      side={mobile ? 'bottom' : 'right'}
      size={mobile ? '75vh' : '400px'}
      closeLabel={t('common.close')}
    >
      <div className="cz-queue">
        <div className="cz-queue__toolbar">
          <span className="cz-queue__count">
            {t('player.queueDrawer.count', { count: tracks.length })}
          </span>
          <Button
            variant="ghost"
            disabled={tracks.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            {t('player.queueDrawer.clear')}
          </Button>
        </div>
        <QueueList
          className="cz-queue__list"
          emptyClassName="cz-queue__empty"
          label={t('player.queueDrawer.title')}
          draggable
        />
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('player.queueDrawer.clear')}
        message={t('player.queueDrawer.clearConfirm')}
        confirmLabel={t('common.clear')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => send({ type: 'clear-queue' })}
      />
    </Drawer>
  );
}
