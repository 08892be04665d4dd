import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CS_PAGE_MAX } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Tabs } from '@extranet/ui/tabs';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useCsBookings } from '../api/search-bookings';
import { useCsProperties } from '../api/search-properties';
import {
  bookingQueryOf,
  paramsFromState,
  propertyQueryOf,
  stateFromParams,
  EMPTY_FILTERS,
  type CsState,
  type CsTab,
} from '../model';
import { BookingsTable } from './bookings-table';
import { CsBookingDialog } from './booking-detail';
import { PropertiesTable } from './properties-table';
import { SearchForm } from './search-form';
import * as css from './customer-service.css';

interface ResultsQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: { items: readonly T[]; page: number; hasNext: boolean } | undefined;
  refetch: () => unknown;
}

/** Loading, error, empty, the rows and the pager of one tab's results. */
function Results<T>({
  id,
  emptyBody,
  query,
  onPage,
  children,
}: {
  id: string;
  /** The empty state's hint: about this tab's search. */
  emptyBody: string;
  query: ResultsQuery<T>;
  onPage: (page: number) => void;
  children: (items: readonly T[]) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <ListSkeleton label={t('customerService.loading')} />;
  if (query.isError || !query.data)
    return <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  const { items, page: current, hasNext } = query.data;
  if (items.length === 0)
    return <EmptyState title={t('customerService.results.empty')} description={emptyBody} />;
  const atLimit = hasNext && current >= CS_PAGE_MAX;
  return (
    <section className={page.form} aria-labelledby={id} aria-busy={query.isFetching}>
      <h2 id={id} className={css.pageLabel} aria-live="polite">
        {t('customerService.results.pageLabel', { page: current + 1 })}
      </h2>
      <div className={query.isPlaceholderData ? css.busy : undefined}>{children(items)}</div>
      {current > 0 || hasNext ? (
        <nav className={css.pager} aria-label={t('customerService.results.pagination')}>
          {atLimit ? (
            <span className={css.pageLabel}>
              {t('customerService.results.lastPage', { limit: CS_PAGE_MAX + 1 })}
            </span>
          ) : null}
          <Button variant="secondary" disabled={current === 0} onClick={() => onPage(current - 1)}>
            {t('customerService.results.previous')}
          </Button>
          <Button variant="secondary" disabled={!hasNext || atLimit} onClick={() => onPage(current + 1)}>
            {t('customerService.results.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/**
 * /v3/customer-service/list: the marketplace's customer service (role 12) looks up bookings of every property and
 * properties with their contacts, read-only (docs/decisions/customer-service.md). Everything it shows is in the
 * URL (`?tab=&q=&status=&from=&to=&page=&booking=`), so a search or an open booking can be shared as a link.
 */
export function CustomerServicePage() {
  const t = useT();
  usePageTitle(t('customerService.title'));
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  const go = (next: CsState) => setParams(paramsFromState(next));
  const bookingQuery = state.tab === 'bookings' ? bookingQueryOf(state) : null;
  const propertyQuery = state.tab === 'properties' ? propertyQueryOf(state) : null;
  const bookings = useCsBookings(bookingQuery);
  const properties = useCsProperties(propertyQuery);
  const onPage = (p: number) => go({ ...state, page: p, booking: null });
  const panel = (tab: CsTab) => (
    <div className={css.tabPanel}>
      <SearchForm
        tab={tab}
        filters={state.filters}
        onSearch={(filters) => go({ tab, filters, page: 0, booking: null })}
      />
      {tab === 'bookings' ? (
        bookingQuery === null ? null : (
          <Results
            id="cs-bookings-results"
            emptyBody={t('customerService.results.emptyBody')}
            query={bookings}
            onPage={onPage}
          >
            {(rows) => <BookingsTable rows={rows} onOpen={(id) => go({ ...state, booking: id })} />}
          </Results>
        )
      ) : propertyQuery === null ? null : (
        <Results
          id="cs-properties-results"
          emptyBody={t('customerService.results.emptyBodyProperties')}
          query={properties}
          onPage={onPage}
        >
          {(rows) => <PropertiesTable rows={rows} />}
        </Results>
      )}
    </div>
  );
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('customerService.title')}</h1>
        <p className={page.subtitle}>{t('customerService.subtitle')}</p>
      </header>
      <Tabs
        aria-label={t('customerService.tabsLabel')}
        value={state.tab}
        // Each tab has its own search: a booking's query (a guest's name, an e-mail) means nothing to the
        // properties' search, so the other tab starts empty.
        onChange={(id) =>
          go({
            tab: id === 'properties' ? 'properties' : 'bookings',
            filters: EMPTY_FILTERS,
            page: 0,
            booking: null,
          })
        }
        items={(['bookings', 'properties'] as const).map((id) => ({
          id,
          label: t(`customerService.tabs.${id}`),
          content: id === state.tab ? panel(id) : null,
        }))}
      />
      <CsBookingDialog bookingId={state.booking} onClose={() => go({ ...state, booking: null })} />
    </div>
  );
}
