import { useGetImportTaskStatusQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, ConfirmDialog, PageSection, StateMessage } from '@cadenza/ui';
import { useState } from 'react';
import {
  IMPORT_STATUS_POLL_MS,
  importTaskView,
  isFinished,
  type ImportTaskRecord,
} from './import-tasks';

/** One task: its id, where it imports to, its status, and its count or reason once it ends. */
function ImportTaskRow({ record }: { record: ImportTaskRecord }) {
  const { t, language } = useT();
  const [finished, setFinished] = useState(false);
  const status = useGetImportTaskStatusQuery(record.taskId, {
    pollingInterval: finished ? 0 : IMPORT_STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const view = importTaskView(status.data, status.isError);
  // Polling stops once the task has ended; a reload asks once more.
  if (isFinished(view) !== finished) setFinished(isFinished(view));
  const task = status.data;
  const time = new Date(record.createdAt).toLocaleString(language);
  return (
    <li className="cz-import-task">
      <div className="cz-import-task__main">
        <span className="cz-import-task__id">{t('import.tasks.id', { id: record.taskId })}</span>
        <span className="cz-import-task__meta">
          {record.playlistName === null
            ? t('import.intoLiked')
            : t('import.intoPlaylist', { name: record.playlistName })}
          {' · '}
          {t('import.taskTime', { time })}
        </span>
        {view === 'success' && task?.succCount !== null && task?.succCount !== undefined ? (
          <span className="cz-import-task__detail">
            {t('import.tasks.successCount', { count: task.succCount })}
          </span>
        ) : null}
        {view === 'failed' && task?.message ? (
          <span className="cz-import-task__detail">
            {t('import.tasks.failureReason', { reason: task.message })}
          </span>
        ) : null}
      </div>
      <span className={`cz-import-task__status is-${view}`}>
        <span className="cz-visually-hidden">{t('import.tasks.status')}: </span>
        {t(`import.tasks.statuses.${view}`)}
      </span>
    </li>
  );
}

/** Props of {@link ImportTaskList}. */
export interface ImportTaskListProps {
  tasks: readonly ImportTaskRecord[];
  onClear(): void;
  onRefresh(): void;
}

/** The import tasks started on this device, newest first, each with its live status. */
export function ImportTaskList({ tasks, onClear, onRefresh }: ImportTaskListProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <PageSection
      headingId="cz-import-tasks"
      title={t('import.tasks.title')}
      className="cz-import__tasks"
      aside={
        tasks.length > 0 ? (
          <div className="cz-import__task-actions">
            <Button variant="ghost" onClick={onRefresh}>
              {t('import.tasks.refresh')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('import.tasks.clear')}
            </Button>
          </div>
        ) : null
      }
    >
      {tasks.length === 0 ? (
        <StateMessage tone="empty" message={t('import.tasks.empty')} />
      ) : (
        <ul className="cz-import__task-list" aria-labelledby="cz-import-tasks">
          {tasks.map((record) => (
            <ImportTaskRow key={record.taskId} record={record} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('import.tasks.clear')}
        message={t('import.clearConfirm')}
        confirmLabel={t('common.clear')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      />
    </PageSection>
  );
}
