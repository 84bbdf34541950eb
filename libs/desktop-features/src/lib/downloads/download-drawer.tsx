import { useT } from '@cadenza/i18n/react';
import { Button, Drawer, StateMessage } from '@cadenza/ui';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@cadenza/app-core';
import { DownloadItemList } from './download-item-list';
import './downloads.css';
import {
  downloadDrawerClosed,
  selectDownloadDrawerOpen,
  selectDownloadItems,
} from './downloads.slice';

/**
 * The download drawer (spec §6, desktop): the downloads running or just ended with their
 * progress, and the way to the download manager.
 */
export function DownloadDrawer() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectDownloadDrawerOpen);
  const items = useAppSelector(selectDownloadItems);
  const close = () => dispatch(downloadDrawerClosed());
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('downloads.drawerTitle')}
      side="right"
      size="360px"
      closeLabel={t('common.close')}
    >
      <div className="cz-downloads__drawer">
        {items.length === 0 ? (
          <StateMessage tone="empty" message={t('downloads.empty.downloading')} />
        ) : (
          <DownloadItemList items={items} />
        )}
        <Button
          variant="ghost"
          onClick={() => {
            close();
            navigate('/downloads');
          }}
        >
          {t('downloads.openManager')}
        </Button>
      </div>
    </Drawer>
  );
}
