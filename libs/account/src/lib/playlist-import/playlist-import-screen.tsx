import { selectIsLoggedIn } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Page, PageTitle, StateMessage } from '@cadenza/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform, useAppSelector } from '@cadenza/app-core';
import { ImportForm } from './import-form';
import { ImportTaskList } from './import-task-list';
import { clearImportTasks, loadImportTasks, rememberImportTask } from './import-tasks';
import './playlist-import.css';

/**
 * Playlist import (`/playlist/import`, kept alive): bring songs into the account from other
 * services' playlist links, from text (one song per line) or from metadata JSON, into the liked
 * songs or a new playlist; below, the tasks started here with their live status. Importing
 * writes to the account, so a listener who is not logged in is asked to log in first.
 */
export function PlaylistImportScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const { storage } = usePlatform();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [tasks, setTasks] = useState(() => loadImportTasks(storage));
  const [refreshes, setRefreshes] = useState(0);
  return (
    <Page className="cz-import">
      <PageTitle level={1}>{t('import.title')}</PageTitle>
      {loggedIn ? (
        <ImportForm onStarted={(record) => setTasks(rememberImportTask(storage, record))} />
      ) : (
        <StateMessage
          tone="empty"
          message={t('import.loginFirst')}
          actionLabel={t('login.title')}
          onAction={() => navigate('/login')}
        />
      )}
      <ImportTaskList
        key={refreshes}
        tasks={tasks}
        onRefresh={() => setRefreshes((count) => count + 1)}
        onClear={() => {
          clearImportTasks(storage);
          setTasks([]);
        }}
      />
    </Page>
  );
}
