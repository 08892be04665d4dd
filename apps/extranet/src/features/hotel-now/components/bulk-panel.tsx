import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { RadioGroup } from '@extranet/ui/radio-group';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useT } from '../../../shared/i18n/language';
import { srOnly } from '../../../shared/forms/forms.css';
import * as css from '../../../shared/styles/page.css';
import { bulkNights, type Availability, type BulkForm, type HotelNowRoom } from '../model';
import { useNightLabel } from './night-row';
import * as own from './hotel-now.css';

/** Monday first, as owners plan their week. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];

export const EMPTY_BULK = (data: Availability): BulkForm => ({
  from: data.nights[0] ?? '',
  to: data.nights[Math.min(6, data.nights.length - 1)] ?? '',
  days: WEEK,
  open: true,
  rooms: '',
  discount: '',
});

export function BulkPanel({
  data,
  room,
  onApply,
}: {
  data: Availability;
  room: HotelNowRoom;
  onApply: (form: BulkForm) => number;
}) {
  const t = useT();
  const night = useNightLabel();
  const [form, setForm] = useState<BulkForm>(() => EMPTY_BULK(data));
  const [result, setResult] = useState<string>('');
  const [dayError, setDayError] = useState<string | undefined>();
  const options = data.nights.map((date) => ({ id: date, label: night(date) }));
  const update = (patch: Partial<BulkForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setResult('');
  };
  const toggleDay = (day: number, on: boolean) => {
    update({ days: on ? [...new Set([...form.days, day])] : form.days.filter((d) => d !== day) });
    setDayError(undefined);
  };
  const apply = () => {
    if (form.days.length === 0) {
      setDayError(t('hotelNow.bulk.dayRequired'));
      return;
    }
    const count = bulkNights(room, form).length;
    if (count === 0) {
      setResult(t('hotelNow.bulk.none'));
      return;
    }
    onApply(form);
    setResult(t('hotelNow.bulk.applied', { count }));
  };
  return (
    <section className={css.card} aria-labelledby="hotel-now-bulk">
      <div>
        <h2 id="hotel-now-bulk" className={css.cardTitle}>
          {t('hotelNow.bulk.title')}
        </h2>
        <p className={css.muted}>{t('hotelNow.bulk.hint', { room: room.name })}</p>
      </div>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <div className={own.pair}>
          <Select
            label={t('hotelNow.bulk.from')}
            options={options}
            value={form.from}
            onChange={(v) => update({ from: v ?? form.from })}
          />
          <Select
            label={t('hotelNow.bulk.to')}
            options={options}
            value={form.to}
            onChange={(v) => update({ to: v ?? form.to })}
          />
        </div>
        <fieldset className={own.fieldset} aria-describedby={dayError ? 'hotel-now-days-error' : undefined}>
          <legend className={own.legend}>{t('hotelNow.bulk.days')}</legend>
          <div className={own.days}>
            {WEEK.map((day) => (
              <Checkbox key={day} isSelected={form.days.includes(day)} onChange={(on) => toggleDay(day, on)}>
                <span aria-hidden="true">{t(`rates.bulk.weekdays.${day}`)}</span>
                <span className={srOnly}>{t(`rates.bulk.weekdayNames.${day}`)}</span>
              </Checkbox>
            ))}
          </div>
          {dayError ? (
            <p id="hotel-now-days-error" className={own.cellError}>
              {dayError}
            </p>
          ) : null}
        </fieldset>
        <RadioGroup
          label={t('hotelNow.bulk.action')}
          orientation="horizontal"
          options={[
            { value: 'open', label: t('hotelNow.bulk.open') },
            { value: 'close', label: t('hotelNow.bulk.close') },
          ]}
          value={form.open ? 'open' : 'close'}
          onChange={(v) => update({ open: v === 'open' })}
        />
        {form.open ? (
          <div className={own.pair}>
            <TextField
              label={t('hotelNow.bulk.rooms')}
              inputMode="numeric"
              value={form.rooms}
              onChange={(v) => update({ rooms: v })}
              description={t('hotelNow.bulk.keepHint')}
            />
            <TextField
              label={t('hotelNow.bulk.discount')}
              inputMode="numeric"
              value={form.discount}
              onChange={(v) => update({ discount: v })}
              description={t('hotelNow.bulk.keepHint')}
            />
          </div>
        ) : null}
        <Button type="submit" variant="secondary">
          {t('hotelNow.bulk.apply')}
        </Button>
        <p role="status" className={css.muted}>
          {result}
        </p>
      </form>
    </section>
  );
}
