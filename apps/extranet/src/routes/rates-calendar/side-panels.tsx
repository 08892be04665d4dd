import { useState } from 'react';
import { Button, buttonClassName } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { Dialog } from '@extranet/ui/dialog';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../i18n/language';
import * as css from '../../styles/page.css';
import { exportUrl, useAriChangeLog, type AriLogEntry } from './ari-api';
import { addDays, addMonths, type AriCalendarData } from './ari-model';
import * as own from './rates-calendar.css';

const FIELD_KEYS: Record<string, string> = {
  allotment: 'rates.calendar.fieldLabel.allotment',
  rate: 'rates.calendar.fieldLabel.rate',
  closeOut: 'rates.calendar.fieldLabel.closeOut',
  cta: 'rates.calendar.fieldLabel.cta',
  ctd: 'rates.calendar.fieldLabel.ctd',
  stayMin: 'rates.calendar.fieldLabel.stayMin',
  stayMax: 'rates.calendar.fieldLabel.stayMax',
};

function LogTable({ entries, data }: { entries: AriLogEntry[]; data: AriCalendarData }) {
  const t = useT();
  const { lang } = useLanguage();
  const when = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  });
  const show = (value: unknown): string => {
    if (value === null || value === undefined) return t('rates.log.notSet');
    if (typeof value === 'boolean') return value ? t('rates.log.yes') : t('rates.log.no');
    if (typeof value === 'number') return new Intl.NumberFormat('id-ID').format(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <div className={own.tableScroll}>
      <table className={own.table}>
        <thead>
          <tr>
            <th scope="col">{t('rates.log.when')}</th>
            <th scope="col">{t('rates.log.who')}</th>
            <th scope="col">{t('rates.log.source')}</th>
            <th scope="col">{t('rates.log.what')}</th>
            <th scope="col">{t('rates.log.before')}</th>
            <th scope="col">{t('rates.log.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const plan = data.ratePlans.find((p) => p.ratePlanId === e.ratePlanId)?.ratePlanName;
            const field = FIELD_KEYS[e.field] ? t(FIELD_KEYS[e.field]!) : e.field;
            const sourceKey = `rates.log.sources.${e.source}`;
            const source = t(sourceKey);
            return (
              <tr key={e.changeId}>
                <td>{when.format(new Date(e.changedAt))}</td>
                <td>{e.accountName ?? t('rates.log.system')}</td>
                <td>{source === sourceKey ? e.source : source}</td>
                <td>{plan ? `${field} · ${plan}` : field}</td>
                <td>{show(e.before)}</td>
                <td>{show(e.after)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Change log per room and date: who, when, source, before and after, in a dialog. */
export function ChangeLogPanel({
  hotelId,
  data,
  today,
}: {
  hotelId: number;
  data: AriCalendarData;
  today: string;
}) {
  const t = useT();
  const [roomId, setRoomId] = useState<number | null>(data.rooms[0]?.roomId ?? null);
  const [date, setDate] = useState<string | null>(today);
  const [open, setOpen] = useState(false);
  const log = useAriChangeLog(open ? hotelId : null, roomId, date);
  const roomName = data.rooms.find((r) => r.roomId === roomId)?.roomName ?? '';
  return (
    <section className={css.card} aria-labelledby="ari-log-title">
      <h2 id="ari-log-title" className={css.cardTitle}>
        {t('rates.log.title')}
      </h2>
      <div className={own.panelForm}>
        <Select
          label={t('rates.log.room')}
          options={data.rooms.map((r) => ({ id: String(r.roomId), label: r.roomName }))}
          value={roomId === null ? null : String(roomId)}
          onChange={(v) => setRoomId(v === null ? null : Number(v))}
        />
        <DateField
          label={t('rates.log.date')}
          value={date}
          onChange={setDate}
          minValue={addDays(today, -90)}
          maxValue={addMonths(today, 18)}
        />
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={roomId === null || date === null}>
          {t('rates.log.show')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={t('rates.log.title')}
        description={t('rates.log.description', { room: roomName, date: date ?? '' })}
      >
        {log.isPending ? (
          <p role="status">{t('rates.log.loading')}</p>
        ) : log.isError ? (
          <p role="alert">{t('rates.log.failed')}</p>
        ) : log.data.length === 0 ? (
          <p>{t('rates.log.empty')}</p>
        ) : (
          <LogTable entries={log.data} data={data} />
        )}
      </Dialog>
    </section>
  );
}

/** 30 days of rates and availability as CSV, from the chosen start date. */
export function DownloadPanel({ hotelId, today }: { hotelId: number; today: string }) {
  const t = useT();
  const [from, setFrom] = useState<string | null>(today);
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
        {from ? (
          <a href={exportUrl(hotelId, from)} download className={buttonClassName({ variant: 'secondary' })}>
            {t('rates.calendar.download')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
