export { DataTable } from './data-table.js';
export type {
  DataTableProps,
  DataTablePagination,
  DataTableColumnMeta,
  ColumnDef,
  SortingState,
  RowSelectionState,
} from './data-table.js';
