import { Link } from 'react-router-dom';
import { canAccessRoute, notificationBadge, routeById, routePath } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import { NavIcon } from '../../../shared/components/nav-icon';
import { toAccessContext } from '../../../shared/session/access';
import type { Session } from '../../../shared/session/session';
import { useLiveUnreadCount, useUnreadCount } from '../api/unread-count';
import * as css from './notifications.css';

/** The header's bell: a link to /v3/notification with the live unread count of the current property. */
export function NotificationBell({ session }: { session: Session }) {
  const t = useT();
  const route = routeById('notification');
  const hotelId = session.currentHotelId ?? 0;
  const allowed = hotelId > 0 && route !== undefined && canAccessRoute(route, toAccessContext(session));
  const unread = useUnreadCount(hotelId, allowed);
  useLiveUnreadCount(hotelId, allowed);
  if (!allowed) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      to={routePath('notification')}
      className={css.bell}
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
    >
      <NavIcon name="bell" />
      {count > 0 ? (
        <span className={css.bellCount} aria-hidden="true" data-testid="notification-count">
          {notificationBadge(count)}
        </span>
      ) : null}
    </Link>
  );
}
