import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { validateNewPassword } from '@extranet/validation';
import { resetPassword } from '../api/reset-password';
import { useT } from '../../../shared/i18n/language';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { NewPasswordFields } from '../../../shared/forms/password-rules';
import { usePageTitle } from '../../../shared/components/page-title';
import { AuthHeading } from './auth-heading';
import { ForgotStartAgain } from './forgot-password-verify-page';
import { clearForgotState, readForgotState } from '../model';
import * as page from '../../../shared/styles/page.css';
import * as css from '../../../shared/forms/forms.css';
import { errorMessage } from '../../../shared/api/error-message';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Step 3 of 3: the new password, with the one-time token of the verified code. */
export function ForgotPasswordChangePage() {
  const t = useT();
  const navigate = useNavigate();
  const { showSuccess } = useToast();
  const [state] = useState(readForgotState);
  const [problem, setProblem] = useState<string | null>(null);
  const [tokenGone, setTokenGone] = useState(false);
  const form = useValidatedForm<Values>([validateNewPassword], { password: '', confirmPassword: '' });
  usePageTitle(t('auth.forgot.changeTitle'));

  const reset = useMutation({
    mutationFn: (values: Values) => resetPassword({ token: state?.token ?? '', ...values }),
    onSuccess: async () => {
      clearForgotState();
      showSuccess(t('auth.forgot.success'));
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      setProblem(null);
      if (applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword'])) return;
      if (
        isApiError(error) &&
        (error.status === 400 || error.status === 404 || error.status === 410) &&
        error.code !== 'VALIDATION_ERROR'
      ) {
        setTokenGone(true);
        return;
      }
      setProblem(errorMessage(error, t('common.genericError')));
    },
  });

  const ready = Boolean(state?.token) && !tokenGone;
  return (
    <>
      <AuthHeading
        id="change-title"
        step={t('auth.forgot.steps', { current: 3, total: 3 })}
        title={t('auth.forgot.changeTitle')}
        lead={t('auth.forgot.changeSubtitle')}
      />
      {ready ? (
        <form
          className={page.form}
          aria-labelledby="change-title"
          noValidate
          onSubmit={form.handleSubmit((v) => reset.mutate(v))}
        >
          {problem ? (
            <div className={page.alert.error} role="alert">
              {problem}
            </div>
          ) : null}
          <NewPasswordFields control={form.control} passwordLabel={t('auth.fields.newPassword')} />
          <Button type="submit" fullWidth size="lg" loading={reset.isPending}>
            {t('auth.forgot.changeSubmit')}
          </Button>
        </form>
      ) : (
        <ForgotStartAgain />
      )}
      <p className={css.footerText}>
        <Link to="/login" className={page.textLink}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
