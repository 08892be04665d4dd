import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@extranet/ui/empty-state';
import { Skeleton } from '@extranet/ui/skeleton';
import { useT } from '../i18n/language';
import { usePageTitle } from '../components/page-title';
import { RequestErrorScreen } from '../components/status-screens';
import { StackedTable, type StackedColumn } from '../components/stacked-table';
import * as css from '../styles/page.css';
import { RatesSubNav } from './fields';
import * as ui from './rates-ui.css';

/** Rows of grey bars while a list loads (announced as loading). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={ui.tableWrap} role="status" aria-label={label}>
      <div className={ui.skeletonRows}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={28} />
        ))}
      </div>
    </div>
  );
}

/** The state of the list's query, as TanStack Query gives it (items already picked out of the body). */
export interface CatalogueQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  items: readonly T[] | undefined;
}

export interface CatalogueListProps<T> {
  title: string;
  subtitle: string;
  /** The primary action of the header (and of the empty state), e.g. a "create" link. */
  action: ReactNode;
  /** Shown between the sub-navigation and the list (notices, policy hints). */
  intro?: ReactNode;
  query: CatalogueQuery<T>;
  empty: { title: string; description: string };
  caption: string;
  columns: readonly StackedColumn<T>[];
  rowKey: (item: T) => string | number;
}

/**
 * One page of the rates catalogue (rate plans, children rate plans, surcharges): title and action, the
 * rates sub-navigation, then loading, error (with retry), empty or the table.
 */
export function CatalogueList<T>(props: CatalogueListProps<T>) {
  const t = useT();
  const { query } = props;
  usePageTitle(props.title);
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{props.title}</h1>
          <p className={css.subtitle}>{props.subtitle}</p>
        </header>
        <div className={ui.headerActions}>{props.action}</div>
      </div>
      <RatesSubNav />
      {props.intro}
      {query.isPending ? (
        <ListSkeleton label={t('ratePlans.common.loading')} />
      ) : query.isError || !query.items ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StackedTable
          caption={props.caption}
          columns={props.columns}
          rows={query.items}
          rowKey={props.rowKey}
          empty={
            <EmptyState
              title={props.empty.title}
              description={props.empty.description}
              actions={props.action}
            />
          }
        />
      )}
    </div>
  );
}

/** The "Edit" and "Copy" links of a catalogue row, named after the item for screen readers. */
export function RowLinks({ name, editTo, copyTo }: { name: string; editTo: string; copyTo?: string }) {
  const t = useT();
  return (
    <>
      <Link to={editTo} className={ui.actionLink} aria-label={t('ratePlans.list.editOf', { name })}>
        {t('ratePlans.common.edit')}
      </Link>
      {copyTo ? (
        <Link to={copyTo} className={ui.actionLink} aria-label={t('ratePlans.list.copyOf', { name })}>
          {t('ratePlans.common.copy')}
        </Link>
      ) : null}
    </>
  );
}
