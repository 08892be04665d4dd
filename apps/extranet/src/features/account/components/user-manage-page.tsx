import { Badge } from '@extranet/ui/badge';
import { EmptyState } from '@extranet/ui/empty-state';
import { Link } from 'react-router-dom';
import { routePath } from '@extranet/domain';
import { useHotelUsers } from '../api/list-hotel-users';
import { userRow, type UserRow } from '../user-manage-model';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { ButtonLink, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useSignedInSession } from '../../../shared/session/session';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { srOnly } from '../../../shared/forms/forms.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';

const COLUMNS = ['name', 'email', 'phone', 'roles', 'notifications', 'verification', 'lastLogin'] as const;

function UserTableRow({ row }: { row: UserRow }) {
  const t = useT();
  const format = useFormat();
  const label = (c: (typeof COLUMNS)[number]) => t(`shell.userManage.col.${c}`);
  return (
    <tr>
      <td className={`${ui.td} ${ui.nameCell}`}>
        <div>
          {row.editPath ? (
            <Link
              className={css.textLink}
              to={row.editPath}
              aria-label={t('shell.userManage.editOf', { name: row.name })}
            >
              {row.name}
            </Link>
          ) : (
            row.name
          )}
          <div className={ui.chips}>
            {row.self ? <Badge tone="neutral">{t('shell.userManage.you')}</Badge> : null}
            {row.isContact ? <Badge tone="neutral">{t('shell.userManage.contact')}</Badge> : null}
          </div>
        </div>
      </td>
      <td
        className={ui.td}
        data-label={label('email')}
        style={{ overflowWrap: 'anywhere', minWidth: '10rem' }}
      >
        {row.email}
      </td>
      <td className={ui.td} data-label={label('phone')}>
        {row.phone ?? '—'}
      </td>
      <td className={ui.td} data-label={label('roles')}>
        {row.roleKeys.map((k) => t(k)).join(', ') || '—'}
      </td>
      <td className={ui.td} data-label={label('notifications')}>
        {row.notificationAllowed
          ? t('shell.userManage.notificationsOn')
          : t('shell.userManage.notificationsOff')}
      </td>
      <td className={ui.td} data-label={label('verification')}>
        <Badge tone={row.verified ? 'success' : 'warning'}>
          {row.verified ? t('shell.userManage.verified') : t('shell.userManage.unverified')}
        </Badge>
      </td>
      <td className={ui.td} data-label={label('lastLogin')}>
        {row.lastLogin ? format.dateTime(row.lastLogin) : t('shell.userManage.neverSignedIn')}
      </td>
    </tr>
  );
}

/** /v3/account/user-manage: the property's users, their roles, notifications, verification and last sign-in. */
export function UserManagePage() {
  const t = useT();
  const session = useSignedInSession();
  const list = useHotelUsers(session.currentHotelId);
  usePageTitle(t('shell.userManage.title'));
  const canManage = list.data?.abilities.manage ?? false;
  const rows = (list.data?.items ?? []).map((u) => userRow(u, String(session.user.userRoleId), canManage));
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('shell.userManage.title')}</h1>
          <p className={css.subtitle}>{t('shell.userManage.subtitle')}</p>
        </header>
        {canManage ? (
          <div className={ui.headerActions}>
            <ButtonLink to={routePath('userManageCreate')}>{t('shell.userManage.add')}</ButtonLink>
          </div>
        ) : null}
      </div>
      {list.isPending ? (
        <ListSkeleton label={t('shell.userManage.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('shell.userManage.empty')} description={t('shell.userManage.emptyBody')} />
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stackedTable}`}>
            <caption className={srOnly}>{t('shell.userManage.caption')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={ui.th}>
                    {t(`shell.userManage.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <UserTableRow key={row.userRoleId} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
