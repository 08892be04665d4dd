import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { HOTEL_NOW_END_TIME, HOTEL_NOW_START_TIME } from '@extranet/domain';
import { formatDate } from '@extranet/i18n';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Select } from '@extranet/ui/select';
import { useToast } from '@extranet/ui/toast';
import { hotelNowKey, useHotelNow } from '../api/get-hotel-now';
import { saveHotelNow } from '../api/save-hotel-now';
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
  cellKey,
  pendingChanges,
  serverErrorsByCell,
  setCell,
  toChanges,
  valueOf,
  type Availability,
  type CellValue,
  type Draft,
  type HotelNowNight,
  type HotelNowRoom,
  type PendingChange,
} from '../model';
import * as own from './hotel-now.css';
import * as workspace from '../../../shared/styles/workspace.css';
import { BulkPanel } from './bulk-panel';
import { NightRow } from './night-row';
import { PreviewDialog } from './preview-dialog';

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
    mutationFn: (batch: readonly PendingChange[]) => saveHotelNow(hotelId, toChanges(batch)),
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
  const query = useHotelNow(hotelId);
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
