import { useState } from 'react';
import { todayInZone } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Select } from '@extranet/ui/select';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import { PeriodFilterForm } from '../../../shared/forms/period-filter';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as page from '../../../shared/styles/page.css';
import { useActivityLog } from '../api/list-activity-log';
import {
  filterProblems,
  initialFilters,
  queryOf,
  RANGE_LIMIT,
  referenceOf,
  type ActivityFilters,
  type ActivityQuery,
} from '../model';
import * as css from './activity-log.css';

const ALL = 'ALL';

function Filters({
  initial,
  members,
  onShow,
}: {
  initial: ActivityFilters;
  members: { accountId: number; name: string }[];
  onShow: (f: ActivityFilters) => void;
}) {
  const t = useT();
  return (
    <PeriodFilterForm
      initial={initial}
      labels={{
        form: t('activityLog.filters.title'),
        from: t('activityLog.filters.from'),
        to: t('activityLog.filters.to'),
        show: t('activityLog.filters.show'),
      }}
      limit={RANGE_LIMIT}
      problemsOf={filterProblems}
      onShow={onShow}
      help={t('activityLog.filters.help', { limit: RANGE_LIMIT })}
    >
      {(filters, setFilters) => (
        <Select
          label={t('activityLog.filters.user')}
          value={filters.accountId === null ? ALL : String(filters.accountId)}
          onChange={(v) => setFilters({ ...filters, accountId: !v || v === ALL ? null : Number(v) })}
          options={[
            { id: ALL, label: t('activityLog.filters.allUsers') },
            ...members.map((m) => ({ id: String(m.accountId), label: m.name })),
          ]}
        />
      )}
    </PeriodFilterForm>
  );
}

function Entries({ hotelId, query }: { hotelId: number; query: ActivityQuery }) {
  const t = useT();
  const f = useFormat();
  const log = useActivityLog(hotelId, query);
  if (log.isPending) return <ListSkeleton label={t('activityLog.loading')} />;
  if (log.isError)
    return <RequestErrorScreen headingLevel={2} error={log.error} onRetry={() => void log.refetch()} />;
  const items = log.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return <EmptyState title={t('activityLog.empty')} description={t('activityLog.emptyBody')} />;
  return (
    <>
      <StackedTable
        caption={t('activityLog.caption')}
        rows={items}
        rowKey={(e) => e.activityId}
        columns={[
          { header: t('activityLog.columns.at'), cell: (e) => f.dateTime(e.at) },
          {
            header: t('activityLog.columns.user'),
            cell: (e) => (
              <>
                {e.name ?? t('activityLog.unknownUser')}
                {e.email ? <div className={ui.small}>{e.email}</div> : null}
              </>
            ),
          },
          {
            header: t('activityLog.columns.action'),
            emphasis: true,
            cell: (e) => t(`activityLog.op.${e.operation}`),
          },
          { header: t('activityLog.columns.reference'), cell: (e) => referenceOf(e) || '–' },
        ]}
      />
      {log.hasNextPage ? (
        <div className={css.more}>
          <Button
            variant="secondary"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t('activityLog.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /v3/account/activity-log: what the property's users changed, by period and user (docs/decisions/activity-log.md). */
export function ActivityLogPage() {
  const t = useT();
  usePageTitle(t('activityLog.title'));
  const { hotelId, timeZone } = useHotelContext();
  const [initial] = useState(() => initialFilters(todayInZone(timeZone)));
  const [filters, setFilters] = useState(initial);
  const query = queryOf(filters);
  // The members come with every page of the log; the filter keeps the last ones seen.
  const first = useActivityLog(hotelId, query ?? { from: initial.from ?? '', to: initial.to ?? '' });
  const members = first.data?.pages[0]?.members ?? [];
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('activityLog.title')}</h1>
        <p className={page.subtitle}>{t('activityLog.subtitle')}</p>
      </header>
      <Filters initial={initial} members={members} onShow={setFilters} />
      {query ? <Entries hotelId={hotelId} query={query} /> : null}
    </div>
  );
}
