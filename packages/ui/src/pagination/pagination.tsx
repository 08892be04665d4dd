import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUi, useUiText } from '../provider/ui-provider.js';
import { paginationRange } from './pagination-range.js';
import * as styles from './pagination.css.js';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Total number of rows on the server. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a choice of page size (e.g. [10, 25, 50, 100]). */
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark; defaults to the built-in "Pagination". */
  'aria-label'?: string;
  className?: string;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  className,
  ...rest
}: PaginationProps) {
  const t = useUiText();
  const { locale } = useUi();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const number = new Intl.NumberFormat(locale);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.summary}>
        {t('ui.pagination.summary', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </span>
      <div className={styles.controls}>
        {pageSizeOptions && onPageSizeChange ? (
          <span className={styles.pageSize}>
            <label htmlFor={sizeId}>{t('ui.pagination.pageSize')}</label>
            <select
              id={sizeId}
              className={styles.pageSizeSelect}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <nav aria-label={rest['aria-label'] ?? t('ui.pagination.label')}>
          <ul className={styles.list}>
            <li>
              <button
                type="button"
                className={styles.page}
                aria-label={t('ui.pagination.previous')}
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeftIcon />
              </button>
            </li>
            {paginationRange(current, pageCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-label={t('ui.pagination.page', { page: item })}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => item !== current && onPageChange(item)}
                  >
                    {number.format(item)}
                  </button>
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={styles.page}
                aria-label={t('ui.pagination.next')}
                disabled={current >= pageCount}
                onClick={() => onPageChange(current + 1)}
              >
                <ChevronRightIcon />
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
