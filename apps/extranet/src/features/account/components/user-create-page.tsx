import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { routePath, usersPolicy } from '@extranet/domain';
import { validateHotelUserCreate } from '@extranet/validation';
import { createHotelUser } from '../api/create-hotel-user';
import { hotelUserKey } from '../api/get-hotel-user';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { LockIllustration } from '../../../shared/components/illustrations';
import { ButtonLink, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import { errorMessage } from '../../../shared/api/error-message';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { propertyRoles } from '../user-manage-model';
import { MemberFields } from './user-manage-fields';

interface Values {
  email: string;
  name: string;
  roles: number[];
  notificationAllowed: boolean;
}

/**
 * /v3/account/user-manage/create: an administrator adds a user by e-mail, with roles and notifications. Whoever
 * may not add users (usersPolicy 'users.manage', the server's rule) is told so instead of being shown the form.
 */
export function UserCreatePage() {
  const t = useT();
  const session = useSignedInSession();
  usePageTitle(t('shell.userManage.createTitle'));
  if (!usersPolicy.can(toAccessContext(session), 'users.manage'))
    return (
      <StatusPanel
        illustration={<LockIllustration />}
        eyebrow="403"
        title={t('shell.accessDenied.title')}
        body={t('errors.ADMINISTRATOR_REQUIRED')}
      >
        <ButtonLink to={routePath('userManage')}>{t('shell.userManage.title')}</ButtonLink>
      </StatusPanel>
    );
  return <UserCreateForm hotelId={session.currentHotelId} />;
}

function UserCreateForm({ hotelId }: { hotelId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<Values>([validateHotelUserCreate], {
    email: '',
    name: '',
    roles: [],
    notificationAllowed: true,
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      createHotelUser(hotelId ?? 0, {
        email: v.email.trim(),
        name: v.name.trim(),
        roles: propertyRoles(v.roles),
        notificationAllowed: v.notificationAllowed,
      }),
    onSuccess: async (user) => {
      showSuccess(t('shell.userManage.created', { email: user.email }));
      await queryClient.invalidateQueries({ queryKey: hotelUserKey });
      await navigate(routePath('userManage'));
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, ['email', 'name', 'roles'])) return setProblem(null);
      setProblem(errorMessage(error, t('common.genericError')));
    },
  });
  return (
    <div className={css.page} style={{ maxWidth: 760 }}>
      <header className={css.pageHeader}>
        <h1 id="user-create-title" className={css.title}>
          {t('shell.userManage.createTitle')}
        </h1>
        <p className={css.subtitle}>{t('shell.userManage.createSubtitle')}</p>
      </header>
      <form
        className={`${css.card} ${css.form}`}
        noValidate
        aria-labelledby="user-create-title"
        onSubmit={form.handleSubmit((v) => create.mutate(v))}
      >
        {problem ? (
          <div className={css.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          label={t('shell.userManage.email')}
          type="email"
          autoComplete="off"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('shell.userManage.name')}
          description={t('shell.userManage.nameHelp')}
          autoComplete="off"
          isRequired
        />
        <MemberFields control={form.control} />
        <div className={ui.rowActions}>
          <Button type="submit" loading={create.isPending}>
            {t('shell.userManage.submitCreate')}
          </Button>
          <ButtonLink to={routePath('userManage')} variant="secondary">
            {t('shell.userManage.cancel')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
