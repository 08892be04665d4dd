import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { calendarsKey } from '../api/list-calendars';
import { syncCalendar } from '../api/sync-calendar';
import { deleteCalendar } from '../api/delete-calendar';
import { useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as own from './calendar-sync.css';
import { errorMessage } from '../../../shared/api/error-message';
import { useFormat } from '../../../shared/format';
import type { Calendar } from '../model';
import type { StackedColumn } from '../../../shared/components/stacked-table';

/** Sync now and delete (with its confirmation) for one imported calendar. */
function CalendarActions({
  hotelId,
  calendar,
  onRemoved,
}: {
  hotelId: number;
  calendar: Calendar;
  onRemoved: () => void;
}) {
  const t = useT();
  const problemOf = useProblemOf();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [syncing, setSyncing] = useState(false);
  const syncNow = async () => {
    setSyncing(true);
    try {
      const result = await syncCalendar(hotelId, calendar.calendarId);
      if (result.status === 'ERROR')
        showError(t('calendarSync.syncFailed', { name: calendar.name, reason: problemOf(result) }));
      else showSuccess(t('calendarSync.synced', { name: calendar.name, ...result.result }));
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('calendarSync.genericError')));
    } finally {
      setSyncing(false);
    }
  };
  const remove = async () => {
    try {
      await deleteCalendar(hotelId, calendar.calendarId);
      showSuccess(t('calendarSync.deleted', { name: calendar.name }));
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('calendarSync.genericError')));
      throw error;
    }
  };
  return (
    <div className={own.actions}>
      <Button
        variant="secondary"
        size="sm"
        loading={syncing}
        onClick={() => void syncNow()}
        aria-label={t('calendarSync.syncNowOf', { name: calendar.name })}
      >
        {t('calendarSync.syncNow')}
      </Button>
      <ConfirmDialog
        title={t('calendarSync.deleteTitle', { name: calendar.name })}
        message={t('calendarSync.deleteMessage')}
        confirmLabel={t('calendarSync.delete')}
        cancelLabel={t('calendarSync.cancel')}
        tone="danger"
        onConfirm={remove}
        trigger={
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('calendarSync.deleteOf', { name: calendar.name })}
          >
            {t('calendarSync.delete')}
          </Button>
        }
      />
    </div>
  );
}

/** Why the last sync failed, in words (the code and its safe detail, never a system message). */
function useProblemOf() {
  const t = useT();
  return (c: Pick<Calendar, 'errorCode' | 'errorDetail'>) =>
    c.errorCode ? t(`calendarSync.error.${c.errorCode}`, { detail: c.errorDetail ?? '' }) : '';
}

/** The columns of a unit's imported calendars: name, link, status, closed dates and conflicts, actions. */
export function useCalendarColumns(hotelId: number, onRemoved: () => void): StackedColumn<Calendar>[] {
  const t = useT();
  const format = useFormat();
  const problemOf = useProblemOf();
  const label = (column: 'name' | 'link' | 'status' | 'closed' | 'actions') =>
    t(`calendarSync.col.${column}`);
  return [
    { header: label('name'), emphasis: true, cell: (calendar) => calendar.name },
    { header: label('link'), className: own.linkCell, cell: (calendar) => calendar.link },
    {
      header: label('status'),
      className: own.statusCell,
      cell: (calendar) => {
        const tone =
          calendar.status === 'OK' ? 'success' : calendar.status === 'ERROR' ? 'danger' : 'neutral';
        return (
          <div>
            <Badge tone={tone}>{t(`calendarSync.status.${calendar.status}`)}</Badge>
            {calendar.status === 'ERROR' && calendar.errorCode ? (
              <div className={ui.fieldError}>{problemOf(calendar)}</div>
            ) : null}
            <div className={ui.small}>
              {calendar.lastSyncAt
                ? t('calendarSync.lastSyncAt', { time: format.dateTime(calendar.lastSyncAt) })
                : t('calendarSync.never')}
            </div>
          </div>
        );
      },
    },
    {
      header: label('closed'),
      cell: (calendar) => (
        <div>
          {calendar.closedDates === 0 ? (
            t('calendarSync.closedNone')
          ) : (
            <>
              <div>{t('calendarSync.closedCount', { count: calendar.closedDates })}</div>
              <ul className={ui.small} style={{ margin: 0, paddingInlineStart: '1rem' }}>
                {calendar.closedRanges.map((r) => (
                  <li key={r.start}>
                    {t('calendarSync.rangeItem', { start: format.date(r.start), end: format.date(r.end) })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {calendar.conflicts.length > 0 ? (
            <div role="note">
              <strong className={ui.fieldError}>
                {t('calendarSync.conflictsTitle', { count: calendar.conflicts.length })}
              </strong>
              <ul className={ui.small} style={{ margin: 0, paddingInlineStart: '1rem' }}>
                {calendar.conflicts.map((c) => (
                  <li key={c.date}>
                    {t('calendarSync.conflictItem', {
                      date: format.date(c.date),
                      bookingId: c.bookingId,
                      summary: c.summary,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      header: label('actions'),
      cell: (calendar) => <CalendarActions hotelId={hotelId} calendar={calendar} onRemoved={onRemoved} />,
    },
  ];
}
