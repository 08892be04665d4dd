import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { TextField } from '@extranet/ui/text-field';
import { useToast } from '@extranet/ui/toast';
import { calendarsKey, useCalendars } from '../api/list-calendars';
import { rotateExportLink } from '../api/rotate-export-link';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import * as css from '../../../shared/styles/page.css';
import { RatesSubNav } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as ui from '../../../shared/rates/rates-ui.css';
import { errorMessage } from '../../../shared/api/error-message';
import { useCalendarColumns } from './calendar-columns';
import type { Unit } from '../model';
import { AddCalendarForm } from './add-calendar-form';

/** Absolute export link of a unit on this origin. */
const exportUrl = (path: string) => `${window.location.origin}${path}`;

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
      await rotateExportLink(hotelId, unit.roomId);
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
  const columns = useCalendarColumns(hotelId, () => {
    removed.current = true;
  });
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
        <StackedTable
          caption={t('calendarSync.caption', { name: unit.name })}
          columns={columns}
          rows={unit.calendars}
          rowKey={(c) => c.calendarId}
          empty={<p className={ui.help}>{t('calendarSync.noCalendars')}</p>}
        />
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
  const list = useCalendars(hotelId);
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
