import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { EMAIL_RULES, ErrorList } from '@extranet/validation';
import { generateOtp, OtpError } from '../../../shared/api/otp';
import { useT } from '../../../shared/i18n/language';
import { useValidatedForm } from '../../../shared/forms/use-validated-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { DelayDialog } from '../../../shared/forms/otp-verification';
import { usePageTitle } from '../../../shared/components/page-title';
import { AuthHeading } from './auth-heading';
import { writeForgotState } from '../model';
import * as page from '../../../shared/styles/page.css';
import * as css from '../../../shared/forms/forms.css';

interface Values {
  email: string;
}

function validateEmail(values: Values) {
  const list = new ErrorList();
  list.rules('email', values.email.trim(), EMAIL_RULES);
  return list.errors;
}

/** Step 1 of 3: the account's e-mail (filled in from `?email=`); a 4-digit code is sent to it. */
export function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  // The mail of a user added to a property links here with its e-mail (?email=) to set a first password.
  const [search] = useSearchParams();
  const form = useValidatedForm<Values>([validateEmail], { email: search.get('email')?.slice(0, 254) ?? '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<string | null>(null);
  const closeDelay = useCallback(() => setWaitUntil(null), []);
  usePageTitle(t('auth.forgot.title'));

  const send = useMutation({
    mutationFn: (values: Values) => generateOtp('FORGOT_PASSWORD', values.email.trim()),
    onSuccess: async (sent, values) => {
      writeForgotState({ email: values.email.trim(), sent });
      await navigate('/forgot-password/verify');
    },
    onError: (error) => {
      setProblem(null);
      if (error instanceof OtpError && error.code === 'EMAIL_NOT_FOUND') {
        form.setError(
          'email',
          { type: error.code, message: t('auth.forgot.emailNotFound') },
          { shouldFocus: true },
        );
      } else if (error instanceof OtpError && error.code === 'OTP_TOO_FREQUENT') {
        setWaitUntil(new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000).toISOString());
      } else {
        setProblem(error instanceof Error ? error.message : t('common.genericError'));
      }
    },
  });

  return (
    <>
      <AuthHeading
        id="forgot-title"
        step={t('auth.forgot.steps', { current: 1, total: 3 })}
        title={t('auth.forgot.title')}
        lead={t('auth.forgot.subtitle')}
      />
      <form
        className={page.form}
        aria-labelledby="forgot-title"
        noValidate
        onSubmit={form.handleSubmit((v) => send.mutate(v))}
      >
        {problem ? (
          <div className={page.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          isRequired
        />
        <Button type="submit" fullWidth size="lg" loading={send.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className={css.footerText}>
        <Link to="/login" className={page.textLink}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
      <DelayDialog until={waitUntil} onClose={closeDelay} />
    </>
  );
}
