import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatCurrency, formatDate, formatNumber, tp } from '@extranet/i18n';
import { routePath } from '@extranet/domain';
import { buttonClassName } from '@extranet/ui/button';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useAriCalendar } from '../api/get-ari-calendar';
import * as calendarCss from './rates-calendar.css';
import {
  editorHref,
  type ChunkState,
  type DateWindow,
  type ListFilters,
  type Run,
  type Selection,
} from '../list-model';
import * as own from './rates-list.css';

/** The figures' columns, named once for the header row and the phone labels. */
export const COLUMNS = ['date', 'rate', 'allotment', 'sold', 'remaining', 'status', 'stay'] as const;

/** Reads one chunk through the calendar's own query (same cache, so the editor's saves refresh it). */
export function ChunkLoader({
  hotelId,
  chunk,
  index,
  onState,
}: {
  hotelId: number;
  chunk: DateWindow;
  index: number;
  onState: (index: number, state: ChunkState, retry: () => void) => void;
}) {
  const query = useAriCalendar(hotelId, chunk);
  const { status, data, error, refetch } = query;
  useEffect(() => {
    const retry = () => void refetch();
    if (status === 'success') onState(index, { status, data }, retry);
    else if (status === 'error') onState(index, { status, error }, retry);
    else onState(index, { status: 'pending' }, retry);
  }, [status, data, error, refetch, index, onState]);
  return null;
}

export interface UrlState {
  roomId: number | null;
  ratePlanId: number | null;
  filters: ListFilters;
  group: boolean;
}

export function readUrl(params: URLSearchParams): UrlState {
  const num = (name: string) => {
    const v = Number(params.get(name));
    return Number.isInteger(v) && v > 0 ? v : null;
  };
  return {
    roomId: num('room'),
    ratePlanId: num('ratePlan'),
    filters: { onlyClosed: params.get('closed') === '1', onlyNoRate: params.get('noRate') === '1' },
    group: params.get('days') !== 'all',
  };
}

export function ViewNav({ showBulk }: { showBulk: boolean }) {
  const t = useT();
  const links = [
    { id: 'ratesAndAvailability', label: t('ratesList.viewCalendar') },
    { id: 'rates', label: t('ratesList.viewList') },
    { id: 'ratesEdit', label: t('ratesList.viewEdit') },
  ];
  return (
    <nav aria-label={t('ratesList.views')} className={calendarCss.viewNav}>
      {links.map((link) => (
        <Link
          key={link.id}
          to={routePath(link.id)}
          aria-current={link.id === 'rates' ? 'page' : undefined}
          className={link.id === 'rates' ? calendarCss.viewLinkActive : calendarCss.viewLink}
        >
          {link.label}
        </Link>
      ))}
      {showBulk ? (
        <Link to={routePath('bulkUpdates')} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('ratesList.bulkLink')}
        </Link>
      ) : null}
    </nav>
  );
}

export function RunRow({
  run,
  selection,
  active,
  onFocus,
}: {
  run: Run;
  selection: Selection;
  active: boolean;
  onFocus: () => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const f = run.facts;
  const single = run.nights === 1;
  const dates = single
    ? formatDate(run.from, 'EEE, d MMM yyyy', lang)
    : `${formatDate(run.from, 'd', lang)}–${formatDate(run.to, 'd MMM yyyy', lang)}`;
  const num = (v: number | null) => (v === null ? '—' : formatNumber(v, lang));
  let stay = t('ratesList.stayAny');
  if (f.stayMin !== null && f.stayMax !== null)
    stay = t('ratesList.stayRange', { min: f.stayMin, max: f.stayMax });
  else if (f.stayMin !== null) stay = t('ratesList.stayMin', { min: f.stayMin });
  else if (f.stayMax !== null) stay = t('ratesList.stayMax', { max: f.stayMax });
  const label = (key: (typeof COLUMNS)[number]) => (
    <span className={own.figureLabel}>{t(`ratesList.col.${key}`)}</span>
  );
  return (
    <div
      role="row"
      className={run.past ? `${own.row} ${own.pastRow}` : own.row}
      data-weekend={single && run.weekendDays === 1}
      data-today={run.containsToday}
      data-date={run.from}
    >
      <div role="rowheader" className={`${own.cell} ${own.dateCell}`}>
        <Link
          to={editorHref(run, selection)}
          className={run.past ? `${own.dateLink} ${own.pastLink}` : own.dateLink}
          tabIndex={active ? 0 : -1}
          onFocus={onFocus}
          aria-label={t(run.past ? 'ratesList.viewPast' : 'ratesList.editAt', { dates })}
          data-row-link=""
        >
          {dates}
        </Link>
        {run.containsToday ? <span className={own.tagToday}>{t('ratesList.todayBadge')}</span> : null}
        {run.past ? <span className={own.tagPast}>{t('ratesList.past')}</span> : null}
        {single && run.weekendDays === 1 ? (
          <span className={own.tagWeekend}>{t('ratesList.weekend')}</span>
        ) : null}
        {run.holiday ? (
          <span className={own.tagHoliday}>{t('ratesList.holiday', { name: run.holiday })}</span>
        ) : null}
        {!single ? (
          <span className={own.nights}>
            {tp('ratesList.nights', run.nights, {}, lang)}
            {run.weekendDays > 0 ? ` · ${tp('ratesList.weekendDays', run.weekendDays, {}, lang)}` : ''}
          </span>
        ) : null}
      </div>
      <div role="cell" className={`${own.cell} ${own.numeric} ${own.rateCell}`}>
        {f.rate === null ? (
          <span className={own.noRate}>{t('ratesList.noRate')}</span>
        ) : (
          formatCurrency(f.rate, 'IDR', lang)
        )}
      </div>
      <div className={own.figures}>
        <div role="cell" className={`${own.cell} ${own.numeric} ${own.figure}`}>
          {label('allotment')}
          {f.allotment === null ? t('ratesList.notSet') : num(f.allotment)}
        </div>
        <div role="cell" className={`${own.cell} ${own.numeric} ${own.figure}`}>
          {label('sold')}
          {num(f.sold)}
        </div>
        <div role="cell" className={`${own.cell} ${own.numeric} ${own.figure}`}>
          {label('remaining')}
          <span className={f.remaining !== null && f.remaining <= 0 ? own.negative : undefined}>
            {num(f.remaining)}
          </span>
        </div>
      </div>
      <div role="cell" className={`${own.cell} ${own.statusCell}`}>
        {f.closeOut ? (
          <span className={own.tagClosed}>{t('ratesList.closed')}</span>
        ) : (
          <span className={own.tagOpen}>{t('ratesList.open')}</span>
        )}
        {f.cta ? (
          <abbr title={t('ratesList.ctaLong')} className={own.tagRestriction}>
            {t('ratesList.cta')}
          </abbr>
        ) : null}
        {f.ctd ? (
          <abbr title={t('ratesList.ctdLong')} className={own.tagRestriction}>
            {t('ratesList.ctd')}
          </abbr>
        ) : null}
      </div>
      <div role="cell" className={`${own.cell} ${own.stayCell}`}>
        {stay}
      </div>
    </div>
  );
}
