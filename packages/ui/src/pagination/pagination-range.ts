export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last page, `siblings` pages on each side of the current one,
 * and an ellipsis for each gap of two or more pages (a gap of one shows the page itself). Pages are 1-based.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + 2 siblings + 2 ellipses
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);

  let start = Math.max(2, current - siblings);
  let end = Math.min(pageCount - 1, current + siblings);
  // Keep the number of items constant near the edges so the control does not jump in width.
  if (current - siblings <= 3) {
    start = 2;
    end = Math.max(end, 3 + siblings * 2);
  }
  if (current + siblings >= pageCount - 2) {
    end = pageCount - 1;
    start = Math.min(start, pageCount - 2 - siblings * 2);
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
