export { Pagination } from './pagination.js';
export type { PaginationProps } from './pagination.js';
export { paginationRange } from './pagination-range.js';
export type { PageItem } from './pagination-range.js';
