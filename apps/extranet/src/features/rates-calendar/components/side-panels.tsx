import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonClassName } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { RadioGroup } from '@extranet/ui/radio-group';
import type { RateCalendarActiveCell } from '@extranet/ui/rate-calendar';
import { visuallyHidden } from '@extranet/ui/theme';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import * as css from '../../../shared/styles/page.css';
import type { Schemas } from '@extranet/api';
import { exportUrl, type ExportFormat } from '../api/export-ari';
import { useAriChangeLog } from '../api/list-ari-changes';
import { addDays, addMonths, type AriCalendar } from '../model';
import * as own from './rates-calendar.css';

const FIELD_KEYS: Record<string, string> = {
  allotment: 'rates.calendar.fieldLabel.allotment',
  rate: 'rates.calendar.fieldLabel.rate',
  closeOut: 'rates.calendar.fieldLabel.closeOut',
  cta: 'rates.calendar.fieldLabel.cta',
  ctd: 'rates.calendar.fieldLabel.ctd',
  stayMin: 'rates.calendar.fieldLabel.stayMin',
  stayMax: 'rates.calendar.fieldLabel.stayMax',
  occupancyRates: 'rates.calendar.fieldLabel.occupancyRates',
  softblockMax: 'rates.calendar.fieldLabel.softblockMax',
  advMin: 'rates.calendar.fieldLabel.advMin',
  advMax: 'rates.calendar.fieldLabel.advMax',
  stayThroughMin: 'rates.calendar.fieldLabel.stayThroughMin',
  stayThroughMax: 'rates.calendar.fieldLabel.stayThroughMax',
  cancellationPolicy: 'rates.calendar.fieldLabel.cancellationPolicy',
  mealPlan: 'rates.calendar.fieldLabel.mealPlan',
};

/** The grid's focused cell, shared with the change log without re-rendering the page on every key move. */
export interface ActiveCellStore {
  get: () => RateCalendarActiveCell | null;
  set: (cell: RateCalendarActiveCell | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createActiveCellStore(): ActiveCellStore {
  let cell: RateCalendarActiveCell | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => cell,
    set: (next) => {
      if (
        next === cell ||
        (next &&
          cell &&
          next.roomId === cell.roomId &&
          next.ratePlanId === cell.ratePlanId &&
          next.date === cell.date)
      )
        return;
      cell = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The focused cell, settled: the log is fetched once the focus rests (not for every cell passed with the keys). */
function useSettledCell(store: ActiveCellStore, delay = 250): RateCalendarActiveCell | null {
  const cell = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [settled, setSettled] = useState(cell);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(cell), delay);
    return () => clearTimeout(timer);
  }, [cell, delay]);
  return settled;
}

const MONEY_FIELDS = new Set(['rate', 'occupancyRates']);

function useShowValue() {
  const t = useT();
  const format = useFormat();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined) return t('rates.log.notSet');
    if (typeof value === 'boolean') return value ? t('rates.log.yes') : t('rates.log.no');
    if (typeof value === 'number') return MONEY_FIELDS.has(field) ? format.money(value) : format.count(value);
    if (typeof value === 'string') {
      const key =
        field === 'cancellationPolicy'
          ? `rates.bulk.cancellationOptions.${value}`
          : field === 'mealPlan'
            ? `ratePlans.meal.${value}`
            : '';
      const label = key ? t(key) : key;
      return label && label !== key ? label : value;
    }
    if (typeof value === 'object')
      return Object.entries(value as Record<string, unknown>)
        .map(([count, rate]) => t('rates.log.occupancy', { count, rate: format.money(Number(rate)) }))
        .join(', ');
    return JSON.stringify(value);
  };
}

function LogList({ entries, data }: { entries: Schemas['AriChange'][]; data: AriCalendar }) {
  const t = useT();
  const format = useFormat();
  const show = useShowValue();
  return (
    <ul className={own.logList}>
      {entries.map((e) => {
        const plan = data.ratePlans.find((p) => p.ratePlanId === e.ratePlanId)?.ratePlanName;
        const field = FIELD_KEYS[e.field] ? t(FIELD_KEYS[e.field]!) : e.field;
        const sourceKey = `rates.log.sources.${e.source}`;
        const source = t(sourceKey);
        return (
          <li key={e.changeId} className={own.logItem}>
            <span className={own.logWhat}>{plan ? `${field} · ${plan}` : field}</span>
            <span className={own.logValues}>
              <span className={own.logBefore}>
                <span className={visuallyHidden}>{t('rates.log.before')}: </span>
                {show(e.field, e.before)}
              </span>
              <span aria-hidden="true"> → </span>
              <span className={own.logAfter}>
                <span className={visuallyHidden}>{t('rates.log.after')}: </span>
                {show(e.field, e.after)}
              </span>
            </span>
            <span className={own.logMeta}>
              {e.accountName ?? t('rates.log.system')} · {source === sourceKey ? e.source : source} ·{' '}
              <time dateTime={e.changedAt}>{format.dateTime(e.changedAt)}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The change log of the grid's focused cell (its room and date; the rate plan's changes and the room's
 * allotment): who, when, source, before and after. Follows the focus, by keyboard or by click.
 */
export function CellLogPanel({
  hotelId,
  data,
  store,
}: {
  hotelId: number;
  data: AriCalendar;
  store: ActiveCellStore;
}) {
  const t = useT();
  const format = useFormat();
  const cell = useSettledCell(store);
  const roomId = cell ? cell.roomId : null;
  const ratePlanId = cell ? cell.ratePlanId : null;
  const log = useAriChangeLog(cell ? hotelId : null, roomId, cell?.date ?? null);
  const room = data.rooms.find((r) => r.roomId === roomId)?.roomName ?? '';
  const plan = data.ratePlans.find((p) => p.ratePlanId === ratePlanId)?.ratePlanName ?? '';
  const date = cell ? format.date(cell.date, { weekday: true }) : '';
  const entries = (log.data ?? []).filter((e) => e.ratePlanId === null || e.ratePlanId === ratePlanId);
  return (
    <div className={own.logPanel}>
      {cell ? (
        <p className={own.logCell}>{t('rates.log.cellDescription', { room, ratePlan: plan, date })}</p>
      ) : null}
      <div aria-live="polite" aria-busy={log.isFetching || undefined}>
        {!cell ? (
          <p className={css.muted}>{t('rates.log.cellHint')}</p>
        ) : log.isPending ? (
          <p className={css.muted}>{t('rates.log.loading')}</p>
        ) : log.isError ? (
          <p role="alert">{t('rates.log.failed')}</p>
        ) : entries.length === 0 ? (
          <p className={css.muted}>{t('rates.log.empty')}</p>
        ) : (
          <LogList entries={entries} data={data} />
        )}
      </div>
    </div>
  );
}

/** 30 days of rates and availability from the chosen start date, as Excel (the default) or CSV. */
export function DownloadPanel({ hotelId, today }: { hotelId: number; today: string }) {
  const t = useT();
  const [from, setFrom] = useState<string | null>(today);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  return (
    <section className={css.card} aria-labelledby="ari-download-title">
      <h2 id="ari-download-title" className={css.cardTitle}>
        {t('rates.calendar.download')}
      </h2>
      <div className={own.panelForm}>
        <DateField
          label={t('rates.calendar.downloadFrom')}
          description={t('rates.calendar.downloadHint')}
          value={from}
          onChange={setFrom}
          minValue={addDays(today, -90)}
          maxValue={addMonths(today, 18)}
        />
        <RadioGroup
          label={t('rates.calendar.downloadFormat')}
          value={format}
          onChange={(v) => setFormat(v as ExportFormat)}
          options={[
            { value: 'xlsx', label: t('rates.calendar.downloadXlsx') },
            { value: 'csv', label: t('rates.calendar.downloadCsv') },
          ]}
        />
        {from ? (
          <a
            href={exportUrl(hotelId, from, format)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('rates.calendar.download')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
