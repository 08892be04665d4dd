import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, unwrap } from '@extranet/api';
import { HOTEL_NOW_END_TIME, HOTEL_NOW_START_TIME } from '@extranet/domain';
import { formatDate } from '@extranet/i18n';
import { messageOf } from '@extranet/validation';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { Dialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { RadioGroup } from '@extranet/ui/radio-group';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useToast } from '@extranet/ui/toast';
import { api } from '../../../shared/api/client';
import { errorMessage } from '../../../shared/api/error-message';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
import * as css from '../../../shared/styles/page.css';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import {
  applyBulk,
  bulkNights,
  cellErrors,
  cellKey,
  pendingChanges,
  serverErrorsByCell,
  setCell,
  toChanges,
  valueOf,
  type Availability,
  type BulkForm,
  type CellValue,
  type Draft,
  type HotelNowNight,
  type HotelNowRoom,
  type PendingChange,
} from '../model';
import * as own from './hotel-now.css';
import * as workspace from '../../../shared/styles/workspace.css';

const hotelNowKey = (hotelId: number) => ['hotel-now', hotelId] as const;
/** Monday first, as owners plan their week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

function useNightLabel() {
  const { lang } = useLanguage();
  return (date: string, pattern = 'EEE, d MMM') => formatDate(date, pattern, lang);
}

function WindowStatus({ data }: { data: Availability }) {
  const t = useT();
  const { lang } = useLanguage();
  const w = data.window;
  const open = w.status === 'OPEN';
  return (
    <section className={css.card} aria-labelledby="hotel-now-window">
      <h2 id="hotel-now-window" className={srOnly}>
        {t('hotelNow.window.label')}
      </h2>
      <div className={own.status}>
        <Badge tone={open ? 'success' : 'info'}>
          {open
            ? t('hotelNow.window.openNow', { time: w.endTime })
            : t('hotelNow.window.opensToday', { time: w.startTime })}
        </Badge>
        <span className={own.statusNight}>
          {t('hotelNow.window.currentNight', { date: formatDate(w.night, 'withWeekday', lang) })}
        </span>
      </div>
      <p className={css.muted}>{t('hotelNow.window.explain', { start: w.startTime, end: w.endTime })}</p>
    </section>
  );
}

const EMPTY_BULK = (data: Availability): BulkForm => ({
  from: data.nights[0] ?? '',
  to: data.nights[Math.min(6, data.nights.length - 1)] ?? '',
  days: WEEK,
  open: true,
  rooms: '',
  discount: '',
});

function BulkPanel({
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

function NightRow({
  room,
  night,
  value,
  changed,
  serverErrors,
  onChange,
}: {
  room: HotelNowRoom;
  night: HotelNowNight;
  value: CellValue;
  changed: boolean;
  serverErrors: Record<string, string> | undefined;
  onChange: (value: CellValue) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const label = useNightLabel();
  const errors = changed ? cellErrors(night, value) : [];
  const errorOf = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? messageOf(e, { lang }) : serverErrors?.[field];
  };
  const id = `hn-${room.roomId}-${night.date}`;
  const nightText = label(night.date, 'EEEE, d MMMM yyyy');
  const roomsError = errorOf('rooms');
  const discountError = errorOf('discountPercent');
  const dateError = errorOf('date');
  const readOnly = night.state === 'PAST';
  return (
    <tr className={changed ? own.changedRow : undefined}>
      <th scope="row" className={own.nightCell}>
        <span>{label(night.date)}</span>
        {night.state === 'RUNNING' || changed ? (
          <span className={own.nightSub}>
            {night.state === 'RUNNING' ? <Badge tone="success">{t('hotelNow.table.running')}</Badge> : null}
            {changed ? <Badge tone="info">{t('hotelNow.table.changed')}</Badge> : null}
          </span>
        ) : null}
        {dateError ? <p className={own.cellError}>{dateError}</p> : null}
      </th>
      <td className={own.td}>
        <span className={own.unsold}>{night.unsold}</span>
        <span className={own.unsoldOf}>{t('hotelNow.table.unsoldOf', { allotment: night.allotment })}</span>
        {night.hotelNowSold > 0 ? (
          <span className={own.unsoldOf}>
            {t('hotelNow.table.hotelNowSold', { sold: night.hotelNowSold })}
          </span>
        ) : null}
      </td>
      <td className={own.td}>
        <Checkbox
          aria-label={t('hotelNow.table.takesPartOf', { night: nightText })}
          isSelected={value.open}
          isDisabled={readOnly}
          onChange={(open) => onChange({ ...value, open })}
        />
      </td>
      <td className={own.td}>
        <input
          id={`${id}-rooms`}
          className={own.cellInput}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('hotelNow.table.roomsOf', { night: nightText })}
          aria-invalid={roomsError ? true : undefined}
          aria-describedby={roomsError ? `${id}-rooms-error` : undefined}
          disabled={readOnly || !value.open}
          value={value.rooms}
          onChange={(e) => onChange({ ...value, rooms: e.target.value })}
        />
        {roomsError ? (
          <p id={`${id}-rooms-error`} className={own.cellError}>
            {roomsError}
          </p>
        ) : null}
      </td>
      <td className={own.td}>
        <input
          id={`${id}-discount`}
          className={own.cellInput}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('hotelNow.table.discountOf', { night: nightText })}
          aria-invalid={discountError ? true : undefined}
          aria-describedby={discountError ? `${id}-discount-error` : undefined}
          disabled={readOnly || !value.open}
          value={value.discount}
          onChange={(e) => onChange({ ...value, discount: e.target.value })}
        />
        {discountError ? (
          <p id={`${id}-discount-error`} className={own.cellError}>
            {discountError}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

function offerText(t: ReturnType<typeof useT>, value: CellValue): string {
  return value.open
    ? t('hotelNow.save.offer', { rooms: value.rooms || '–', discount: value.discount || '–' })
    : t('hotelNow.save.closed');
}

function PreviewDialog({
  changes,
  open,
  saving,
  onOpenChange,
  onConfirm,
}: {
  changes: readonly PendingChange[];
  open: boolean;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const night = useNightLabel();
  return (
    <Dialog
      title={t('hotelNow.save.previewTitle')}
      description={t('hotelNow.save.previewIntro', { count: changes.length })}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('hotelNow.save.back')}
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            {t('hotelNow.save.confirm')}
          </Button>
        </>
      }
    >
      <div className={own.previewWrap}>
        <table className={own.table}>
          <caption className={srOnly}>{t('hotelNow.save.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.room')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.night')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.before')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={cellKey(c.room.roomId, c.night.date)}>
                <td className={own.td}>{c.room.name}</td>
                <td className={own.td}>{night(c.night.date)}</td>
                <td className={own.td}>{offerText(t, c.before)}</td>
                <td className={own.td}>{offerText(t, c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}

function HotelNowBody({ data, hotelId }: { data: Availability; hotelId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [roomId, setRoomId] = useState<number>(data.rooms[0]!.roomId);
  const [draft, setDraft] = useState<Draft>({});
  const [serverErrors, setServerErrors] = useState<Record<string, Record<string, string>>>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  // After a save the review button is disabled (nothing pending), so the dialog cannot hand the focus back to
  // it: the save bar, which now reads "no changes", takes it instead of the page's start.
  const saveBar = useRef<HTMLDivElement>(null);
  const saved = useRef(false);
  useEffect(() => {
    if (previewOpen || !saved.current) return;
    saved.current = false;
    saveBar.current?.focus();
  }, [previewOpen]);
  const room = data.rooms.find((r) => r.roomId === roomId) ?? data.rooms[0]!;
  const changes = useMemo(() => pendingChanges(data, draft), [data, draft]);
  const invalid = changes.filter((c) => c.errors.length > 0);
  const openNights = room.nights.filter((n) => valueOf(draft, room.roomId, n).open).length;

  const edit = (target: HotelNowRoom, night: HotelNowNight, value: CellValue) => {
    setDraft((d) => setCell(d, target.roomId, night, value));
    setServerErrors((s) => {
      const next = { ...s };
      delete next[cellKey(target.roomId, night.date)];
      return next;
    });
  };

  const save = useMutation({
    mutationFn: async (batch: readonly PendingChange[]) =>
      unwrap(
        api.PUT('/api/v1/hotels/{hotelId}/hotel-now', {
          params: { path: { hotelId } },
          body: { changes: toChanges(batch) },
        }),
      ),
    onSuccess: (result, batch) => {
      queryClient.setQueryData(hotelNowKey(hotelId), result.availability);
      setDraft({});
      setServerErrors({});
      saved.current = true;
      setPreviewOpen(false);
      showSuccess(t('hotelNow.save.saved', { count: batch.length }));
    },
    onError: (error, batch) => {
      setPreviewOpen(false);
      if (isApiError(error) && error.errors?.length) {
        setServerErrors(serverErrorsByCell(batch, error.errors));
        showError(t('hotelNow.save.failed'));
      } else {
        showError(errorMessage(error, t('hotelNow.save.failed')));
      }
    },
  });

  const review = () => {
    const first = invalid[0];
    if (first) {
      setRoomId(first.room.roomId);
      const field = first.errors[0]?.field === 'discountPercent' ? 'discount' : 'rooms';
      requestAnimationFrame(() =>
        document.getElementById(`hn-${first.room.roomId}-${first.night.date}-${field}`)?.focus(),
      );
      return;
    }
    setPreviewOpen(true);
  };

  return (
    <>
      <div className={`${workspace.workspace} ${workspace.sideAtLeast280}`}>
        <div className={workspace.main}>
          <div className={own.roomBar}>
            <div className={own.roomSelect}>
              <Select
                label={t('hotelNow.room')}
                options={data.rooms.map((r) => ({ id: String(r.roomId), label: r.name }))}
                value={String(room.roomId)}
                onChange={(v) => v && setRoomId(Number(v))}
              />
            </div>
            <span className={css.muted}>
              {t('hotelNow.summary', { open: openNights, total: room.nights.length })}
            </span>
          </div>
          <div className={own.tableWrap}>
            <table className={own.table}>
              <caption className={own.caption}>
                {t('hotelNow.table.caption', { room: room.name, count: room.nights.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={own.th}>
                    {t('hotelNow.table.night')}
                  </th>
                  <th scope="col" className={own.th}>
                    {t('hotelNow.table.unsold')}
                  </th>
                  <th scope="col" className={own.th}>
                    {t('hotelNow.table.takesPart')}
                  </th>
                  <th scope="col" className={own.th}>
                    {t('hotelNow.table.rooms')}
                  </th>
                  <th scope="col" className={own.th}>
                    {t('hotelNow.table.discount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {room.nights.map((night) => {
                  const key = cellKey(room.roomId, night.date);
                  return (
                    <NightRow
                      key={key}
                      room={room}
                      night={night}
                      value={valueOf(draft, room.roomId, night)}
                      changed={key in draft}
                      serverErrors={serverErrors[key]}
                      onChange={(value) => edit(room, night, value)}
                    />
                  );
                })}
              </tbody>
            </table>
          </div>
          <div
            className={own.saveBar}
            ref={saveBar}
            tabIndex={-1}
            role="region"
            aria-label={t('hotelNow.save.review')}
            data-idle={changes.length === 0}
          >
            <div className={own.saveText} aria-live="polite">
              <strong>
                {changes.length > 0
                  ? t('hotelNow.save.pending', { count: changes.length })
                  : t('hotelNow.save.nothing')}
              </strong>
              {invalid.length > 0 ? (
                <span className={own.saveErrors}>{t('hotelNow.save.errors', { count: invalid.length })}</span>
              ) : null}
            </div>
            <div className={own.saveActions}>
              <Button
                variant="ghost"
                disabled={changes.length === 0}
                onClick={() => {
                  setDraft({});
                  setServerErrors({});
                }}
              >
                {t('hotelNow.save.discard')}
              </Button>
              <Button disabled={changes.length === 0} onClick={review}>
                {t('hotelNow.save.review')}
              </Button>
            </div>
          </div>
        </div>
        <aside className={`${workspace.side} ${workspace.sideFirstWhenStacked}`}>
          <WindowStatus data={data} />
          <BulkPanel
            key={room.roomId}
            data={data}
            room={room}
            onApply={(form) => {
              setDraft((d) => applyBulk(d, room, form));
              return bulkNights(room, form).length;
            }}
          />
        </aside>
      </div>
      <PreviewDialog
        changes={changes}
        open={previewOpen}
        saving={save.isPending}
        onOpenChange={setPreviewOpen}
        onConfirm={() => save.mutate(changes)}
      />
    </>
  );
}

/** /v3/rates-and-availability/hotel-now-availability: rooms and discount per room and night in Hotel Now. */
export function HotelNowPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  usePageTitle(t('hotelNow.title'));
  const query = useQuery({
    queryKey: hotelNowKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/hotel-now', { params: { path: { hotelId } } })),
  });
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('hotelNow.title')}</h1>
        <p className={css.subtitle}>
          {t('hotelNow.subtitle', {
            start: HOTEL_NOW_START_TIME,
            end: HOTEL_NOW_END_TIME,
          })}
        </p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('hotelNow.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.rooms.length === 0 ? (
        <EmptyState title={t('hotelNow.empty')} description={t('hotelNow.emptyBody')} />
      ) : (
        <HotelNowBody data={query.data} hotelId={hotelId} />
      )}
    </div>
  );
}
