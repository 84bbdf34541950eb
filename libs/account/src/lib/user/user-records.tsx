import { isListeningHistoryHidden, useGetUserRecordQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SegmentedControl, SkeletonList, StateMessage } from '@cadenza/ui';
import { useState } from 'react';
import { SongList } from '@cadenza/songs';

/** The two rankings: the last week (`type=1`) and all time (`type=0`). */
type RecordRange = 'week' | 'all';
const RECORD_TYPE = { week: 1, all: 0 } as const;

/**
 * A user's listening ranking, last week or all time, as song rows that play with the ranking
 * as the queue. A user who hides it gets the spec's refusal (§6) instead of rows; any other
 * failure says so with a retry.
 */
export function UserRecords({ uid }: { uid: number }) {
  const { t } = useT();
  const [range, setRange] = useState<RecordRange>('week');
  const query = useGetUserRecordQuery({ uid, type: RECORD_TYPE[range] });
  const label = `${t('user.tabs.records')} · ${t(`user.records.${range}`)}`;

  // `currentData`: the answer for the range shown, not the other range's while this one loads.
  const records = query.currentData;
  let body;
  if (query.isFetching && !records) {
    body = <SkeletonList count={8} rowHeight={69} label={t('common.loading')} />;
  } else if (query.isError && isListeningHistoryHidden(query.error)) {
    body = <StateMessage tone="empty" message={t('user.records.noPermission')} />;
  } else if (query.isError || !records) {
    body = (
      <StateMessage
        tone="error"
        message={t('errors.general.userPageFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    );
  } else if (records.length === 0) {
    body = <StateMessage tone="empty" message={t('user.records.empty')} />;
  } else {
    body = <SongList songs={records.map((record) => record.song)} label={label} />;
  }

  return (
    <div className="cz-user-records">
      <SegmentedControl<RecordRange>
        label={t('user.tabs.records')}
        value={range}
        onChange={setRange}
        options={[
          { value: 'week', label: t('user.records.week') },
          { value: 'all', label: t('user.records.all') },
        ]}
      />
      {body}
    </div>
  );
}
