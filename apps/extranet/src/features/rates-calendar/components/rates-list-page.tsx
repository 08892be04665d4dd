import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatCurrency, formatDate, formatNumber, tp } from '@extranet/i18n';
import { routePath } from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { useAriCalendar } from '../api/get-ari-calendar';
import { propertyToday } from '../model';
import { DownloadPanel } from './side-panels';
import * as calendarCss from './rates-calendar.css';
import {
  buildRows,
  chunkIndexOf,
  chunksOf,
  editorHref,
  isFiltered,
  listWindow,
  monthsIn,
  ratePlansOf,
  resolveSelection,
  rowIndexOfDate,
  rowIndexOfMonth,
  stepRun,
  type ChunkState,
  type DateWindow,
  type ListFilters,
  type ListRow,
  type Run,
  type Selection,
} from '../list-model';
import * as own from './rates-list.css';

/** No holiday source exists yet (SPEC 7's holiday service is not wired); the model marks them when given. */
const HOLIDAYS: Readonly<Record<string, string>> = {};

/** The figures' columns, named once for the header row and the phone labels. */
const COLUMNS = ['date', 'rate', 'allotment', 'sold', 'remaining', 'status', 'stay'] as const;

/** Reads one chunk through the calendar's own query (same cache, so the editor's saves refresh it). */
function ChunkLoader({
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

interface UrlState {
  roomId: number | null;
  ratePlanId: number | null;
  filters: ListFilters;
  group: boolean;
}

function readUrl(params: URLSearchParams): UrlState {
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

function ViewNav({ showBulk }: { showBulk: boolean }) {
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

function RunRow({
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

function ListBody({
  hotelId,
  chunks,
  states,
  retries,
  wantThrough,
  today,
}: {
  hotelId: number;
  chunks: readonly DateWindow[];
  states: readonly (ChunkState | undefined)[];
  retries: readonly ((() => void) | undefined)[];
  wantThrough: (chunk: number) => void;
  today: string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const [params, setParams] = useSearchParams();
  const url = readUrl(params);
  const reference = useMemo(() => {
    // Rooms and rate plans: from the chunk of today (loaded first), else any loaded chunk.
    const loaded = states.find((s) => s?.status === 'success');
    return loaded?.status === 'success' ? loaded.data : null;
  }, [states]);
  const { roomId: askedRoom, ratePlanId: askedPlan, group } = url;
  const { onlyClosed, onlyNoRate } = url.filters;
  const selection = useMemo(
    () => (reference ? resolveSelection(reference, { roomId: askedRoom, ratePlanId: askedPlan }) : null),
    [reference, askedRoom, askedPlan],
  );
  const filters = useMemo<ListFilters>(() => ({ onlyClosed, onlyNoRate }), [onlyClosed, onlyNoRate]);
  const window = useMemo(() => ({ from: chunks[0]!.from, to: chunks.at(-1)!.to }), [chunks]);
  const months = useMemo(() => monthsIn(window), [window]);

  const rows = useMemo<ListRow[]>(
    () =>
      selection ? buildRows(chunks, states, selection, filters, { today, holidays: HOLIDAYS, group }) : [],
    [chunks, states, selection, filters, group, today],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  // The sticky column header sits above the rows inside the scroll area (hidden on a phone).
  const headRef = useRef<HTMLDivElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const measure = () => setHeadHeight(head.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useVirtualizer({
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === 'month' ? 48 : 56),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();

  // Loading as the reader scrolls: the "more" row coming into view asks for its chunk.
  const lastRow = rows.at(-1);
  const moreVisible =
    lastRow?.kind === 'more' && !lastRow.failed && items.some((i) => i.index === rows.length - 1);
  useEffect(() => {
    if (moreVisible && lastRow?.kind === 'more') wantThrough(lastRow.chunk);
  }, [moreVisible, lastRow, wantThrough]);

  // The active row (roving tab stop) and focus requests that wait for the row to be rendered.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const focusKey = useRef<string | null>(null);
  const [pending, setPending] = useState<{ kind: 'date' | 'month'; value: string } | null>({
    kind: 'date',
    value: today,
  });

  // Another room, plan or filter: back to today (the first matching date from today).
  const viewKey = `${selection?.roomId}|${selection?.ratePlanId}|${onlyClosed}|${onlyNoRate}|${group}`;
  const shownViewKey = useRef(viewKey);
  useEffect(() => {
    if (shownViewKey.current === viewKey) return;
    shownViewKey.current = viewKey;
    setActiveKey(null);
    setPending({ kind: 'date', value: today });
  }, [viewKey, today]);

  const activeIndex = activeKey === null ? -1 : rows.findIndex((r) => r.key === activeKey);
  const tabStopIndex = activeIndex !== -1 ? activeIndex : Math.max(0, rowIndexOfDate(rows, today));

  const focusRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row || row.kind !== 'run') return;
      setActiveKey(row.key);
      focusKey.current = row.key;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [rows, virtualizer],
  );

  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const link = scrollRef.current?.querySelector<HTMLElement>(`[data-key="${key}"] [data-row-link]`);
    if (link) {
      focusKey.current = null;
      link.focus({ preventScroll: true });
    }
  });

  // Month jumps and the first scroll to today wait until the chunks through the target are loaded.
  useEffect(() => {
    if (!pending) return;
    const last = rows.at(-1);
    const loadedThrough = last?.kind === 'more' ? last.chunk - 1 : chunks.length - 1;
    const chunk = chunkIndexOf(chunks, pending.value);
    if (chunk > loadedThrough) {
      if (last?.kind === 'more' && last.failed) setPending(null);
      else wantThrough(chunk);
      return;
    }
    setPending(null);
    const index =
      pending.kind === 'month' ? rowIndexOfMonth(rows, pending.value) : rowIndexOfDate(rows, pending.value);
    if (index !== -1) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [pending, rows, chunks, wantThrough, virtualizer]);

  const offset = (virtualizer.scrollOffset ?? 0) + headHeight;
  const firstVisible = items.find((item) => item.end > offset + 1)?.index ?? 0;
  const visibleMonth = (() => {
    const row = rows[firstVisible];
    if (row?.kind === 'month' || row?.kind === 'none') return row.month;
    if (row?.kind === 'run') return `${row.run.from.slice(0, 7)}-01`;
    return `${today.slice(0, 7)}-01`;
  })();

  const setParam = (changes: Record<string, string | null>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: 10,
      PageUp: -10,
      Home: -Infinity,
      End: Infinity,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (step === -Infinity) return focusRow(stepRun(rows, 0, -rows.length));
    if (step === Infinity) return focusRow(stepRun(rows, rows.length, rows.length));
    // From the list itself (or a row scrolled away): the first run in view.
    const rendered = activeIndex !== -1 && items.some((item) => item.index === activeIndex);
    if (event.target === scrollRef.current || !rendered)
      return focusRow(stepRun(rows, firstVisible - 1, Math.max(1, step)));
    focusRow(stepRun(rows, activeIndex, step));
  };

  if (!reference) return null;
  if (!selection) {
    return (
      <section className={css.card}>
        <h2 className={css.cardTitle}>{t('ratesList.emptyTitle')}</h2>
        <p className={css.muted}>{t('ratesList.emptyText')}</p>
        <Link to={routePath('ratePlans')} className={buttonClassName({ variant: 'primary' })}>
          {t('ratesList.ratePlansLink')}
        </Link>
      </section>
    );
  }

  const roomName = reference.rooms.find((r) => r.roomId === selection.roomId)?.roomName ?? '';
  const plans = ratePlansOf(reference, selection.roomId);
  const planName = plans.find((p) => p.id === selection.ratePlanId)?.label ?? '';
  const rooms = reference.rooms.filter((r) => reference.ratePlans.some((p) => p.roomId === r.roomId));
  const range = (c: DateWindow) => ({
    from: formatDate(c.from, 'd MMM yyyy', lang),
    to: formatDate(c.to, 'd MMM yyyy', lang),
  });

  const renderRow = (row: ListRow, index: number) => {
    switch (row.kind) {
      case 'month':
        return (
          <div role="row" className={own.monthRow}>
            <div role="columnheader" aria-colspan={COLUMNS.length}>
              <h2 className={own.monthTitle}>{formatDate(row.month, 'month', lang)}</h2>
            </div>
          </div>
        );
      case 'none':
        return (
          <div role="row" className={own.noteRow}>
            <div role="cell" aria-colspan={COLUMNS.length}>
              {t('ratesList.none')}
            </div>
          </div>
        );
      case 'more': {
        const chunk = chunks[row.chunk]!;
        return (
          <div role="row" className={own.noteRow}>
            <div role="cell" aria-colspan={COLUMNS.length}>
              {row.failed ? (
                <span role="alert">
                  {t('ratesList.loadFailed', range(chunk))}{' '}
                  <Button variant="secondary" size="sm" onClick={() => retries[row.chunk]?.()}>
                    {t('ratesList.retry')}
                  </Button>
                </span>
              ) : (
                <span role="status">{t('ratesList.loadingMore', range(chunk))}</span>
              )}
            </div>
          </div>
        );
      }
      case 'run':
        return (
          <RunRow
            run={row.run}
            selection={selection}
            active={index === tabStopIndex}
            onFocus={() => setActiveKey(row.key)}
          />
        );
    }
  };

  const listLabel = t('ratesList.listLabel', { room: roomName, ratePlan: planName });
  return (
    <>
      <section className={own.toolbar} aria-label={t('ratesList.filters')}>
        <Select
          label={t('ratesList.room')}
          options={rooms.map((r) => ({ id: String(r.roomId), label: r.roomName }))}
          value={String(selection.roomId)}
          onChange={(v) => v && setParam({ room: v, ratePlan: null })}
        />
        <Select
          label={t('ratesList.ratePlan')}
          options={plans.map((p) => ({ id: String(p.id), label: p.label }))}
          value={String(selection.ratePlanId)}
          onChange={(v) => v && setParam({ ratePlan: v })}
        />
        <Select
          label={t('ratesList.jumpTo')}
          options={months.map((m) => ({ id: m, label: formatDate(m, 'month', lang) }))}
          value={visibleMonth}
          onChange={(v) => v && setPending({ kind: 'month', value: v })}
        />
        <Button
          variant="secondary"
          onClick={() => setPending({ kind: 'date', value: today })}
          className={calendarCss.todayButton}
        >
          {t('ratesList.today')}
        </Button>
        <div className={own.toggles}>
          <Checkbox
            isSelected={url.filters.onlyClosed}
            onChange={(on) => setParam({ closed: on ? '1' : null })}
          >
            {t('ratesList.onlyClosed')}
          </Checkbox>
          <Checkbox
            isSelected={url.filters.onlyNoRate}
            onChange={(on) => setParam({ noRate: on ? '1' : null })}
          >
            {t('ratesList.onlyNoRate')}
          </Checkbox>
          <Checkbox isSelected={url.group} onChange={(on) => setParam({ days: on ? null : 'all' })}>
            {t('ratesList.group')}
          </Checkbox>
        </div>
      </section>

      <p className={own.keysHint} id="rates-list-keys">
        {t('ratesList.keyboardHint')}
      </p>
      {pending?.kind === 'month' ? (
        <p role="status" className={own.hint}>
          {t('ratesList.jumping', { month: formatDate(pending.value, 'month', lang) })}
        </p>
      ) : null}

      <div className={own.listCard}>
        <div
          ref={scrollRef}
          className={own.scroller}
          tabIndex={0}
          onKeyDown={onKeyDown}
          role="table"
          aria-label={listLabel}
          aria-describedby="rates-list-keys"
          aria-rowcount={-1}
          data-filtered={isFiltered(url.filters) || undefined}
        >
          <div role="rowgroup" className={own.headRow} ref={headRef}>
            <div role="row" style={{ display: 'contents' }}>
              {COLUMNS.map((c) => (
                <div
                  key={c}
                  role="columnheader"
                  className={
                    c === 'rate' || c === 'allotment' || c === 'sold' || c === 'remaining'
                      ? `${own.headCell} ${own.numeric}`
                      : own.headCell
                  }
                >
                  {t(`ratesList.col.${c}`)}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className={own.body} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  data-key={row.key}
                  ref={virtualizer.measureElement}
                  className={own.item}
                  style={{ transform: `translateY(${item.start - headHeight}px)` }}
                >
                  {renderRow(row, item.index)}
                </div>
              );
            })}
          </div>
        </div>
      </div>

      <div className={calendarCss.panels}>
        <DownloadPanel hotelId={hotelId} today={today} />
      </div>
    </>
  );
}

/** The chunks of one property: loaded in order, from the first (90 days back) through the last one asked for. */
function PropertyList({ hotelId, today }: { hotelId: number; today: string }) {
  const chunks = useMemo(() => chunksOf(listWindow(today)), [today]);
  const todayChunk = chunkIndexOf(chunks, today);
  const [through, setThrough] = useState(todayChunk);
  const [states, setStates] = useState<(ChunkState | undefined)[]>([]);
  const [retries, setRetries] = useState<(() => void)[]>([]);
  const wantThrough = useCallback((chunk: number) => setThrough((n) => Math.max(n, chunk)), []);
  const onState = useCallback((index: number, state: ChunkState, retry: () => void) => {
    setStates((prev) => {
      const next = [...prev];
      next[index] = state;
      return next;
    });
    setRetries((prev) => {
      const next = [...prev];
      next[index] = retry;
      return next;
    });
  }, []);

  // The page shows once the past and the chunk of today are in (the reader starts at today).
  const initial = states.slice(0, todayChunk + 1);
  const failed = initial.find((s) => s?.status === 'error');
  const ready = initial.length === todayChunk + 1 && initial.every((s) => s?.status === 'success');

  let body;
  if (failed?.status === 'error')
    body = (
      <RequestErrorScreen
        error={failed.error}
        onRetry={() => retries.forEach((retry) => retry())}
        headingLevel={2}
      />
    );
  else if (!ready) body = <PageLoading />;
  else
    body = (
      <ListBody
        hotelId={hotelId}
        chunks={chunks}
        states={states}
        retries={retries}
        wantThrough={wantThrough}
        today={today}
      />
    );
  return (
    <>
      {chunks.slice(0, through + 1).map((chunk, i) => (
        <ChunkLoader key={chunk.from} hotelId={hotelId} chunk={chunk} index={i} onState={onState} />
      ))}
      {body}
    </>
  );
}

/** `/rates-and-availability/rates`: the 18-month list (90 days back read-only), read in 3-month chunks. */
export function RatesListPage() {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const today = propertyToday();
  usePageTitle(t('ratesList.title'));
  return (
    <div className={calendarCss.page}>
      <header className={calendarCss.header}>
        <div className={css.pageHeader}>
          <h1 className={css.title}>{t('ratesList.title')}</h1>
          <p className={css.subtitle}>{t('ratesList.subtitle')}</p>
        </div>
        <ViewNav showBulk={hotel?.rateModel !== 'LOS'} />
      </header>
      {hotel ? <PropertyList key={hotel.hotelId} hotelId={hotel.hotelId} today={today} /> : <PageLoading />}
    </div>
  );
}
