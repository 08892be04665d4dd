import { useState, type FormEvent } from 'react';
import {
  INSURANCE_CLAIM_LIMIT_IDR,
  INSURANCE_RANGE_MAX_DAYS,
  insurancePolicy,
  todayInZone,
  type InsuranceDateType,
} from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { EmptyState } from '@extranet/ui/empty-state';
import { Pagination } from '@extranet/ui/pagination';
import { Select } from '@extranet/ui/select';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import * as page from '../../../shared/styles/page.css';
import { useInsuranceBookings } from '../api/list-insurance-bookings';
import {
  filterProblems,
  initialFilters,
  queryOf,
  type InsuranceFilters,
  type InsuranceQuery,
} from '../model';
import { CoverageCard } from './coverage-card';
import { InsuredBookingsTable } from './insured-bookings-table';
import * as css from './insurance.css';

const DATE_TYPES: readonly InsuranceDateType[] = ['BOOKED', 'STAY'];

function Filters({ initial, onShow }: { initial: InsuranceFilters; onShow: (f: InsuranceFilters) => void }) {
  const t = useT();
  const [filters, setFilters] = useState(initial);
  const [shown, setShown] = useState(false);
  const problems = shown ? filterProblems(filters) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(filterProblems(filters)).length === 0) onShow(filters);
  };
  return (
    <form className={css.filters} noValidate aria-label={t('insurance.filters.title')} onSubmit={submit}>
      <Select
        label={t('insurance.filters.dateType')}
        value={filters.dateType}
        onChange={(v) => v && setFilters({ ...filters, dateType: v })}
        options={DATE_TYPES.map((d) => ({ id: d, label: t(`insurance.filters.${d}`) }))}
      />
      <DateField
        label={t('insurance.filters.from')}
        name="from"
        value={filters.from}
        onChange={(v) => setFilters({ ...filters, from: v })}
        isRequired
        {...(problems.from
          ? { error: t(`errors.field.${problems.from}`, { limit: INSURANCE_RANGE_MAX_DAYS }) }
          : {})}
      />
      <DateField
        label={t('insurance.filters.to')}
        name="to"
        value={filters.to}
        onChange={(v) => setFilters({ ...filters, to: v })}
        isRequired
        {...(problems.to
          ? { error: t(`errors.field.${problems.to}`, { limit: INSURANCE_RANGE_MAX_DAYS }) }
          : {})}
      />
      <Button type="submit">{t('insurance.filters.show')}</Button>
    </form>
  );
}

function Results({
  hotelId,
  query,
  onPage,
}: {
  hotelId: number;
  query: InsuranceQuery;
  onPage: (p: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  const result = useInsuranceBookings(hotelId, query);
  if (result.isPending) return <ListSkeleton label={t('insurance.loading')} />;
  if (result.isError)
    return <RequestErrorScreen headingLevel={2} error={result.error} onRetry={() => void result.refetch()} />;
  const { items, pageInfo } = result.data;
  return (
    // Not a landmark of its own: the table's scrolling region carries the same name.
    <section className={page.card}>
      <h2 className={page.cardTitle}>{t('insurance.table.label')}</h2>
      {items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('insurance.empty.title')}
          description={t('insurance.empty.body')}
        />
      ) : (
        <>
          <p className={css.small} role="status">
            {t('insurance.table.total', { count: f.count(pageInfo.total) })}
          </p>
          <InsuredBookingsTable items={items} />
          <Pagination
            aria-label={t('insurance.table.pages')}
            page={pageInfo.page + 1}
            pageSize={pageInfo.size}
            total={pageInfo.total}
            onPageChange={onPage}
          />
        </>
      )}
    </section>
  );
}

/**
 * /v3/insurance: the bookings sold with travel insurance (by booking or check-in dates), their coverage, the claim
 * limit and how to claim (docs/decisions/insurance.md).
 */
export function InsurancePage() {
  const t = useT();
  usePageTitle(t('insurance.title'));
  const { hotelId, timeZone } = useHotelContext();
  const session = useSignedInSession();
  const [initial] = useState(() => initialFilters(todayInZone(timeZone)));
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const query = queryOf(filters, pageNo);
  const admin = insurancePolicy.can({ roles: toAccessContext(session).roles }, 'insurance.contact');
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('insurance.title')}</h1>
        <p className={page.subtitle}>{t('insurance.subtitle')}</p>
      </header>
      <CoverageCard claimLimit={INSURANCE_CLAIM_LIMIT_IDR} showContact={admin} />
      <Filters
        initial={initial}
        onShow={(f) => {
          setFilters(f);
          setPageNo(1);
        }}
      />
      {query ? <Results hotelId={hotelId} query={query} onPage={setPageNo} /> : null}
    </div>
  );
}
