import { useState, type FormEvent } from 'react';
import { todayInZone } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { EmptyState } from '@extranet/ui/empty-state';
import { Select } from '@extranet/ui/select';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
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
  const [filters, setFilters] = useState(initial);
  const [shown, setShown] = useState(false);
  const problems = shown ? filterProblems(filters) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(filterProblems(filters)).length === 0) onShow(filters);
  };
  const errorOf = (code: string | undefined) =>
    code ? { error: t(`errors.field.${code}`, { limit: RANGE_LIMIT }) } : {};
  return (
    <form className={page.card} noValidate aria-label={t('activityLog.filters.title')} onSubmit={submit}>
      <div className={css.filters}>
        <DateField
          label={t('activityLog.filters.from')}
          name="from"
          value={filters.from}
          onChange={(v) => setFilters({ ...filters, from: v })}
          isRequired
          {...errorOf(problems.from)}
        />
        <DateField
          label={t('activityLog.filters.to')}
          name="to"
          value={filters.to}
          onChange={(v) => setFilters({ ...filters, to: v })}
          isRequired
          {...errorOf(problems.to)}
        />
        <Select
          label={t('activityLog.filters.user')}
          value={filters.accountId === null ? ALL : String(filters.accountId)}
          onChange={(v) => setFilters({ ...filters, accountId: !v || v === ALL ? null : Number(v) })}
          options={[
            { id: ALL, label: t('activityLog.filters.allUsers') },
            ...members.map((m) => ({ id: String(m.accountId), label: m.name })),
          ]}
        />
        <Button type="submit">{t('activityLog.filters.show')}</Button>
      </div>
      <p className={css.help}>{t('activityLog.filters.help', { limit: RANGE_LIMIT })}</p>
    </form>
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
  const columns = [
    t('activityLog.columns.at'),
    t('activityLog.columns.user'),
    t('activityLog.columns.action'),
    t('activityLog.columns.reference'),
  ];
  return (
    <>
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${ui.stackedTable}`}>
          <caption className={srOnly}>{t('activityLog.caption')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={ui.th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.activityId}>
                <td className={ui.td} data-label={columns[0]}>
                  {f.dateTime(e.at)}
                </td>
                <td className={ui.td} data-label={columns[1]}>
                  {e.name ?? t('activityLog.unknownUser')}
                  {e.email ? <div className={ui.small}>{e.email}</div> : null}
                </td>
                <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[2]}>
                  {t(`activityLog.op.${e.operation}`)}
                </td>
                <td className={ui.td} data-label={columns[3]}>
                  {referenceOf(e) || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
