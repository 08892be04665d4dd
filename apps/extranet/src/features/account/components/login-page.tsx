import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { validateLogin } from '@extranet/validation';
import { signIn } from '../api/sign-in';
import { useT } from '../../../shared/i18n/language';
import { useValidatedForm } from '../../../shared/forms/use-validated-form';
import { OtpVerification } from '../../../shared/forms/otp-verification';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { usePageTitle } from '../../../shared/components/page-title';
import { applySession } from '../../../shared/session/session';
import { afterSignInPath } from '../../../shared/session/after-sign-in';
import { useApplyAccountLanguage } from '../../../shared/session/account-language';
import { AuthHeading } from './auth-heading';
import * as page from '../../../shared/styles/page.css';
import * as css from '../../../shared/forms/forms.css';
import { errorMessage } from '../../../shared/api/error-message';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const applyAccountLanguage = useApplyAccountLanguage();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  // A screen that sends the user here to sign in (e.g. after sign-up) may hand the e-mail over.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const form = useValidatedForm<LoginValues>([validateLogin], {
    email: typeof state?.email === 'string' ? state.email : '',
    password: '',
  });
  usePageTitle(t('auth.login.title'));

  const login = useMutation({
    mutationFn: (values: LoginValues) => signIn({ email: values.email.trim(), password: values.password }),
    onSuccess: async (session) => {
      queryClient.clear();
      applySession(queryClient, session);
      applyAccountLanguage(session);
      await navigate(afterSignInPath(session, params.get('ref')), { replace: true });
    },
    onError: (error, values) => {
      setProblem(null);
      setUnverified(null);
      const code = isApiError(error) ? error.code : '';
      if (code === 'EMAIL_NOT_FOUND') {
        form.setError(
          'email',
          { type: code, message: t('auth.login.errors.emailNotFound') },
          { shouldFocus: true },
        );
      } else if (code === 'WRONG_PASSWORD') {
        form.setError(
          'password',
          { type: code, message: t('auth.login.errors.wrongPassword') },
          { shouldFocus: true },
        );
      } else if (code === 'EMAIL_NOT_VERIFIED') {
        setUnverified(values.email.trim());
      } else if (code === 'RATE_LIMITED' || (isApiError(error) && error.status === 429)) {
        setProblem(t('auth.login.errors.rateLimited'));
      } else {
        setProblem(errorMessage(error, t('common.genericError')));
      }
    },
  });

  if (verifying && unverified) {
    return (
      <>
        <AuthHeading id="verify-title" title={t('auth.register.verifyTitle')} />
        <OtpVerification
          email={unverified}
          requestType="REGISTER"
          sent={null}
          sendOnMount
          labelledBy="verify-title"
          onVerified={() => {
            setVerifying(false);
            setUnverified(null);
            showSuccess(t('auth.login.verifiedToast'));
            // The e-mail is verified now: finish the sign-in the user started.
            login.mutate(form.getValues());
          }}
        />
        <Button variant="ghost" onClick={() => setVerifying(false)}>
          {t('auth.forgot.backToLogin')}
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading id="login-title" title={t('auth.login.title')} lead={t('auth.login.subtitle')} />
      <form
        className={page.form}
        aria-labelledby="login-title"
        noValidate
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        {problem ? (
          <div className={page.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        {unverified ? (
          <div className={page.alert.warning} role="alert">
            <strong>{t('auth.login.errors.notVerified')}</strong>
            <span>{t('auth.login.errors.notVerifiedHint', { email: unverified })}</span>
            <Button variant="secondary" onClick={() => setVerifying(true)}>
              {t('auth.login.errors.verifyNow')}
            </Button>
          </div>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <div className={css.inlineLinks}>
          <Link to="/forgot-password" className={page.textLink}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth size="lg" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className={css.footerText}>
        {t('auth.login.noAccount')}{' '}
        <Link to="/register" className={page.textLink}>
          {t('auth.login.register')}
        </Link>
      </p>
    </>
  );
}
