import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { notificationLink } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Tabs } from '@extranet/ui/tabs';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { errorMessage } from '../../../shared/api/error-message';
import { NavIcon } from '../../../shared/components/nav-icon';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useFormat } from '../../../shared/format';
import { srOnly } from '../../../shared/forms/forms.css';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import { notificationsKey, useNotifications } from '../api/list-notifications';
import { markAllNotificationsRead, markNotificationRead } from '../api/mark-read';
import { unreadKey, useUnreadCount } from '../api/unread-count';
import * as css from './notifications.css';

/** Each kind's icon and colour on the page. */
const KIND_LOOK: Record<
  Notification['kind'],
  { icon: string; tone: 'iconNew' | 'iconCancelled' | 'iconRequest' }
> = {
  BOOKING_NEW: { icon: 'bell', tone: 'iconNew' },
  BOOKING_CANCELLED: { icon: 'close', tone: 'iconCancelled' },
  SPECIAL_REQUEST: { icon: 'chat', tone: 'iconRequest' },
  RESCHEDULE_REQUEST: { icon: 'calendar', tone: 'iconRequest' },
  REVIEW_NEW: { icon: 'star', tone: 'iconNew' },
  BOOKING_FAILED: { icon: 'shield', tone: 'iconCancelled' },
  CHAT_MESSAGE: { icon: 'chat', tone: 'iconRequest' },
  PAYMENT_RECEIVED: { icon: 'wallet', tone: 'iconNew' },
};

type Notification = Schemas['Notification'];
type Filter = 'ALL' | 'UNREAD';

function NotificationItem({
  item,
  onRead,
}: {
  item: Notification;
  onRead: (item: Notification) => Promise<void>;
}) {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { itineraryId, checkIn, checkOut, amount, paidOn, statementMonth } = item.params;
  const title = t(`notifications.kinds.${item.kind}`, {
    guestName: item.params.guestName ?? '',
    score: item.params.score ?? '',
    amount: amount === undefined ? '' : format.money(amount),
    month: statementMonth ? format.month(`${statementMonth}-01`) : '',
  });
  const link = notificationLink(item.kind, item.params);
  const detail =
    itineraryId && checkIn && checkOut
      ? t('notifications.stay', { itineraryId, dates: format.dateRange(checkIn, checkOut) })
      : paidOn
        ? t('notifications.paidOn', { date: format.date(paidOn) })
        : null;
  const look = KIND_LOOK[item.kind];
  return (
    <li className={`${css.item} ${item.read ? '' : css.unreadItem}`}>
      <span className={`${css.icon} ${css[look.tone]}`} aria-hidden="true">
        <NavIcon name={look.icon} />
      </span>
      <div className={css.body}>
        {link ? (
          <Link
            to={link}
            className={css.headline}
            onClick={(event) => {
              if (item.read) return;
              // Marked read first, so the badge is right on the page it leads to.
              event.preventDefault();
              void onRead(item).finally(() => navigate(link));
            }}
          >
            {title}
          </Link>
        ) : (
          <span className={css.headline}>{title}</span>
        )}
        {detail ? <span className={css.meta}>{detail}</span> : null}
        <span className={css.meta}>
          <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
          {item.read ? null : <span className={srOnly}> · {t('notifications.unreadBadge')}</span>}
        </span>
      </div>
      {item.read ? null : (
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t('notifications.markRead')}: ${title}`}
            onClick={() => void onRead(item)}
          >
            {t('notifications.markRead')}
          </Button>
        </div>
      )}
    </li>
  );
}

function NotificationList({ hotelId, filter }: { hotelId: number; filter: Filter }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showError } = useToast();
  const list = useNotifications(hotelId, filter === 'UNREAD');
  const onRead = async (item: Notification) => {
    try {
      const { unreadCount } = await markNotificationRead(hotelId, item.notificationId);
      queryClient.setQueryData(unreadKey(hotelId), unreadCount);
      await queryClient.invalidateQueries({ queryKey: [...notificationsKey(hotelId), 'list'] });
    } catch (error) {
      showError(errorMessage(error, t('notifications.markFailed')));
    }
  };
  if (list.isPending) return <ListSkeleton label={t('common.loading')} />;
  if (list.isError)
    return <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return filter === 'UNREAD' ? (
      <EmptyState
        headingLevel={2}
        title={t('notifications.emptyUnread')}
        description={t('notifications.emptyUnreadBody')}
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title={t('notifications.emptyAll')}
        description={t('notifications.emptyAllBody')}
      />
    );
  return (
    <>
      <ul className={css.list} aria-label={t('notifications.caption')}>
        {items.map((item) => (
          <NotificationItem key={item.notificationId} item={item} onRead={onRead} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className={css.more}>
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /v3/notification: the property's notifications, all or unread (in the URL), mark read one by one or all. */
export function NotificationsPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = search.get('filter') === 'unread' ? 'UNREAD' : 'ALL';
  const unread = useUnreadCount(hotelId, hotelId > 0);
  usePageTitle(t('notifications.title'));
  const unreadCount = unread.data ?? 0;
  const readAll = async () => {
    try {
      const { unreadCount: after } = await markAllNotificationsRead(hotelId);
      queryClient.setQueryData(unreadKey(hotelId), after);
      await queryClient.invalidateQueries({ queryKey: [...notificationsKey(hotelId), 'list'] });
      showSuccess(t('notifications.allReadToast'));
    } catch (error) {
      showError(errorMessage(error, t('notifications.markFailed')));
    }
  };
  const content = <NotificationList hotelId={hotelId} filter={filter} />;
  return (
    <div className={page.page}>
      <div className={css.toolbar}>
        <header className={page.pageHeader}>
          <h1 className={page.title}>{t('notifications.title')}</h1>
          <p className={page.subtitle}>{t('notifications.subtitle')}</p>
        </header>
        <Button variant="secondary" disabled={unreadCount === 0} onClick={() => void readAll()}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <p className={srOnly} role="status">
        {t('notifications.live', { count: unreadCount })}
      </p>
      <Tabs
        aria-label={t('notifications.filterLabel')}
        value={filter}
        onChange={(id) => setSearch(id === 'UNREAD' ? { filter: 'unread' } : {}, { replace: true })}
        items={(['ALL', 'UNREAD'] as const).map((id) => ({
          id,
          label: t(id === 'ALL' ? 'notifications.filterAll' : 'notifications.filterUnread'),
          ...(id === 'UNREAD' ? { count: unreadCount } : {}),
          content: id === filter ? content : null,
        }))}
      />
    </div>
  );
}
