import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { routePath, usersPolicy } from '@extranet/domain';
import { ErrorList } from '@extranet/validation';
import { hotelUserKey, useHotelUser } from '../api/get-hotel-user';
import { updateHotelUser } from '../api/update-hotel-user';
import { deleteHotelUser } from '../api/delete-hotel-user';
import { memberChange, userRow, type HotelUser } from '../user-manage-model';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { ButtonLink, RequestErrorScreen } from '../../../shared/components/status-screens';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import { errorMessage } from '../../../shared/api/error-message';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { MemberFields } from './user-manage-fields';

interface Values {
  roles: number[];
  notificationAllowed: boolean;
}

function validateMember(values: Values) {
  const list = new ErrorList();
  if (values.roles.length === 0) list.add('roles', 'users.rolesRequired');
  return list.errors;
}

function MemberForm({ hotelId, user, canManage }: { hotelId: number; user: HotelUser; canManage: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<Values>([validateMember], {
    roles: user.roles,
    notificationAllowed: user.notificationAllowed,
  });
  const onError = (error: unknown) => {
    const fields = (f: string) => (f === 'roles' || f === 'notificationAllowed' ? f : undefined);
    if (applyServerFieldErrors(error, form.setError, fields)) return setProblem(null);
    setProblem(errorMessage(error, t('common.genericError')));
  };
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const change = memberChange(user, values);
      return change ? updateHotelUser(hotelId, user.userRoleId, change) : user;
    },
    onSuccess: async () => {
      setProblem(null);
      showSuccess(t('shell.userManage.saved'));
      await queryClient.invalidateQueries({ queryKey: hotelUserKey });
    },
    onError,
  });
  const remove = async () => {
    try {
      await deleteHotelUser(hotelId, user.userRoleId);
    } catch (error) {
      // A refused removal names its rule as a field error (userRoleId): its message says why.
      const rule = isApiError(error) ? error.errors?.[0]?.message : undefined;
      setProblem(rule ?? errorMessage(error, t('common.genericError')));
      return;
    }
    showSuccess(t('shell.userManage.removed', { name: user.name }));
    await queryClient.invalidateQueries({ queryKey: hotelUserKey });
    await navigate(routePath('userManage'));
  };
  if (!canManage) return <p className={css.muted}>{t('shell.userManage.readOnly')}</p>;
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby="member-form-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <MemberFields control={form.control} rolesLocked={user.isContact} />
      <div className={ui.rowActions} style={{ flexWrap: 'wrap' }}>
        <Button type="submit" loading={save.isPending}>
          {t('shell.userManage.save')}
        </Button>
        <ConfirmDialog
          title={t('shell.userManage.removeTitle', { name: user.name })}
          message={t('shell.userManage.removeMessage', { name: user.name })}
          confirmLabel={t('shell.userManage.remove')}
          cancelLabel={t('shell.userManage.cancel')}
          tone="danger"
          onConfirm={remove}
          trigger={
            <Button variant="secondary" disabled={user.isContact}>
              {t('shell.userManage.remove')}
            </Button>
          }
        />
      </div>
    </form>
  );
}

/** /v3/account/user-manage/edit/:userRoleId for another user: their facts, roles, notifications, removal. */
export function MemberEditPage({ userRoleId }: { userRoleId: string }) {
  const t = useT();
  const format = useFormat();
  const session = useSignedInSession();
  const hotelId = session.currentHotelId;
  const canManage = usersPolicy.can(toAccessContext(session), 'users.manage');
  const user = useHotelUser(hotelId, userRoleId);
  usePageTitle(t('shell.userManage.editTitle'));
  const row = user.data ? userRow(user.data, String(session.user.userRoleId), canManage) : null;
  return (
    <div className={css.page} style={{ maxWidth: 760 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('shell.userManage.editTitle')}</h1>
        <p className={css.subtitle}>{t('shell.userManage.editSubtitle')}</p>
      </header>
      <div>
        <ButtonLink to={routePath('userManage')} variant="secondary">
          {t('shell.userManage.back')}
        </ButtonLink>
      </div>
      {hotelId === null ? null : user.isPending ? (
        <p role="status">{t('shell.userManage.loading')}</p>
      ) : user.isError ? (
        <RequestErrorScreen headingLevel={2} error={user.error} onRetry={() => void user.refetch()} />
      ) : row && user.data ? (
        <section className={css.card} aria-labelledby="member-form-title">
          <h2 id="member-form-title" className={css.cardTitle}>
            {row.name}
          </h2>
          <dl className={css.facts}>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('shell.userManage.col.email')}</dt>
              <dd className={css.factValue} style={{ margin: 0, wordBreak: 'break-all' }}>
                {row.email}
              </dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('shell.userManage.col.phone')}</dt>
              <dd className={css.factValue} style={{ margin: 0 }}>
                {row.phone ?? '—'}
              </dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('shell.userManage.col.verification')}</dt>
              <dd style={{ margin: 0 }}>
                <Badge tone={row.verified ? 'success' : 'warning'}>
                  {row.verified ? t('shell.userManage.verified') : t('shell.userManage.unverified')}
                </Badge>
              </dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>{t('shell.userManage.col.lastLogin')}</dt>
              <dd className={css.factValue} style={{ margin: 0 }}>
                {row.lastLogin ? format.dateTime(row.lastLogin) : t('shell.userManage.neverSignedIn')}
              </dd>
            </div>
          </dl>
          <MemberForm key={user.dataUpdatedAt} hotelId={hotelId} user={user.data} canManage={canManage} />
        </section>
      ) : null}
    </div>
  );
}
