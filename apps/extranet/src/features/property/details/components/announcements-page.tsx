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
import { StackedTable } from '../../../../shared/components/stacked-table';
import { formatDateRange } from '../../../../shared/format';
import { ListSkeleton } from '../../../../shared/rates/catalogue-list';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
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
  const titleOf = (item: Announcement) => item.title || a('untitled');
  const setOn = async (item: Announcement, on: boolean) => {
    const title = titleOf(item);
    try {
      await updateAnnouncement(hotelId, item.announcementId, { status: on ? 'ACTIVE' : 'INACTIVE' });
      showSuccess(a(on ? 'switchedOnToast' : 'switchedOffToast', { title }));
      await queryClient.invalidateQueries({ queryKey: announcementsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, a('statusFailed', { title })));
    }
  };
  return (
    <StackedTable
      caption={a('caption')}
      rows={items}
      rowKey={(item) => item.announcementId}
      empty={<EmptyState title={a(`empty${period}`)} description={a('emptyBody')} />}
      columns={[
        {
          header: a('columnTitle'),
          emphasis: true,
          cell: (item) => (
            <>
              {titleOf(item)}
              {item.status === 'INACTIVE' ? (
                <div>
                  <Badge tone="neutral">{a('switchedOff')}</Badge>
                </div>
              ) : null}
            </>
          ),
        },
        { header: a('columnText'), className: own.announcementText, cell: (item) => textIn(item, lang) },
        {
          header: a('columnDates'),
          cell: (item) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatDateRange(item.startDate, item.endDate, lang)}
            </span>
          ),
        },
        {
          header: a('columnStatus'),
          cell: (item) => (
            <Switch
              aria-label={a('statusLabel', { title: titleOf(item) })}
              isSelected={item.status === 'ACTIVE'}
              onChange={(on) => void setOn(item, on)}
            />
          ),
        },
        {
          header: a('columnActions'),
          cell: (item) => (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(item)}
              aria-label={`${a('edit')}: ${titleOf(item)}`}
            >
              {a('edit')}
            </Button>
          ),
        },
      ]}
    />
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
