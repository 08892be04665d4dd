import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button, buttonClassName } from '@extranet/ui/button';
import { Select } from '@extranet/ui/select';
import { Dialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import {
  RateCalendar,
  type RateCalendarChange,
  type RateCalendarValidator,
} from '@extranet/ui/rate-calendar';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { useAriCalendar } from '../api/get-ari-calendar';
import { writeAriChanges } from '../api/save-ari-changes';
import { ariKey } from '../../../shared/api/query-keys';
import {
  calendarChoices,
  chooseRoom,
  describeBatchErrors,
  filterOptions,
  minSellPrices,
  monthsOf,
  occupancyAt,
  openingFromUrl,
  propertyToday,
  restrictionFields,
  toBatch,
  toSeries,
  viewWindow,
  type AriCalendar,
  type CalendarFilters,
  type CalendarView,
} from '../model';
import { AnomalyDialog, useAnomalyQuestion } from './anomaly-dialog';
import { LeaveGuard } from './leave-guard';
import { HolidaysFailed, useHolidayNames } from './holidays';
import { CellLogPanel, createActiveCellStore, DownloadPanel } from './side-panels';
import * as own from './rates-calendar.css';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { useFormat } from '../../../shared/format';

const PHONE_QUERY = '(max-width: 720px)';

/** Whether the viewport is phone-sized (the change log is then a bottom sheet). */
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(PHONE_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

const TITLES: Record<CalendarView, string> = {
  calendar: 'rates.calendar.title',
  list: 'rates.calendar.listTitle',
  edit: 'rates.calendar.editTitle',
};

function ViewNav({ view, showBulk }: { view: CalendarView; showBulk: boolean }) {
  const t = useT();
  const links: { view: CalendarView; to: string; label: string }[] = [
    { view: 'calendar', to: '/v3/rates-and-availability', label: t('rates.calendar.viewCalendar') },
    { view: 'list', to: '/v3/rates-and-availability/rates', label: t('rates.calendar.viewList') },
    { view: 'edit', to: '/v3/rates-and-availability/rates/edit', label: t('rates.calendar.viewEdit') },
  ];
  return (
    <nav aria-label={t('rates.calendar.views')} className={own.viewNav}>
      {links.map((link) => (
        <Link
          key={link.view}
          to={link.to}
          aria-current={link.view === view ? 'page' : undefined}
          className={link.view === view ? own.viewLinkActive : own.viewLink}
        >
          {link.label}
        </Link>
      ))}
      {showBulk ? (
        <Link
          to="/v3/rates-and-availability/bulk-updates"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('rates.calendar.bulkLink')}
        </Link>
      ) : null}
    </nav>
  );
}

function CalendarBody({
  data,
  hotelId,
  hotelName,
  view,
  today,
  holidays,
}: {
  data: AriCalendar;
  hotelId: number;
  hotelName: string;
  view: CalendarView;
  today: string;
  holidays: ReturnType<typeof useHolidayNames>;
}) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [searchParams] = useSearchParams();
  const [opening] = useState(() => openingFromUrl(data, searchParams, today));
  const [filters, setFilters] = useState<CalendarFilters>(opening.filters);
  const [jump, setJump] = useState<{ date: string; seq: number }>({ date: opening.date, seq: 0 });
  const [pendingCount, setPendingCount] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);
  const question = useAnomalyQuestion();
  const readOnly = view === 'list';
  const phone = usePhone();
  const activeCell = useMemo(createActiveCellStore, []);
  const [logOpen, setLogOpen] = useState(false);
  const extraFields = useMemo(() => restrictionFields(data), [data]);
  const choices = useMemo(() => calendarChoices(t), [t]);

  const { abilities } = useHotelContext();
  const mayPriceStatic = abilities['ari.editStaticRates'];
  const series = useMemo(
    () =>
      toSeries(data, filters, {
        lockStaticRates: !mayPriceStatic,
        staticName: (name) => t('rates.calendar.staticPlanName', { name }),
      }),
    [data, filters, mayPriceStatic, t],
  );
  const options = useMemo(() => filterOptions(data, filters), [data, filters]);
  const months = useMemo(() => monthsOf({ from: data.from, to: data.to }), [data.from, data.to]);
  const minSell = useMemo(() => minSellPrices(data), [data]);
  const names = useCallback(
    (c: { roomId: number; ratePlanId?: number | null; date: string }) => {
      const room = data.rooms.find((r) => r.roomId === c.roomId)?.roomName ?? String(c.roomId);
      const plan = data.ratePlans.find((p) => p.ratePlanId === c.ratePlanId)?.ratePlanName ?? '';
      return t('rates.calendar.cellRef', { room, ratePlan: plan || '—', date: format.date(c.date) });
    },
    [data, t, format],
  );

  const validate = useCallback<RateCalendarValidator>(
    ({ change }) => {
      // The rate and the occupancy rates (occupancy1…): none below the room's minimum sell price (SPEC 5).
      const isRate = change.field === 'rate' || /^occupancy\d+$/.test(change.field);
      if (!isRate || typeof change.value !== 'number') return null;
      const min = minSell.get(change.roomId) ?? 0;
      return change.value < min ? t('rates.calendar.belowMinimum', { min: format.money(min) }) : null;
    },
    [minSell, t, format],
  );

  /**
   * Review -> one write; only when the server refuses it as a rate anomaly (it then writes nothing) the owner
   * confirms and the same batch goes again with the anomalies confirmed.
   */
  const save = async (changes: RateCalendarChange[]) => {
    const batch = toBatch(changes, (roomId, ratePlanId, date) => occupancyAt(data, roomId, ratePlanId, date));
    setRefused([]);
    if (batch.length === 0) return;
    try {
      const result = await writeAriChanges(hotelId, batch, question.ask);
      showSuccess(t('rates.calendar.saved', { count: result.changed }));
      await queryClient.invalidateQueries({ queryKey: ariKey(hotelId) });
    } catch (error) {
      if (isApiError(error) && error.code !== 'RATE_ANOMALY') {
        setRefused(
          error.errors && error.errors.length > 0
            ? describeBatchErrors(batch, error.errors, names)
            : [error.message],
        );
      }
      throw error;
    }
  };

  const goTo = (date: string) => setJump((j) => ({ date, seq: j.seq + 1 }));
  const jumpLocked = pendingCount > 0;

  return (
    <>
      <section className={own.toolbar} aria-label={t('rates.calendar.filters')}>
        <Select
          label={t('rates.calendar.room')}
          className={own.filter}
          options={[
            { id: 'all', label: t('rates.calendar.allRooms') },
            ...options.rooms.map((r) => ({ id: String(r.id), label: r.label })),
          ]}
          value={filters.roomId === null ? 'all' : String(filters.roomId)}
          onChange={(v) =>
            setFilters(chooseRoom(data, filters, v === null || v === 'all' ? null : Number(v)))
          }
        />
        <Select
          label={t('rates.calendar.ratePlan')}
          className={own.filter}
          options={[
            { id: 'all', label: t('rates.calendar.allRatePlans') },
            ...options.ratePlans.map((p) => ({ id: String(p.id), label: p.label })),
          ]}
          value={filters.ratePlanId === null ? 'all' : String(filters.ratePlanId)}
          onChange={(v) =>
            setFilters({ ...filters, ratePlanId: v === null || v === 'all' ? null : Number(v) })
          }
        />
        <Select
          label={t('rates.calendar.jumpTo')}
          className={own.filter}
          isDisabled={jumpLocked}
          description={jumpLocked ? t('rates.calendar.jumpDisabled') : undefined}
          options={months.map((m) => ({ id: m, label: format.month(m) }))}
          value={`${jump.date.slice(0, 7)}-01`}
          onChange={(v) => {
            if (v) goTo(v < data.from ? data.from : v);
          }}
        />
        <Button
          variant="secondary"
          onClick={() => goTo(today)}
          disabled={jumpLocked}
          className={own.todayButton}
        >
          {t('rates.calendar.today')}
        </Button>
      </section>

      <p className={own.keyboardHint}>{t('rates.calendar.legend')}</p>
      <p className={own.touchHint}>{t('rates.calendar.touchLegend')}</p>
      {readOnly ? <p className={own.hint}>{t('rates.calendar.readOnlyNote')}</p> : null}
      {refused.length > 0 ? (
        <div role="alert" className={own.refused}>
          <p className={own.refusedTitle}>{t('rates.calendar.saveRefused')}</p>
          <ul>
            {refused.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={own.gridActions}>
        <p className={own.keyboardHint}>{t('rates.calendar.restrictionsHint')}</p>
        <p className={own.touchHint}>{t('rates.calendar.touchRestrictionsHint')}</p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={logOpen && !phone ? 'ari-cell-log' : undefined}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t('rates.log.toggle')}
        </Button>
      </div>
      <div
        className={
          logOpen && !phone ? `${own.calendarLayout} ${own.calendarLayoutWithLog}` : own.calendarLayout
        }
      >
        <div className={own.gridWrap}>
          {holidays.failed ? <HolidaysFailed retry={holidays.retry} /> : null}
          <RateCalendar
            key={`${jump.seq}`}
            aria-label={t('rates.calendar.gridLabel', { property: hotelName })}
            series={series}
            startDate={data.from}
            days={data.days}
            today={today}
            holidays={holidays.names}
            initialDate={jump.date}
            readOnly={readOnly}
            restrictionFields={extraFields}
            choices={choices}
            validate={validate}
            onSave={readOnly ? undefined : save}
            onPendingCountChange={setPendingCount}
            onActiveCellChange={activeCell.set}
            height={phone ? 460 : 600}
          />
        </div>
        {logOpen && !phone ? (
          <section id="ari-cell-log" className={own.logAside} aria-labelledby="ari-cell-log-title">
            <h2 id="ari-cell-log-title" className={own.logTitle}>
              {t('rates.log.cellTitle')}
            </h2>
            <CellLogPanel hotelId={hotelId} data={data} store={activeCell} />
          </section>
        ) : null}
      </div>
      {phone ? (
        <Dialog
          open={logOpen}
          onOpenChange={setLogOpen}
          title={t('rates.log.cellTitle')}
          className={own.logSheet}
        >
          <CellLogPanel hotelId={hotelId} data={data} store={activeCell} />
        </Dialog>
      ) : null}

      <div className={own.panels}>
        <DownloadPanel hotelId={hotelId} today={today} />
      </div>

      <AnomalyDialog data={data} anomalies={question.anomalies} reply={question.reply} />
      {readOnly ? null : <LeaveGuard pendingCount={pendingCount} />}
    </>
  );
}

function RatesScreen({ view }: { view: CalendarView }) {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const today = propertyToday(hotel?.timeZone);
  const window = useMemo(() => viewWindow(view, today), [view, today]);
  const query = useAriCalendar(hotel?.hotelId ?? null, window);
  const holidays = useHolidayNames(window);
  usePageTitle(t(TITLES[view]));

  let body;
  if (!hotel || query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />;
  else if (query.data.rooms.length === 0)
    body = (
      <section className={css.card}>
        <h2 className={css.cardTitle}>{t('rates.calendar.emptyTitle')}</h2>
        <p className={css.muted}>{t('rates.calendar.emptyText')}</p>
        <Link to="/v3/rates-and-availability/rate-plans" className={buttonClassName({ variant: 'primary' })}>
          {t('rates.calendar.ratePlansLink')}
        </Link>
      </section>
    );
  else
    body = (
      <CalendarBody
        data={query.data}
        hotelId={hotel.hotelId}
        hotelName={hotel.name}
        view={view}
        today={today}
        holidays={holidays}
      />
    );

  return (
    <div className={own.page}>
      <header className={own.header}>
        <div className={css.pageHeader}>
          <h1 className={css.title}>{t(TITLES[view])}</h1>
          <p className={css.subtitle}>{t('rates.calendar.subtitle')}</p>
        </div>
        <ViewNav view={view} showBulk={hotel?.rateModel !== 'LOS'} />
      </header>
      {body}
    </div>
  );
}

/** `/rates-and-availability`: 90 days back (read-only) and 11 months ahead, editable. */
export function RatesCalendarPage() {
  return <RatesScreen view="calendar" />;
}

/** `/rates-and-availability/rates/edit`: the 18-month view, editable. */
export function RatesEditPage() {
  return <RatesScreen view="edit" />;
}
