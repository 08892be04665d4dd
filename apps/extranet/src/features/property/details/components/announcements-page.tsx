import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { todayInZone, type AnnouncementPeriod } from '@extranet/domain';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Switch } from '@extranet/ui/switch';
import { Tabs } from '@extranet/ui/tabs';
import { useToast } from '@extranet/ui/toast';
import { useLanguage, useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import { usePageTitle } from '../../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../../shared/components/status-screens';
import { formatDateRange } from '../../../../shared/format';
import { srOnly } from '../../../../shared/forms/forms.css';
import { ListSkeleton } from '../../../../shared/rates/catalogue-list';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
import * as ui from '../../../../shared/rates/rates-ui.css';
import { announcementsKey, useAnnouncements } from '../api/list-announcements';
import { updateAnnouncement } from '../api/update-announcement';
import { tabOf, textIn, type Announcement } from '../model';
import { AnnouncementDialog } from './announcement-dialog';
import * as own from './details.css';

const TABS: readonly AnnouncementPeriod[] = ['ACTIVE', 'UPCOMING', 'EXPIRED'];

function AnnouncementTable({
  period,
  items,
  onEdit,
}: {
  period: AnnouncementPeriod;
  items: readonly Announcement[];
  onEdit: (a: Announcement) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const a = (key: string, params?: Record<string, unknown>) =>
    t(`propertyDetails.announcements.${key}`, params);
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const setOn = async (item: Announcement, on: boolean) => {
    const title = item.title || a('untitled');
    try {
      await updateAnnouncement(hotelId, item.announcementId, { status: on ? 'ACTIVE' : 'INACTIVE' });
      showSuccess(a(on ? 'switchedOnToast' : 'switchedOffToast', { title }));
      await queryClient.invalidateQueries({ queryKey: announcementsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, a('statusFailed', { title })));
    }
  };
  const columns = [
    a('columnTitle'),
    a('columnText'),
    a('columnDates'),
    a('columnStatus'),
    a('columnActions'),
  ];
  if (items.length === 0) return <EmptyState title={a(`empty${period}`)} description={a('emptyBody')} />;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stackedTable}`}>
        <caption className={srOnly}>{a('caption')}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={ui.th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const title = item.title || a('untitled');
            return (
              <tr key={item.announcementId}>
                <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[0]}>
                  {title}
                  {item.status === 'INACTIVE' ? (
                    <div>
                      <Badge tone="neutral">{a('switchedOff')}</Badge>
                    </div>
                  ) : null}
                </td>
                <td className={`${ui.td} ${own.announcementText}`} data-label={columns[1]}>
                  {textIn(item, lang)}
                </td>
                <td className={ui.td} data-label={columns[2]}>
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {formatDateRange(item.startDate, item.endDate, lang)}
                  </span>
                </td>
                <td className={ui.td} data-label={columns[3]}>
                  <Switch
                    aria-label={a('statusLabel', { title })}
                    isSelected={item.status === 'ACTIVE'}
                    onChange={(on) => void setOn(item, on)}
                  />
                </td>
                <td className={ui.td} data-label={columns[4]}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onEdit(item)}
                    aria-label={`${a('edit')}: ${title}`}
                  >
                    {a('edit')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /v3/property/hotel-announcement: tabs active / upcoming / expired (tab in the URL), create, edit, switch. */
export function AnnouncementsPage() {
  const t = useT();
  const a = (key: string) => t(`propertyDetails.announcements.${key}`);
  const { hotelId, timeZone } = useHotelContext();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const list = useAnnouncements(hotelId, tab);
  const [editing, setEditing] = useState<Announcement | null | 'new'>(null);
  usePageTitle(a('title'));
  const today = list.data?.today ?? todayInZone(timeZone);
  const content = list.isPending ? (
    <ListSkeleton label={t('common.loading')} />
  ) : list.isError ? (
    <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
  ) : (
    <AnnouncementTable period={tab} items={list.data.items} onEdit={setEditing} />
  );
  return (
    <div className={css.page}>
      <div className={own.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{a('title')}</h1>
          <p className={css.subtitle}>{a('subtitle')}</p>
        </header>
        <Button onClick={() => setEditing('new')}>{a('create')}</Button>
      </div>
      <Tabs
        aria-label={a('tabs')}
        value={tab}
        onChange={(id) => setSearch(id === 'ACTIVE' ? {} : { tab: id.toLowerCase() }, { replace: true })}
        items={TABS.map((period) => ({
          id: period,
          label: a(`tab${period}`),
          ...(list.data ? { count: list.data.counts[period] } : {}),
          content: period === tab ? content : null,
        }))}
      />
      {editing ? (
        <AnnouncementDialog
          hotelId={hotelId}
          today={today}
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
