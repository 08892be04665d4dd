import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { needsVerification, roleLabelKey } from '@extranet/domain';
import { checkPhone, ErrorList, USER_NAME_RULES } from '@extranet/validation';
import { hotelUserKey, useHotelUser } from '../api/get-hotel-user';
import { updateHotelUser } from '../api/update-hotel-user';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen, ButtonLink } from '../../../shared/components/status-screens';
import { OtpVerification } from '../../../shared/forms/otp-verification';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { SESSION_KEY, useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import * as css from '../../../shared/styles/page.css';
import { errorMessage } from '../../../shared/api/error-message';
import { MemberEditPage } from './member-edit-page';

export type HotelUser = components['schemas']['HotelUser'];

interface Values {
  name: string;
  phone: string;
}

function validateUser(values: Values) {
  const list = new ErrorList();
  list.rules('name', values.name.trim(), USER_NAME_RULES);
  checkPhone(list, 'phone', values.phone, false);
  return list.errors;
}

function UserForm({ hotelId, user }: { hotelId: number; user: HotelUser }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<Values>([validateUser], { name: user.name, phone: user.phone ?? '' });
  const save = useMutation({
    mutationFn: (values: Values) =>
      updateHotelUser(hotelId, user.userRoleId, { name: values.name.trim(), phone: values.phone.trim() }),
    onSuccess: async () => {
      setProblem(null);
      showSuccess(t('shell.userEdit.saved'));
      await queryClient.invalidateQueries({ queryKey: hotelUserKey });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, ['name', 'phone'])) return;
      setProblem(errorMessage(error, t('common.genericError')));
    },
  });
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby="user-details-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <FormTextField
        control={form.control}
        name="name"
        label={t('shell.userEdit.name')}
        autoComplete="name"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('shell.userEdit.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...(user.phoneCode ? { prefix: user.phoneCode } : {})}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('shell.userEdit.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /v3/account/user-manage/edit/:userRoleId: the signed-in user's own profile (OwnProfilePage), or another
 * user of the property (MemberEditPage: roles, notifications, removal).
 */
export function UserEditPage() {
  const { userRoleId = '' } = useParams();
  const session = useSignedInSession();
  return String(session.user.userRoleId) === userRoleId ? (
    <OwnProfilePage userRoleId={userRoleId} />
  ) : (
    <MemberEditPage key={userRoleId} userRoleId={userRoleId} />
  );
}

/**
 * The user's own details and, when the verification guard sent them here, the e-mail verification by OTP
 * (requestType VERIFY_EMAIL) that lets them use the extranet.
 */
function OwnProfilePage({ userRoleId }: { userRoleId: string }) {
  const t = useT();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [verifying, setVerifying] = useState(false);
  const hotelId = session.currentHotelId;
  const mustVerify = needsVerification(toAccessContext(session).user);
  const [justVerified, setJustVerified] = useState(false);
  usePageTitle(t('shell.userEdit.title'));

  const user = useHotelUser(hotelId, userRoleId);

  const email = user.data?.email || session.account.username;
  const emailVerified = justVerified || session.user.emailVerified;
  const roles = user.data?.roles.length ? user.data.roles : toAccessContext(session).roles;

  return (
    <div className={css.page} style={{ maxWidth: 760 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('shell.userEdit.title')}</h1>
        <p className={css.subtitle}>{t('shell.userEdit.subtitle')}</p>
      </header>
      {mustVerify && !justVerified ? (
        <div className={css.alert.warning} role="status">
          <strong>{t('shell.userEdit.verifyRequired')}</strong>
          <span>{t('shell.userEdit.verifyRequiredBody')}</span>
        </div>
      ) : null}
      {justVerified ? (
        <div className={css.alert.info} role="status">
          <span>{t('shell.userEdit.verified')}</span>
          <ButtonLink to="/v3/app/home">{t('shell.userEdit.continue')}</ButtonLink>
        </div>
      ) : null}
      <section className={css.card} aria-labelledby="email-title">
        <h2 id="email-title" className={css.cardTitle}>
          {t('shell.userEdit.emailCard')}
        </h2>
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('shell.userEdit.email')}</dt>
            <dd className={css.factValue} style={{ margin: 0, wordBreak: 'break-all' }}>
              {email}
            </dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('shell.homePage.status')}</dt>
            <dd style={{ margin: 0 }}>
              <span className={emailVerified ? css.pill.success : css.pill.warning}>
                {emailVerified ? t('shell.userEdit.emailVerified') : t('shell.userEdit.emailUnverified')}
              </span>
            </dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('shell.userEdit.role')}</dt>
            <dd style={{ margin: 0 }}>{roles.map((r) => t(roleLabelKey(r))).join(', ') || '—'}</dd>
          </div>
        </dl>
        {!emailVerified && email ? (
          verifying ? (
            <OtpVerification
              email={email}
              requestType="VERIFY_EMAIL"
              sent={null}
              sendOnMount
              labelledBy="email-title"
              onVerified={async () => {
                setVerifying(false);
                setJustVerified(true);
                showSuccess(t('shell.userEdit.verified'));
                await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
              }}
            />
          ) : (
            <div>
              <Button onClick={() => setVerifying(true)}>{t('shell.userEdit.verifyEmail')}</Button>
            </div>
          )
        ) : null}
      </section>
      <section className={css.card} aria-labelledby="user-details-title">
        <h2 id="user-details-title" className={css.cardTitle}>
          {t('shell.userEdit.details')}
        </h2>
        {hotelId === null ? null : user.isPending ? (
          <p role="status">{t('shell.loading')}</p>
        ) : user.isError ? (
          <RequestErrorScreen headingLevel={2} error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <UserForm hotelId={hotelId} user={user.data} />
        )}
      </section>
    </div>
  );
}
