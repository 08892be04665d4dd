import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@extranet/ui/empty-state';
import { usePageTitle } from './page-title';
import { RequestErrorScreen } from './status-screens';
import { ListSkeleton } from '../rates/catalogue-list';
import * as page from '../styles/page.css';

export interface ReviewQueueTexts {
  title: string;
  subtitle: string;
  loading: string;
  empty: string;
  emptyBody?: string;
  /** The accessible name of the list. */
  listLabel: string;
}

/**
 * A market managers' queue page (/v3/review/…): its title, then a skeleton while loading, the error with a retry,
 * the empty state, or the list of waiting requests, each rendered by `renderItem` (an `<li>` with its decision).
 */
export function ReviewQueuePage<Item>({
  texts,
  query,
  listClassName,
  itemKey,
  renderItem,
}: {
  texts: ReviewQueueTexts;
  query: UseQueryResult<{ items: Item[] }>;
  listClassName: string;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
}) {
  usePageTitle(texts.title);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{texts.title}</h1>
        <p className={page.subtitle}>{texts.subtitle}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={texts.loading} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={texts.empty} description={texts.emptyBody} />
      ) : (
        <ul className={listClassName} aria-label={texts.listLabel}>
          {query.data.items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </ul>
      )}
    </div>
  );
}
