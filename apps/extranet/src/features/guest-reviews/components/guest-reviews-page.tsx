import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@extranet/ui/empty-state';
import { Pagination } from '@extranet/ui/pagination';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useGuestReviews } from '../api/list-guest-reviews';
import {
  filterErrors,
  filtersFromSearch,
  PAGE_SIZES,
  queryOf,
  searchFromFilters,
  type ReviewFilters,
} from '../model';
import { ReviewCard } from './review-card';
import { ReviewFiltersForm } from './review-filters';
import { ReviewSummary } from './review-summary';
import { ReviewTrend } from './review-trend';
import * as css from './guest-reviews.css';

/** /v3/report-analytics/guest-review: the property's guest reviews, their averages and trend, and replies. */
export function GuestReviewsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId } = useHotelContext();
  usePageTitle(t('guestReviews.title'));
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // The period the server applied last (its default when the URL has none) completes the filters' check.
  const [applied, setApplied] = useState<{ from: string; to: string } | undefined>(undefined);
  const errors = filterErrors(filters, applied, lang);
  const valid = Object.keys(errors).length === 0;
  const list = useGuestReviews(hotelId, queryOf(filters), valid);
  const period = list.data?.period;
  useEffect(() => {
    if (period) setApplied({ from: period.from, to: period.to });
  }, [period?.from, period?.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const listId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const go = (next: ReviewFilters) => setSearch(searchFromFilters(next), { replace: false });
  const data = list.data;
  // A page past the last one (an old link, a shorter list since): go to the last page rather than saying
  // that no review matches while the summary counts hundreds.
  const lastPage = data ? Math.max(1, Math.ceil(data.page.total / filters.size)) : 1;
  const pastLast = !!data && !list.isPlaceholderData && data.page.total > 0 && filters.page > lastPage;
  useEffect(() => {
    if (pastLast) setSearch(searchFromFilters({ ...filters, page: lastPage }), { replace: true });
  }, [pastLast, lastPage]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('guestReviews.title')}</h1>
        <p className={page.subtitle}>{t('guestReviews.subtitle')}</p>
      </header>
      <ReviewFiltersForm filters={filters} period={data?.period} errors={errors} onChange={go} />
      {!valid && !list.data ? (
        <EmptyState title={t('guestReviews.list.empty')} description={t('guestReviews.list.emptyBody')} />
      ) : list.isPending ? (
        <ListSkeleton label={t('guestReviews.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching || undefined} className={page.page}>
          <ReviewSummary summary={list.data.summary} unreplied={list.data.unrepliedCount} lang={lang} />
          <ReviewTrend trend={list.data.trend} lang={lang} />
          <section className={page.card} aria-labelledby={listId}>
            <h2 id={listId} ref={listHeading} tabIndex={-1} className={page.cardTitle}>
              {t('guestReviews.list.title')}
            </h2>
            {list.data.items.length === 0 ? (
              <EmptyState
                title={t('guestReviews.list.empty')}
                description={t('guestReviews.list.emptyBody')}
              />
            ) : (
              <>
                <ul className={css.reviews}>
                  {list.data.items.map((review) => (
                    <ReviewCard
                      key={review.id}
                      hotelId={hotelId}
                      review={review}
                      onLeftAfterReply={() => listHeading.current?.focus()}
                    />
                  ))}
                </ul>
                <Pagination
                  aria-label={t('guestReviews.list.pagination')}
                  page={filters.page}
                  pageSize={filters.size}
                  total={list.data.page.total}
                  pageSizeOptions={PAGE_SIZES}
                  onPageChange={(p) => {
                    go({ ...filters, page: p });
                    // The next page starts at the list's heading, not at the pagination below the last card.
                    listHeading.current?.focus();
                  }}
                  onPageSizeChange={(size) => go({ ...filters, size, page: 1 })}
                />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
