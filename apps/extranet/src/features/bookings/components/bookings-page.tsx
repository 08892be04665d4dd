import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@extranet/ui/empty-state';
import { Tabs } from '@extranet/ui/tabs';
import { Button, buttonClassName } from '@extranet/ui/button';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useSignedInSession } from '../../../shared/session/session';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useBookingSearch } from '../api/search-bookings';
import { useFilterOptions } from '../api/list-filter-options';
import { exportUrl } from '../api/export-bookings';
import { paramsFromState, stateFromParams, type SearchFilters, type SearchState } from '../model';
import { SearchForm } from './search-form';
import { ResultsTable } from './results-table';
import { BookingDetailDialog } from './booking-detail';
import * as css from './bookings.css';
import { PendingRequestsNotice } from './pending-requests-notice';
import { NeedsAttention } from './needs-attention';
import { useHasErrorBookings } from '../api/has-error-bookings';

const EXPORT_LIMIT = 10_000;

type View = 'ALL' | 'ATTENTION';

/**
 * /v3/booking/search-bookings: the property's bookings, searched and paged on the server; `?booking=` opens one.
 * `?view=attention` (the link of a BOOKING_FAILED notification) shows the booking requests that need attention.
 */
export function BookingsPage() {
  const t = useT();
  usePageTitle(t('bookings.title'));
  const session = useSignedInSession();
  const hotelId = session.currentHotelId ?? 0;
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  const go = (next: SearchState) => setParams(paramsFromState(next));
  const search = useBookingSearch(hotelId, state);
  const options = useFilterOptions(hotelId);
  const attention = useHasErrorBookings(hotelId);
  const view: View = params.get('view') === 'attention' ? 'ATTENTION' : 'ALL';
  const data = search.data;
  const onSearch = (filters: SearchFilters) => go({ filters, cursor: null, booking: null });
  const searchView = (
    <div className={css.detail}>
      <SearchForm
        filters={state.filters}
        rooms={options.rooms}
        ratePlans={options.ratePlans}
        onSearch={onSearch}
      />
      {search.isPending ? (
        <ListSkeleton label={t('bookings.loading')} />
      ) : search.isError || !data ? (
        <RequestErrorScreen headingLevel={2} error={search.error} onRetry={() => void search.refetch()} />
      ) : (
        <section className={page.form} aria-labelledby="bookings-results" aria-busy={search.isFetching}>
          <div className={css.resultsBar}>
            <h2 id="bookings-results" className={css.count} aria-live="polite">
              {data.total === 1
                ? t('bookings.results.countOne')
                : t('bookings.results.count', { count: data.total })}
            </h2>
            {data.total > 0 ? (
              <div className={page.actions}>
                <a
                  href={exportUrl(hotelId, state.filters, 'csv')}
                  download
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  title={t('bookings.exportHint', { limit: EXPORT_LIMIT })}
                >
                  {t('bookings.exportCsv')}
                </a>
                <a
                  href={exportUrl(hotelId, state.filters, 'xlsx')}
                  download
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  title={t('bookings.exportHint', { limit: EXPORT_LIMIT })}
                >
                  {t('bookings.exportXlsx')}
                </a>
              </div>
            ) : null}
          </div>
          {data.bookings.length === 0 ? (
            <EmptyState title={t('bookings.results.empty')} description={t('bookings.results.emptyBody')} />
          ) : (
            <div className={search.isPlaceholderData ? css.busy : undefined}>
              <ResultsTable bookings={data.bookings} onOpen={(id) => go({ ...state, booking: id })} />
            </div>
          )}
          {data.previous || data.next ? (
            <nav className={css.pager} aria-label={t('bookings.results.pagination')}>
              <Button
                variant="secondary"
                disabled={!data.previous}
                onClick={() => data.previous && go({ ...state, cursor: data.previous, booking: null })}
              >
                {t('bookings.results.previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={!data.next}
                onClick={() => data.next && go({ ...state, cursor: data.next, booking: null })}
              >
                {t('bookings.results.next')}
              </Button>
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('bookings.title')}</h1>
        <p className={page.subtitle}>{t('bookings.subtitle')}</p>
      </header>
      <PendingRequestsNotice hotelId={hotelId} />
      <Tabs
        aria-label={t('hasErrorBookings.tabsLabel')}
        value={view}
        onChange={(id) =>
          setParams(id === 'ATTENTION' ? { view: 'attention' } : paramsFromState({ ...state, booking: null }))
        }
        items={(['ALL', 'ATTENTION'] as const).map((id) => ({
          id,
          label: t(id === 'ALL' ? 'hasErrorBookings.tabAll' : 'hasErrorBookings.tabAttention'),
          ...(id === 'ATTENTION' && attention.data ? { count: attention.data.open } : {}),
          content: id !== view ? null : id === 'ALL' ? searchView : <NeedsAttention hotelId={hotelId} />,
        }))}
      />
      <BookingDetailDialog
        hotelId={hotelId}
        bookingId={state.booking}
        onClose={() => go({ ...state, booking: null })}
      />
    </div>
  );
}
