/**
 * What a page puts around a lazily loaded chart (docs/decisions/charts.md): a skeleton while the chart's chunk
 * loads, and the chart's data always in a table, visually hidden while the chart shows (screen readers always have
 * it) and the visible view with a toggle. No chart library here: pages load this eagerly.
 */
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '@extranet/ui/skeleton';
import { srOnly } from '../forms/forms.css';
import * as ui from '../rates/rates-ui.css';

/** A lazily loaded chart, a chart-sized skeleton (named `label`) until it is there. */
export function ChartSuspense({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={label}>
          <Skeleton height="240px" />
        </SkeletonGroup>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The chart-or-table toggle: `toggle` goes on a button (pressed while the table shows, controlling it), `table`
 * on the box around the table.
 */
export function useChartTable() {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return {
    asTable,
    toggle: {
      'aria-pressed': asTable,
      'aria-controls': tableId,
      onClick: () => setAsTable((v) => !v),
    },
    table: { id: tableId, className: asTable ? ui.tableWrap : srOnly },
  };
}
