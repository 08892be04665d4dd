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
import { StackedTable, type StackedColumn } from '../../../shared/components/stacked-table';
import { useSignedInSession } from '../../../shared/session/session';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import * as own from './user-manage.css';

/** The table's columns: the name (with its edit link and badges), contact, roles, notifications, sign-in. */
function useUserColumns(): StackedColumn<UserRow>[] {
  const t = useT();
  const format = useFormat();
  return [
    {
      header: t('shell.userManage.col.name'),
      emphasis: true,
      cell: (row) => (
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
      ),
    },
    { header: t('shell.userManage.col.email'), className: own.email, cell: (row) => row.email },
    { header: t('shell.userManage.col.phone'), cell: (row) => row.phone ?? '—' },
    {
      header: t('shell.userManage.col.roles'),
      cell: (row) => row.roleKeys.map((k) => t(k)).join(', ') || '—',
    },
    {
      header: t('shell.userManage.col.notifications'),
      cell: (row) =>
        row.notificationAllowed
          ? t('shell.userManage.notificationsOn')
          : t('shell.userManage.notificationsOff'),
    },
    {
      header: t('shell.userManage.col.verification'),
      cell: (row) => (
        <Badge tone={row.verified ? 'success' : 'warning'}>
          {row.verified ? t('shell.userManage.verified') : t('shell.userManage.unverified')}
        </Badge>
      ),
    },
    {
      header: t('shell.userManage.col.lastLogin'),
      cell: (row) => (row.lastLogin ? format.dateTime(row.lastLogin) : t('shell.userManage.neverSignedIn')),
    },
  ];
}

/** /v3/account/user-manage: the property's users, their roles, notifications, verification and last sign-in. */
export function UserManagePage() {
  const t = useT();
  const session = useSignedInSession();
  const list = useHotelUsers(session.currentHotelId);
  usePageTitle(t('shell.userManage.title'));
  const canManage = list.data?.abilities.manage ?? false;
  const columns = useUserColumns();
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
      ) : (
        <StackedTable
          caption={t('shell.userManage.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.userRoleId}
          empty={
            <EmptyState title={t('shell.userManage.empty')} description={t('shell.userManage.emptyBody')} />
          }
        />
      )}
    </div>
  );
}
