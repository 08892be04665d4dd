import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Select } from '@extranet/ui/select';
import { useToast } from '@extranet/ui/toast';
import { validateRegister } from '@extranet/validation';
import { createAccount } from '../api/create-account';
import { signIn } from '../api/sign-in';
import { applySession } from '../../../shared/session/session';
import { afterSignInPath } from '../../../shared/session/after-sign-in';
import { useApplyAccountLanguage } from '../../../shared/session/account-language';
import { useT } from '../../../shared/i18n/language';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { OtpVerification } from '../../../shared/forms/otp-verification';
import { NewPasswordFields } from '../../../shared/forms/password-rules';
import { usePageTitle } from '../../../shared/components/page-title';
import { AuthHeading } from './auth-heading';
import * as page from '../../../shared/styles/page.css';
import * as css from '../../../shared/forms/forms.css';
import { errorMessage } from '../../../shared/api/error-message';

/** The sign-up that waits for its e-mail code: the password stays in memory to sign in once verified. */
interface Registered {
  email: string;
  password: string;
  otp: Schemas['OtpGenerateResponse'];
}

interface RegisterValues {
  name: string;
  email: string;
  phoneCode: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** Country calling codes offered at sign-up; Indonesia first (the product's home market). */
export const PHONE_CODES = [
  '+62',
  '+65',
  '+60',
  '+66',
  '+63',
  '+84',
  '+61',
  '+81',
  '+82',
  '+86',
  '+91',
  '+44',
  '+1',
];

export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const applyAccountLanguage = useApplyAccountLanguage();
  const { showSuccess } = useToast();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [taken, setTaken] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<RegisterValues>([validateRegister], {
    name: '',
    email: '',
    phoneCode: '+62',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  usePageTitle(t('auth.register.title'));

  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      createAccount({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      }),
    onSuccess: (data, values) =>
      setRegistered({ email: values.email.trim(), password: values.password, otp: data.otp }),
    onError: (error) => {
      setProblem(null);
      setTaken(false);
      if (isApiError(error) && error.code === 'EMAIL_ALREADY_REGISTERED') {
        setTaken(true);
        form.setError(
          'email',
          { type: error.code, message: t('auth.register.alreadyRegistered') },
          { shouldFocus: true },
        );
        return;
      }
      if (
        applyServerFieldErrors(error, form.setError, [
          'name',
          'email',
          'phoneCode',
          'phone',
          'password',
          'confirmPassword',
        ])
      )
        return;
      setProblem(errorMessage(error, t('common.genericError')));
    },
  });

  if (registered) {
    return (
      <>
        <AuthHeading id="verify-title" title={t('auth.register.verifyTitle')} />
        <OtpVerification
          email={registered.email}
          requestType="REGISTER"
          sent={registered.otp}
          labelledBy="verify-title"
          onVerified={async () => {
            showSuccess(t('auth.register.successToast'));
            // The e-mail is verified: sign in with the password just chosen rather than asking for it again.
            try {
              const session = await signIn({ email: registered.email, password: registered.password });
              queryClient.clear();
              applySession(queryClient, session);
              applyAccountLanguage(session);
              await navigate(afterSignInPath(session, null), { replace: true });
            } catch {
              await navigate('/login', { replace: true, state: { email: registered.email } });
            }
          }}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading id="register-title" title={t('auth.register.title')} lead={t('auth.register.subtitle')} />
      <form
        className={page.form}
        aria-labelledby="register-title"
        noValidate
        onSubmit={form.handleSubmit((v) => register.mutate(v))}
      >
        {problem ? (
          <div className={page.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        {taken ? (
          <div className={page.alert.info} role="alert">
            <span>{t('auth.register.alreadyRegistered')}</span>
            <Link to="/login" className={page.textLink}>
              {t('auth.register.alreadyRegisteredAction')}
            </Link>
          </div>
        ) : null}
        <FormTextField
          control={form.control}
          name="name"
          label={t('auth.fields.name')}
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          isRequired
        />
        <div className={css.row}>
          <Controller
            control={form.control}
            name="phoneCode"
            render={({ field, fieldState }) => (
              <Select<string>
                label={t('auth.fields.phoneCode')}
                options={PHONE_CODES.map((code) => ({ id: code, label: code }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                isRequired
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="phone"
            label={t('auth.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            description={t('auth.fields.phoneHint')}
            isRequired
          />
        </div>
        <NewPasswordFields control={form.control} passwordLabel={t('auth.fields.password')} />
        <Button type="submit" fullWidth size="lg" loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className={css.footerText}>
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className={page.textLink}>
          {t('auth.register.signIn')}
        </Link>
      </p>
    </>
  );
}
