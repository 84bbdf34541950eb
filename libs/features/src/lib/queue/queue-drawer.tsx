import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { usePlayerSend, useQueue } from '@cadenza/player-core/react';
import { Button, ConfirmDialog, Drawer, VirtualList } from '@cadenza/ui';
import { useState } from 'react';
import { useIsMobileLayout } from '../layout/mobile-layout';
import { useAppDispatch, useAppSelector } from '../store/app-hooks';
import { overlayOpened, selectOverlay } from '../ui-state/ui-slice';
import { QueueRow } from './queue-row';
import { moveInQueue, queueRowCommands } from './queue-row-commands';
import './queue.css';

/**
 * The playing list (spec §2 "playing-list drawer"): the current song marked and scrolled to,
 * play any row, remove, clear after a confirmation, reorder by drag or Alt+↑/↓. Virtual, so a
 * list of thousands stays light.
 */
export function QueueDrawer() {
  const { t } = useT();
  const open = useAppSelector(selectOverlay) === 'queue';
  const dispatch = useAppDispatch();
  const mobile = useIsMobileLayout();
  const { tracks, index } = useQueue();
  const send = usePlayerSend();
  const [confirmClear, setConfirmClear] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  const move = (from: number, to: number) => moveInQueue(send, tracks.length, from, to);

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
        {tracks.length === 0 ? (
          <p className="cz-queue__empty">{t('player.queueDrawer.empty')}</p>
        ) : (
          <VirtualList<PlayerTrack>
            className="cz-queue__list"
            label={t('player.queueDrawer.title')}
            items={tracks}
            itemHeight={56}
            scrollToIndex={index >= 0 ? index : undefined}
            getKey={(track) => track.id}
            rovingFocus
            renderItem={(track, at, { active }) => (
              <QueueRow
                tabbable={active}
                track={track}
                current={at === index}
                {...queueRowCommands(send, tracks.length, track, at)}
                draggingOver={dragFrom !== null && dragFrom !== at}
                onDragStart={() => setDragFrom(at)}
                onDrop={() => {
                  if (dragFrom !== null) move(dragFrom, at);
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
              />
            )}
          />
        )}
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
