import type { HTMLAttributes, ReactNode } from 'react';
import { srOnly } from '../forms/forms.css';
import * as css from './stacked-table.css';

/** One column of a {@link StackedTable}. */
export interface StackedColumn<T> {
  /** Stable key of the column; the position when left out. */
  id?: string;
  /** The header text; also each cell's `data-label`, the name a phone shows beside the value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra class of the column's cells (not its header). */
  className?: string;
  align?: 'start' | 'end' | 'center';
  /** Amounts and counts: tabular figures on one line, right-aligned (`align` may still say otherwise). */
  numeric?: boolean;
  /** The row's title (a name, a booking id): bold. */
  emphasis?: boolean;
  /** The cells are the rows' headers (`<th scope="row">`). */
  rowHeader?: boolean;
}

type RowAttributes = Omit<HTMLAttributes<HTMLTableRowElement>, 'children'> & {
  [data: `data-${string}`]: string | number | undefined;
};

export interface StackedTableProps<T> {
  /** Names the table; visually hidden unless `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  columns: readonly StackedColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Attributes of a row's `<tr>` (a test id, a class). */
  rowProps?: (row: T) => RowAttributes;
  /** A last row under the others (totals): one cell per column, the first its header when the column's is. */
  summary?: readonly ReactNode[];
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

function cellClass<T>(column: StackedColumn<T>): string {
  const align = column.align ?? (column.numeric ? 'end' : 'start');
  return [
    css.td,
    column.emphasis ? css.nameCell : null,
    column.numeric ? css.numeric : null,
    align === 'end' ? css.end : align === 'center' ? css.center : null,
    column.className,
  ]
    .filter(Boolean)
    .join(' ');
}

function headerClass<T>(column: StackedColumn<T>): string {
  const align = column.align ?? (column.numeric ? 'end' : 'start');
  return [css.th, align === 'end' ? css.end : align === 'center' ? css.center : null]
    .filter(Boolean)
    .join(' ');
}

function Cell<T>({ column, children }: { column: StackedColumn<T>; children: ReactNode }) {
  const Tag = column.rowHeader ? 'th' : 'td';
  return (
    <Tag
      scope={column.rowHeader ? 'row' : undefined}
      className={cellClass(column)}
      data-label={column.header}
    >
      {children}
    </Tag>
  );
}

/**
 * The app's list table: a scrolling frame with a caption, a header row and one row per item. In a narrow box (a
 * phone, or a tablet beside the menu) each row is a card of "column: value" lines, the column's name coming from
 * the cell's `data-label` and the first cell being the card's title. docs/decisions/stacked-table.md.
 */
export function StackedTable<T>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowProps,
  summary,
  empty,
  className,
}: StackedTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const key = (column: StackedColumn<T>, index: number) => column.id ?? String(index);
  return (
    <div className={className ? `${css.tableWrap} ${className}` : css.tableWrap}>
      <table className={`${css.table} ${css.stackedTable}`}>
        <caption className={captionVisible ? css.caption : srOnly}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={key(column, i)} scope="col" className={headerClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, i) => (
                <Cell key={key(column, i)} column={column}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
          {summary ? (
            <tr className={css.summaryRow}>
              {columns.map((column, i) => (
                <Cell key={key(column, i)} column={{ ...column, emphasis: false }}>
                  {summary[i]}
                </Cell>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
