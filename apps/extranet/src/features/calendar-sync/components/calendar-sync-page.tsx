import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@extranet/api';
import { fieldError, validateCalendarSync, type FieldError } from '@extranet/validation';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { TextField } from '@extranet/ui/text-field';
import { useToast } from '@extranet/ui/toast';
import { api } from '../../../shared/api/client';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { srOnly } from '../../../shared/forms/forms.css';
import * as css from '../../../shared/styles/page.css';
import { RatesSubNav } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as ui from '../../../shared/rates/rates-ui.css';
import { errorMessage } from '../../../shared/api/error-message';

type Unit = components['schemas']['CalendarUnit'];
type Calendar = components['schemas']['ImportedCalendar'];

const EXPORT_PATH = '/api/v1/calendar-export/';
const calendarsKey = (hotelId: number) => ['calendar-sync', hotelId] as const;

/** Absolute export link of a unit on this origin. */
const exportUrl = (path: string) => `${window.location.origin}${path}`;

/** The shared rule (SPEC 5) plus: not an export link of this very site (same origin). */
function validateNewCalendar(values: { name: string; link: string }): FieldError[] {
  const errors = validateCalendarSync(values);
  if (!errors.some((e) => e.field === 'link')) {
    try {
      const url = new URL(values.link.trim().replace(/^webcals?:\/\//i, 'https://'));
      if (url.origin === window.location.origin && url.pathname.startsWith(EXPORT_PATH)) {
        errors.push(fieldError('link', 'calendarSync.ownLink'));
      }
    } catch {
      // the shared validator already judged the URL
    }
  }
  return errors;
}

function formatTime(iso: string | null, lang: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));
}

function CalendarRow({
  hotelId,
  calendar,
  onRemoved,
}: {
  hotelId: number;
  calendar: Calendar;
  /** Called once the calendar is deleted, before the list reloads without its row. */
  onRemoved: () => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [syncing, setSyncing] = useState(false);
  const syncNow = async () => {
    setSyncing(true);
    try {
      const result = await unwrap(
        api.POST('/api/v1/hotels/{hotelId}/calendars/{calendarId}/sync', {
          params: { path: { hotelId, calendarId: calendar.calendarId } },
        }),
      );
      if (result.status === 'ERROR') showError(t('calendarSync.syncFailed', { name: calendar.name }));
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
      await unwrap(
        api.DELETE('/api/v1/hotels/{hotelId}/calendars/{calendarId}', {
          params: { path: { hotelId, calendarId: calendar.calendarId } },
        }),
      );
      showSuccess(t('calendarSync.deleted', { name: calendar.name }));
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('calendarSync.genericError')));
      throw error;
    }
  };
  const tone = calendar.status === 'OK' ? 'success' : calendar.status === 'ERROR' ? 'danger' : 'neutral';
  return (
    <tr>
      <td className={`${ui.td} ${ui.nameCell}`}>{calendar.name}</td>
      <td className={ui.td} style={{ wordBreak: 'break-all', maxWidth: '280px' }}>
        {calendar.link}
      </td>
      <td className={ui.td}>{formatTime(calendar.lastSyncAt, lang) ?? t('calendarSync.never')}</td>
      <td className={ui.td}>
        <Badge tone={tone}>{t(`calendarSync.status.${calendar.status}`)}</Badge>
        {calendar.status === 'ERROR' && calendar.errorCode ? (
          <div className={ui.fieldError}>
            {t(`calendarSync.error.${calendar.errorCode}`, { detail: calendar.errorDetail ?? '' })}
          </div>
        ) : null}
      </td>
      <td className={ui.td}>
        {calendar.closedDates === 0 ? (
          t('calendarSync.closedNone')
        ) : (
          <>
            <div>{t('calendarSync.closedCount', { count: calendar.closedDates })}</div>
            <ul className={ui.small} style={{ margin: 0, paddingInlineStart: '1rem' }}>
              {calendar.closedRanges.map((r) => (
                <li key={r.start}>{t('calendarSync.rangeItem', { start: r.start, end: r.end })}</li>
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
                    date: c.date,
                    bookingId: c.bookingId,
                    summary: c.summary,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </td>
      <td className={ui.td}>
        <div className={ui.rowActions}>
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
      </td>
    </tr>
  );
}

interface NewCalendar {
  name: string;
  link: string;
}

function AddCalendarForm({ hotelId, unit }: { hotelId: number; unit: Unit }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const form = useValidatedForm<NewCalendar>([validateNewCalendar], { name: '', link: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await unwrap(
        api.POST('/api/v1/hotels/{hotelId}/calendars', {
          params: { path: { hotelId } },
          body: { roomId: unit.roomId, name: values.name.trim(), link: values.link.trim() },
        }),
      );
      showSuccess(t('calendarSync.add.added', { name: created.name }));
      form.reset({ name: '', link: '' });
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'link']))
        showError(errorMessage(error, t('calendarSync.saveFailed')));
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('calendarSync.add.formLabel', { name: unit.name })}
      className={`${ui.formLayout} ${ui.subsection}`}
    >
      <h3 className={ui.subsectionTitle}>{t('calendarSync.add.title')}</h3>
      <div className={ui.fieldGrid}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('calendarSync.add.name')}
          description={t('calendarSync.add.nameHelp')}
          isRequired
          maxLength={100}
        />
        <FormTextField
          control={form.control}
          name="link"
          type="url"
          inputMode="url"
          label={t('calendarSync.add.link')}
          description={t('calendarSync.add.linkHelp')}
          isRequired
        />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('calendarSync.add.submit')}
        </Button>
      </div>
    </form>
  );
}

function ExportLink({ hotelId, unit }: { hotelId: number; unit: Unit }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const url = exportUrl(unit.exportPath);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('calendarSync.export.copied'));
    } catch {
      showError(t('calendarSync.export.copyFailed'));
    }
  };
  const rotate = async () => {
    try {
      await unwrap(
        api.POST('/api/v1/hotels/{hotelId}/calendars/export/{roomId}/rotate', {
          params: { path: { hotelId, roomId: unit.roomId } },
        }),
      );
      showSuccess(t('calendarSync.export.rotated'));
      await queryClient.invalidateQueries({ queryKey: calendarsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('calendarSync.genericError')));
      throw error;
    }
  };
  return (
    <div className={`${ui.formLayout} ${ui.subsection}`}>
      <h3 className={ui.subsectionTitle}>{t('calendarSync.export.title')}</h3>
      <TextField
        label={t('calendarSync.export.label', { name: unit.name })}
        value={url}
        isReadOnly
        description={t('calendarSync.export.help')}
      />
      <div className={ui.rowActions}>
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t('calendarSync.export.copyOf', { name: unit.name })}
        >
          {t('calendarSync.export.copy')}
        </Button>
        <ConfirmDialog
          title={t('calendarSync.export.rotateTitle', { name: unit.name })}
          message={t('calendarSync.export.rotateMessage')}
          confirmLabel={t('calendarSync.export.rotate')}
          cancelLabel={t('calendarSync.cancel')}
          tone="danger"
          onConfirm={rotate}
          trigger={
            <Button variant="secondary" aria-label={t('calendarSync.export.rotateOf', { name: unit.name })}>
              {t('calendarSync.export.rotate')}
            </Button>
          }
        />
      </div>
    </div>
  );
}

function UnitSection({ hotelId, unit }: { hotelId: number; unit: Unit }) {
  const t = useT();
  const headingId = `unit-${unit.roomId}`;
  // A deleted calendar takes its row, its delete button and the confirmation with it: the focus goes to the
  // heading of the imported calendars, so a keyboard user carries on from there instead of the page's start.
  const importedHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    importedHeading.current?.focus();
  }, [unit.calendars]);
  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={ui.sectionTitle}>
        {t('calendarSync.unitHeading', { name: unit.name })}
      </h2>
      <div className={ui.subsection}>
        <h3 className={ui.subsectionTitle} ref={importedHeading} tabIndex={-1}>
          {t('calendarSync.imported')}
        </h3>
        {unit.calendars.length === 0 ? (
          <p className={ui.help}>{t('calendarSync.noCalendars')}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption className={srOnly}>{t('calendarSync.caption', { name: unit.name })}</caption>
              <thead>
                <tr>
                  {(['name', 'link', 'lastSync', 'status', 'closed', 'actions'] as const).map((c) => (
                    <th key={c} scope="col" className={ui.th}>
                      {t(`calendarSync.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {unit.calendars.map((c) => (
                  <CalendarRow
                    key={c.calendarId}
                    hotelId={hotelId}
                    calendar={c}
                    onRemoved={() => {
                      removed.current = true;
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <AddCalendarForm hotelId={hotelId} unit={unit} />
      <ExportLink hotelId={hotelId} unit={unit} />
    </section>
  );
}

/** /v3/rates-and-availability/manage-calendar-sync: iCal import and export per unit (homes). */
export function CalendarSyncPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  usePageTitle(t('calendarSync.title'));
  const list = useQuery({
    queryKey: calendarsKey(hotelId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/calendars/find-all', { params: { path: { hotelId } } }),
        )
      ).units,
  });
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('calendarSync.title')}</h1>
        <p className={css.subtitle}>{t('calendarSync.subtitle')}</p>
      </header>
      <RatesSubNav />
      {list.isPending ? (
        <ListSkeleton label={t('calendarSync.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('calendarSync.empty')} description={t('calendarSync.emptyBody')} />
      ) : (
        list.data.map((unit) => <UnitSection key={unit.roomId} hotelId={hotelId} unit={unit} />)
      )}
    </div>
  );
}
