import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@extranet/i18n';
import { routePath } from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { propertyToday } from '../model';
import { DownloadPanel } from './side-panels';
import * as calendarCss from './rates-calendar.css';
import {
  buildRows,
  chunkIndexOf,
  chunksOf,
  isFiltered,
  listWindow,
  monthsIn,
  ratePlansOf,
  resolveSelection,
  type ChunkState,
  type DateWindow,
  type ListFilters,
  type ListRow,
} from '../list-model';
import * as own from './rates-list.css';

import { COLUMNS, ChunkLoader, RunRow, ViewNav, readUrl } from './rates-list-parts';
import { HolidaysFailed, useHolidayNames } from './holidays';
import { useListNavigation } from './use-list-navigation';

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
  const holidays = useHolidayNames(window);

  const rows = useMemo<ListRow[]>(
    () =>
      selection
        ? buildRows(chunks, states, selection, filters, { today, holidays: holidays.names, group })
        : [],
    [chunks, states, selection, filters, group, today, holidays.names],
  );

  const viewKey = `${selection?.roomId}|${selection?.ratePlanId}|${onlyClosed}|${onlyNoRate}|${group}`;
  const {
    scrollRef,
    headRef,
    headHeight,
    virtualizer,
    items,
    pending,
    setPending,
    setActiveKey,
    tabStopIndex,
    visibleMonth,
    onKeyDown,
  } = useListNavigation({ rows, chunks, today, wantThrough, viewKey });

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
      {holidays.failed ? <HolidaysFailed retry={holidays.retry} /> : null}
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
  const today = propertyToday(hotel?.timeZone);
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
