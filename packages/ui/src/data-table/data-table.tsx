import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from '../checkbox/checkbox.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { Pagination } from '../pagination/pagination.js';
import { Skeleton } from '../skeleton/skeleton.js';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import { visuallyHidden } from '../theme/shared.css.js';
import * as styles from './data-table.css.js';

export type { ColumnDef, SortingState, RowSelectionState } from '@tanstack/react-table';

/** Per-column options read from `columnDef.meta`. */
export interface DataTableColumnMeta {
  align?: 'left' | 'right' | 'center';
}

export interface DataTablePagination {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  /** Names the table (or pass `caption`). */
  'aria-label'?: string;
  caption?: ReactNode;
  // Cell value types vary per column; TanStack's own examples type the list this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ReadonlyArray<ColumnDef<T, any>>;
  data: ReadonlyArray<T>;
  getRowId: (row: T) => string;
  /** Controlled sorting; with `manualSorting` the server sorts (the rows come sorted). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  manualSorting?: boolean;
  /** Server-side pagination: `data` is the current page. */
  pagination?: DataTablePagination;
  enableRowSelection?: boolean | ((row: T) => boolean);
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Names a row's checkbox, e.g. "Select Deluxe Double". */
  getRowLabel?: (row: T) => string;
  loading?: boolean;
  /** Placeholder rows while loading. */
  loadingRows?: number;
  /** Shown when there are no rows; defaults to an EmptyState with the built-in text. */
  empty?: ReactNode;
  /** Height of the scroll area; the header sticks to its top. Rows are virtualised when there are many. */
  maxHeight?: number | string;
  /** Row height used by the virtualiser before rows are measured. */
  estimateRowHeight?: number;
  /** Virtualise rows (on by default from 100 rows when `maxHeight` is set). */
  virtualize?: boolean;
  className?: string;
}

function resolve<S>(updater: Updater<S>, previous: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(previous) : updater;
}

export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  sorting: sortingProp,
  onSortingChange,
  manualSorting = false,
  pagination,
  enableRowSelection = false,
  rowSelection: selectionProp,
  onRowSelectionChange,
  getRowLabel,
  loading = false,
  loadingRows = 5,
  empty,
  maxHeight,
  estimateRowHeight = 48,
  virtualize,
  className,
  ...rest
}: DataTableProps<T>) {
  const t = useUiText();
  const [sortingState, setSortingState] = useState<SortingState>([]);
  const [selectionState, setSelectionState] = useState<RowSelectionState>({});
  const sorting = sortingProp ?? sortingState;
  const rowSelection = selectionProp ?? selectionState;

  const handleSorting: OnChangeFn<SortingState> = (updater) => {
    const next = resolve(updater, sorting);
    if (sortingProp === undefined) setSortingState(next);
    onSortingChange?.(next);
  };
  const handleSelection: OnChangeFn<RowSelectionState> = (updater) => {
    const next = resolve(updater, rowSelection);
    if (selectionProp === undefined) setSelectionState(next);
    onRowSelectionChange?.(next);
  };

  const allColumns = useMemo(() => {
    if (!enableRowSelection) return columns as ColumnDef<T, unknown>[];
    const select: ColumnDef<T, unknown> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={t('ui.dataTable.selectAll')}
          isSelected={table.getIsAllRowsSelected()}
          isIndeterminate={table.getIsSomeRowsSelected()}
          onChange={(value) => table.toggleAllRowsSelected(value)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={getRowLabel ? getRowLabel(row.original) : t('ui.dataTable.selectRow')}
          isSelected={row.getIsSelected()}
          isDisabled={!row.getCanSelect()}
          onChange={(value) => row.toggleSelected(value)}
        />
      ),
    };
    return [select, ...(columns as ColumnDef<T, unknown>[])];
  }, [columns, enableRowSelection, getRowLabel, t]);

  const table = useReactTable<T>({
    data: data as T[],
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    onSortingChange: handleSorting,
    onRowSelectionChange: handleSelection,
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row) => enableRowSelection(row.original)
        : enableRowSelection,
    manualSorting,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = (virtualize ?? (maxHeight !== undefined && rows.length >= 100)) && !loading;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: 10,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const selectedCount = Object.keys(rowSelection).filter((id) => rowSelection[id]).length;

  const alignClass = (meta: unknown) => {
    const align = (meta as DataTableColumnMeta | undefined)?.align;
    return align === 'right' ? styles.right : align === 'center' ? styles.center : undefined;
  };

  const renderRow = (index: number, measure?: (el: HTMLTableRowElement | null) => void) => {
    const row = rows[index]!;
    return (
      <tr
        key={row.id}
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        data-selected={row.getIsSelected()}
        className={styles.tr}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={cx(
              styles.td,
              alignClass(cell.column.columnDef.meta),
              cell.column.id === '__select' && styles.selectCell,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={`loading-${i}`} className={styles.tr} aria-hidden="true">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id} className={styles.td}>
            <Skeleton
              height={12}
              width={column.id === '__select' ? 18 : `${60 + ((i * 7 + column.id.length * 5) % 35)}%`}
            />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          {empty ?? <EmptyState title={t('ui.dataTable.empty')} headingLevel={3} />}
        </td>
      </tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
        {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
        {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
      </>
    );
  } else {
    body = rows.map((_, index) => renderRow(index));
  }

  return (
    <div className={cx(styles.root, className)}>
      <div
        ref={scrollRef}
        className={styles.frame}
        style={maxHeight !== undefined ? { maxHeight } : undefined}
        // A scrollable region must be reachable by keyboard to scroll it.
        tabIndex={maxHeight !== undefined ? 0 : undefined}
        role={maxHeight !== undefined ? 'region' : undefined}
        aria-label={maxHeight !== undefined ? rest['aria-label'] : undefined}
      >
        <table
          className={styles.table}
          aria-label={caption ? undefined : rest['aria-label']}
          aria-rowcount={loading ? undefined : rows.length + 1}
          aria-busy={loading || undefined}
        >
          {caption ? <caption className={visuallyHidden}>{caption}</caption> : null}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cx(
                        styles.th,
                        alignClass(header.column.columnDef.meta),
                        header.column.id === '__select' && styles.selectCell,
                      )}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span className={styles.sortIcon} data-active={Boolean(sorted)} aria-hidden="true">
                            {sorted === 'asc' ? (
                              <ArrowUpIcon size={14} />
                            ) : sorted === 'desc' ? (
                              <ArrowDownIcon size={14} />
                            ) : (
                              <ArrowUpDownIcon size={14} />
                            )}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
        {loading ? (
          <span role="status" className={visuallyHidden}>
            {t('ui.dataTable.loading')}
          </span>
        ) : null}
      </div>
      {pagination || selectedCount > 0 ? (
        <div className={styles.footer}>
          {selectedCount > 0 ? (
            <span className={styles.selectedCount} role="status">
              {t('ui.dataTable.selected', { count: selectedCount })}
            </span>
          ) : null}
          {pagination ? (
            <Pagination
              page={pagination.page}
              pageSize={pagination.pageSize}
              total={pagination.total}
              onPageChange={pagination.onPageChange}
              pageSizeOptions={pagination.pageSizeOptions}
              onPageSizeChange={pagination.onPageSizeChange}
              className={styles.pagination}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
