import { Page } from '@cadenza/ui';
import './toplist.css';
import { useGetToplistsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CardGrid, CoverCard, PlayCountBadge, QueryState, Section } from '@cadenza/songs';
import { chartLink } from '../music-list/music-list-links';
import { OFFICIAL_CHART_COUNT, splitCharts } from './chart-groups';
import { OfficialChart, OfficialChartSkeleton } from './official-chart';
import { updateFrequencyText } from './update-frequency';

/**
 * The toplists (`/toplist`, kept alive): the official charts with their top tracks, then the
 * other charts as cards; every chart opens its list.
 */
export function ToplistScreen() {
  const { t } = useT();
  const query = useGetToplistsQuery();
  return (
    <Page className="cz-toplist">
      <QueryState
        query={query}
        loading={
          <div className="cz-toplist__official" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: OFFICIAL_CHART_COUNT }, (_, index) => (
              <OfficialChartSkeleton key={index} />
            ))}
          </div>
        }
        errorKey="toplist.loadFailed"
        emptyKey="toplist.empty"
        isEmpty={(charts) => charts.length === 0}
      >
        {(charts) => {
          const { official, others } = splitCharts(charts);
          return (
            <>
              <Section id="toplist-official" title={t('toplist.official')}>
                <div className="cz-toplist__official">
                  {official.map((chart) => (
                    <OfficialChart key={chart.id} chart={chart} />
                  ))}
                </div>
              </Section>
              {others.length > 0 ? (
                <Section id="toplist-others" title={t('toplist.others')}>
                  <CardGrid label={t('toplist.others')} minWidth={160}>
                    {others.map((chart) => (
                      <CoverCard
                        key={chart.id}
                        to={chartLink(chart.id)}
                        cover={chart.coverImgUrl}
                        title={chart.name}
                        subtitle={updateFrequencyText(chart.updateFrequency, t) ?? undefined}
                        badge={<PlayCountBadge count={chart.playCount} />}
                        coverSize={160}
                      />
                    ))}
                  </CardGrid>
                </Section>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
